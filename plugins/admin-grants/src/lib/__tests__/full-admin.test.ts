import { GRANTS } from "../grants"
import { holdsEveryGrant, takesLastFullAdmin } from "../full-admin"

const ALL = [...GRANTS]
const owner = { id: "owner", grants: ALL }
const desk = { id: "desk", grants: ["orders", "messages"] }

describe("the shop keeps a full admin", () => {
  it("knows a full admin by every grant (unknown strings do not count)", () => {
    expect(holdsEveryGrant(ALL)).toBe(true)
    expect(holdsEveryGrant(ALL.slice(1))).toBe(false)
    expect(holdsEveryGrant([...ALL.slice(1), "superadmin"])).toBe(false)
    expect(holdsEveryGrant(null)).toBe(false)
  })

  it("refuses to take a grant from the last full admin, themselves included", () => {
    expect(takesLastFullAdmin("owner", ["orders"], [owner, desk])).toBe(true)
    expect(takesLastFullAdmin("owner", [], [owner, desk])).toBe(true)
  })

  it("lets a full admin keep every grant, or lower theirs while another full admin remains", () => {
    expect(takesLastFullAdmin("owner", ALL, [owner, desk])).toBe(false)
    expect(takesLastFullAdmin("owner", ["orders"], [owner, desk, { id: "second", grants: ALL }])).toBe(false)
  })

  it("lets anyone's grants change when the member is no full admin (a shop without one can be given one)", () => {
    expect(takesLastFullAdmin("desk", [], [owner, desk])).toBe(false)
    expect(takesLastFullAdmin("desk", ["orders"], [desk])).toBe(false)
  })
})
