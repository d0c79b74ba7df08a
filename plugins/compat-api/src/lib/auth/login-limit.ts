import type { MedusaRequest } from "@medusajs/framework/http"
import { clientIp, edgeSettings, rateLimitStore, type RateLimitStore, type WarningLogger } from "@shop/server-kit"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { compatApiOptions, type LoginRateLimit } from "../options"

export type LoginAttempt = { ip: string; email: string }

/** Seconds to wait before trying again; 0: the password may be checked now. */
export type LoginGate = { wait: number }

/**
 * Password guesses, limited where a guesser is and not where the victim is:
 * - every attempt is COUNTED BEFORE the password is checked (atomic INCR), so parallel guesses cannot all pass;
 * - per IP, a cap on attempts per window, whatever the account;
 * - per account + IP, `freeAttempts` tries, then each further try must wait a delay that doubles every time
 *   (one attempt takes the delay's hold; parallel ones are refused). Another IP (the account's owner at home) is
 *   not slowed down: nobody can lock a customer or a staff member out by failing on purpose.
 */
export class LoginLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginRateLimit,
    private readonly clock: () => number = Date.now
  ) {}

  private keys({ ip, email }: LoginAttempt) {
    const account = `${email.trim().toLowerCase()}:${ip}`
    return { ip: `login:ip:${ip}`, account: `login:account:${account}`, delay: `login:delay:${account}` }
  }

  /** The delay after the `extra`-th attempt beyond the free ones (0: the last free one failed). */
  delayMs(extra: number): number {
    return Math.min(this.limits.baseDelayMs * 2 ** Math.min(extra, 30), this.limits.maxDelayMs)
  }

  /** Counts the attempt, then says whether its password may be checked. */
  async admit(attempt: LoginAttempt): Promise<LoginGate> {
    const now = this.clock()
    const keys = this.keys(attempt)
    const [byIp, byAccount] = await Promise.all([
      this.store.increment(keys.ip, this.limits.windowMs, now),
      this.store.increment(keys.account, this.limits.windowMs, now),
    ])
    if (byIp.count > this.limits.perIp) return { wait: seconds(byIp.resetAt - now) }
    if (byAccount.count <= this.limits.freeAttempts) {
      // A delay set by the last free failure still holds.
      const current = await this.store.peek(keys.delay, now)
      return { wait: current.count > 0 ? seconds(current.resetAt - now) : 0 }
    }
    const hold = await this.store.hold(keys.delay, this.delayMs(byAccount.count - this.limits.freeAttempts), now)
    return { wait: hold.taken ? 0 : seconds(hold.resetAt - now) }
  }

  /** A wrong password: from the last free attempt on, the next one waits. */
  async failed(attempt: LoginAttempt): Promise<void> {
    const now = this.clock()
    const keys = this.keys(attempt)
    const count = (await this.store.peek(keys.account, now)).count
    if (count >= this.limits.freeAttempts) await this.store.hold(keys.delay, this.delayMs(0), now)
  }

  /** The right password: this account + IP starts afresh (the IP's cap is kept). */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const keys = this.keys(attempt)
    await Promise.all([this.store.reset(keys.account), this.store.reset(keys.delay)])
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/** The limiter of a request: the edge's counter store (Redis when configured), this plugin's limits. */
export function loginLimiterFor(req: MedusaRequest): { limiter: LoginLimiter; attempt: (email: string) => LoginAttempt } {
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER) as WarningLogger
  const limiter = new LoginLimiter(rateLimitStore(edgeSettings(req.scope), logger), compatApiOptions(req.scope).loginRateLimit)
  const ip = clientIp(req)
  return { limiter, attempt: (email) => ({ ip, email }) }
}
