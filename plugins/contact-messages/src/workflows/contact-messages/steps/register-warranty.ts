import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messagesService } from "./service"

export type NewWarranty = { email: string; source: string; reference: string; first_name: string; last_name: string }

export const registerWarrantyStep = createStep(
  "contact-store-warranty-registration",
  async (input: NewWarranty, { container }) => {
    const created = await messagesService(container).createWarrantyRegistrations(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await messagesService(container).deleteWarrantyRegistrations([id])
  }
)
