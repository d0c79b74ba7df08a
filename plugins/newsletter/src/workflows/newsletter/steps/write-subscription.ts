import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newSecretToken } from "@shop/server-kit"
import type { SubscribeRequest } from "../../../lib/validation"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { SubscriberRecord } from "../../../modules/newsletter/service"

export type SubscriptionWritten = {
  subscriber: SubscriberRecord
  /** the new token in clear, for the e-mail about to be sent; null when the old one stays valid */
  token: string | null
  /** false when the address was already subscribed (nothing but maybe the customer or token changed) */
  newlySubscribed: boolean
}

type Restorable = Pick<SubscriberRecord, "customer_id" | "status" | "source" | "subscribed_at" | "unsubscribed_at" | "unsubscribe_token_hash">
type Undo = { created: true; id: string } | { created: false; id: string; previous: Restorable }

/**
 * Records the consent: a new row, or an unsubscribed row subscribed again (new date, source and token: a link of
 * the old subscription must not end the new one). An already subscribed row keeps its date and source; it gets the
 * customer if it had none and a new token only when asked. Compensation removes the row or puts the old values back.
 */
export const writeSubscriptionStep = createStep(
  "write-newsletter-subscription",
  async (input: SubscribeRequest, { container }) => {
    const service = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const existing = await service.subscriberByEmail(input.email)
    const now = new Date()
    if (!existing) {
      const { token, hash } = newSecretToken()
      const created = (await service.createNewsletterSubscribers({
        email: input.email,
        customer_id: input.customer_id,
        status: "subscribed",
        source: input.source,
        subscribed_at: now,
        unsubscribed_at: null,
        unsubscribe_token_hash: hash,
      })) as SubscriberRecord
      return new StepResponse<SubscriptionWritten, Undo>({ subscriber: created, token, newlySubscribed: true }, { created: true, id: created.id })
    }
    const previous: Restorable = {
      customer_id: existing.customer_id,
      status: existing.status,
      source: existing.source,
      subscribed_at: existing.subscribed_at,
      unsubscribed_at: existing.unsubscribed_at,
      unsubscribe_token_hash: existing.unsubscribe_token_hash,
    }
    const resubscribing = existing.status !== "subscribed"
    const fresh = resubscribing || input.rotate_token ? newSecretToken() : null
    const update: Partial<Restorable> & { id: string } = {
      id: existing.id,
      customer_id: existing.customer_id ?? input.customer_id,
      ...(resubscribing ? { status: "subscribed", source: input.source, subscribed_at: now, unsubscribed_at: null } : {}),
      ...(fresh ? { unsubscribe_token_hash: fresh.hash } : {}),
    }
    const updated = (await service.updateNewsletterSubscribers(update)) as SubscriberRecord
    return new StepResponse<SubscriptionWritten, Undo>(
      { subscriber: updated, token: fresh?.token ?? null, newlySubscribed: resubscribing },
      { created: false, id: existing.id, previous }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    if (undo.created) await service.deleteNewsletterSubscribers([undo.id])
    else await service.updateNewsletterSubscribers({ id: undo.id, ...undo.previous })
  }
)
