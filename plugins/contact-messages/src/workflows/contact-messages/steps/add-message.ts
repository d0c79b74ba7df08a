import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messagesService } from "./service"

export type NewMessage = { thread_id: string; author: "customer" | "staff"; content: string }

/** One message added to a thread; removed again if a later step fails. */
export const addMessageStep = createStep(
  "contact-add-message",
  async (input: NewMessage, { container }) => {
    const created = await messagesService(container).createShopMessages(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await messagesService(container).deleteShopMessages([id])
  }
)
