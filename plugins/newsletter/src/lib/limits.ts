import type { WindowLimit } from "@shop/server-kit"

/**
 * Unsubscribe calls one IP may make per window. A token cannot be guessed (256 bits); the limit keeps a script from
 * hammering the lookup. A person uses it once or twice; a shared office IP stays far below.
 */
export const UNSUBSCRIBE_LIMIT: WindowLimit = { perIp: 20, windowMs: 15 * 60 * 1000 }
