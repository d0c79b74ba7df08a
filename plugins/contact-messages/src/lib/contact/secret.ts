import { hashSecretToken, newSecretToken, secretTokenMatches } from "@shop/server-kit"

/** A thread's link secret: the server kit's token (256 random bits, only the SHA-256 stored). */
export function newThreadSecret(): { secret: string; hash: string } {
  const { token, hash } = newSecretToken()
  return { secret: token, hash }
}

export const hashThreadSecret = hashSecretToken
export const secretMatches = secretTokenMatches
