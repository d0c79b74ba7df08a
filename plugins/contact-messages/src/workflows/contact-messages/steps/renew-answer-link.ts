import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { threadUrl } from "../../../lib/contact/mail"
import { newThreadSecret } from "../../../lib/contact/secret"
import { messagesService } from "./service"

/**
 * A fresh link for the answer e-mail. Staff never hold a thread's secret (only hashes are stored), so the answer
 * gets a new one in the thread's `lookup_secret_hash` (the newest e-mailed link besides the first one, as a lookup
 * does). Compensation puts the previous hash back, so the customer's last link works again.
 */
export const renewAnswerLinkStep = createStep(
  "contact-renew-answer-link",
  async (input: { thread_id: string; storefrontUrl: string }, { container }) => {
    const messages = messagesService(container)
    const before = (await messages.retrieveShopMessageThread(input.thread_id, { select: ["id", "lookup_secret_hash"] })) as unknown as {
      id: string
      lookup_secret_hash: string | null
    }
    const { secret, hash } = newThreadSecret()
    await messages.updateShopMessageThreads({ id: input.thread_id, lookup_secret_hash: hash })
    return new StepResponse({ url: threadUrl(input.storefrontUrl, input.thread_id, secret) }, before)
  },
  async (before, { container }) => {
    if (before) await messagesService(container).updateShopMessageThreads({ id: before.id, lookup_secret_hash: before.lookup_secret_hash })
  }
)
