/**
 * At most `perSecond` e-mails a second: each call waits for its slot, slots spaced 1/perSecond apart from the first
 * call (a slow send does not bank slots for a burst afterwards).
 */
export class Throttle {
  private next = 0

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  ) {}

  /** Milliseconds between two e-mails. */
  get spacing(): number {
    return 1000 / this.perSecond
  }

  async wait(): Promise<void> {
    const now = this.now()
    const at = Math.max(now, this.next)
    this.next = at + this.spacing
    if (at > now) await this.sleep(at - now)
  }
}
