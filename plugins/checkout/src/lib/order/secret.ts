import { createHmac, randomBytes } from "node:crypto"
export { hashSecretToken as hashOrderSecret, secretTokenMatches as matchesSecretHash } from "@shop/server-kit"

/**
 * The order's secret (its detail link's `security`): 256 bits derived from the server's secret, the order number and
 * a random nonce, so that it is never stored: the order keeps the nonce and the SHA-256 of the secret (the kit's
 * secret-token hash, the column a voucher is looked up by; compared with the kit's constant-time check). The server
 * can give the link again (e-mail after a card payment, the order lookup's e-mail) without keeping it in clear.
 */

export function newSecretNonce(): string {
  return randomBytes(16).toString("base64url")
}

export function deriveOrderSecret(serverSecret: string, orderNumber: string, nonce: string): string {
  return createHmac("sha256", serverSecret).update(`order-secret:${orderNumber}:${nonce}`).digest("base64url")
}
