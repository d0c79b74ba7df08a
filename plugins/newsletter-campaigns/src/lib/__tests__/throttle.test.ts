import { Throttle } from "../campaigns/throttle"

/** A fake clock: sleeping advances it. */
function clock() {
  let now = 1_000
  const slept: number[] = []
  return {
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms)
      now += ms
    },
    advance: (ms: number) => (now += ms),
    slept,
  }
}

describe("Throttle", () => {
  it("spaces e-mails 1/perSecond apart: 4 a second → 250 ms", async () => {
    const c = clock()
    const throttle = new Throttle(4, c.now, c.sleep)
    for (let i = 0; i < 4; i++) await throttle.wait()
    expect(c.slept).toEqual([250, 250, 250])
  })

  it("does not bank slots for a burst after a slow send", async () => {
    const c = clock()
    const throttle = new Throttle(2, c.now, c.sleep)
    await throttle.wait()
    c.advance(5_000)
    await throttle.wait()
    await throttle.wait()
    expect(c.slept).toEqual([500])
  })
})
