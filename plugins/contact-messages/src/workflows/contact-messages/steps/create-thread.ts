import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newThreadSecret } from "../../../lib/contact/secret"
import { messagesService } from "./service"

export type NewThread = {
  subject: string
  email: string
  name: string
  order_number: string | null
  customer_id: string | null
  content: string
}

/**
 * The thread with a fresh 256-bit secret (only its SHA-256 stored) and its first message together; the secret is
 * returned once, for the answer and the e-mail. Written in one transaction; the compensation removes both.
 */
export const createThreadStep = createStep(
  "contact-create-thread",
  async ({ content, ...thread }: NewThread, { container }) => {
    const { secret, hash } = newThreadSecret()
    const created = await messagesService(container).createThreadWithFirstMessage({ thread: { ...thread, secret_hash: hash }, content })
    return new StepResponse({ ...created, secret }, created.id)
  },
  async (id, { container }) => {
    if (id) await messagesService(container).deleteShopMessageThreads([id])
  }
)
