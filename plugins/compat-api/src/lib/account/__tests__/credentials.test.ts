import { credentialVersionOf, sessionIsCurrent } from "../credentials"

describe("credential version", () => {
  it("is the customer's metadata number, 0 when absent or malformed", () => {
    expect(credentialVersionOf({ credentialVersion: 3, siret: "x" })).toBe(3)
    expect(credentialVersionOf(null)).toBe(0)
    expect(credentialVersionOf({ credentialVersion: "3" })).toBe(0)
    expect(credentialVersionOf({ credentialVersion: -1 })).toBe(0)
  })

  it("keeps a session only while it holds the account's current version (older sessions count as 0)", () => {
    expect(sessionIsCurrent({}, 0)).toBe(true)
    expect(sessionIsCurrent({}, 1)).toBe(false)
    expect(sessionIsCurrent({ credentialVersion: 2 }, 2)).toBe(true)
    expect(sessionIsCurrent({ credentialVersion: 1 }, 2)).toBe(false)
  })
})
