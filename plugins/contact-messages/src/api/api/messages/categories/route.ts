import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MESSAGE_CATEGORIES, type ApiMessageCategory } from "@shop/shared"

/** GET /api/messages/categories: the subjects of the contact form, each with its explanation (/contact/messageCategory). */
export async function GET(_req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const categories: ApiMessageCategory[] = MESSAGE_CATEGORIES.map(({ value, label, description }) => ({ value, label, description }))
  res.status(200).json({ categories })
}
