import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MESSAGES } from "../messages"
import { sessionOf } from "@shop/server-kit"

/** The logged-in customer of the session, or null after answering 401 'Vous devez être connecté.'. */
export function requireCustomer(req: MedusaRequest, res: MedusaResponse): string | null {
  const customerId = sessionOf(req).customerId
  if (customerId) return customerId
  res.status(401).json({ message: MESSAGES.notLoggedIn })
  return null
}
