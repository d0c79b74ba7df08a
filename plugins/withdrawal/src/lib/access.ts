import type { MedusaRequest } from "@medusajs/framework/http"
import { orderIdByNumber, presentsOrderSecret } from "@shop/checkout/lib/order/secret-access"
import { sessionOf } from "@shop/server-kit"
import { withdrawalFacts } from "./facts"

type Found = NonNullable<Awaited<ReturnType<typeof withdrawalFacts>>>

async function byNumber(req: MedusaRequest, orderNumber: string): Promise<Found | null> {
  const orderId = await orderIdByNumber(req.scope, orderNumber)
  return orderId ? withdrawalFacts(req.scope, orderId) : null
}

const isOwner = (req: MedusaRequest, found: Found) => {
  const customerId = sessionOf(req).customerId
  return !!customerId && found.order.customerId === customerId
}

/** The order for whoever gives its number and the buyer's e-mail (as the order lookup), or its logged-in owner. */
export async function orderByNumberAndEmail(req: MedusaRequest, orderNumber: string, email: string): Promise<Found | null> {
  const found = await byNumber(req, orderNumber)
  if (!found) return null
  return found.order.email === email.trim().toLowerCase() || isOwner(req, found) ? found : null
}

/** The order for whoever presents its secret (the order-details link) or its logged-in owner. */
export async function orderByNumberAndSecret(req: MedusaRequest, orderNumber: string, security: string): Promise<Found | null> {
  const found = await byNumber(req, orderNumber)
  if (!found) return null
  return presentsOrderSecret({ metadata: found.order.metadata }, security) || isOwner(req, found) ? found : null
}
