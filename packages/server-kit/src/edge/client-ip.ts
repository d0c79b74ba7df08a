import type { IncomingMessage } from "node:http"
import type { MedusaRequest } from "@medusajs/framework/http"
import proxyaddr from "proxy-addr"
import { edgeSettings } from "../settings"

type Trust = ReturnType<typeof proxyaddr.compile>
const compiled = new Map<string, Trust>()

function trustOf(proxies: string[]): Trust {
  const signature = proxies.join(",")
  let trust = compiled.get(signature)
  if (!trust) {
    trust = proxyaddr.compile(proxies)
    compiled.set(signature, trust)
  }
  return trust
}

/**
 * The client's address: X-Forwarded-For is read from the right, each entry believed only while the hop that wrote
 * it is one of `trustedProxies`; the first untrusted address is the client. A client cannot pick its IP by sending
 * the header itself (its entries sit left of the first untrusted hop), and a chain of trusted proxies (a load
 * balancer, then nginx) still yields the real client instead of the balancer.
 */
export function clientIpOf(req: IncomingMessage, trustedProxies: string[]): string {
  return proxyaddr(req, trustOf(trustedProxies)) || "unknown"
}

/** The caller's address under the edge's `trustedProxies` (per-IP rate limits count by it). */
export function clientIp(req: MedusaRequest): string {
  return clientIpOf(req as unknown as IncomingMessage, edgeSettings(req.scope).trustedProxies)
}
