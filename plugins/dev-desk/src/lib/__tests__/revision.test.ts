import { parseGitLog, revisionFromEnv } from "../revision"

describe("the build's revision", () => {
  it("comes from SHOP_REVISION (a Docker build has no .git), with its date when given", () => {
    expect(revisionFromEnv({ SHOP_REVISION: "ABCDEF1234567", SHOP_REVISION_DATE: "2026-11-26T10:00:00+01:00" })).toEqual({
      revision: "abcdef1234567",
      date: new Date("2026-11-26T09:00:00Z"),
    })
    expect(revisionFromEnv({ SHOP_REVISION: "abcdef1" })).toEqual({ revision: "abcdef1", date: null })
  })

  it("ignores an env value that is no commit hash", () => {
    expect(revisionFromEnv({ SHOP_REVISION: "main" })).toBeNull()
    expect(revisionFromEnv({})).toBeNull()
  })

  it("reads git's hash and commit date, and refuses anything else", () => {
    const hash = "470b0126d2c8f3d2f5b1a6a0f1e4c2b3a4d5e6f7"
    expect(parseGitLog(`${hash}\t2026-11-26T16:10:00+00:00\n`)).toEqual({ revision: hash, date: new Date("2026-11-26T16:10:00Z") })
    expect(parseGitLog("fatal: not a git repository")).toBeNull()
  })
})
