import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { SubscriberRecord } from "../../../modules/newsletter/service"

export type Unsubscribed = { subscriber: SubscriberRecord | null; alreadyUnsubscribed: boolean }

type Undo = { id: string; unsubscribed_at: Date | null } | null

/**
 * Ends the subscription (status and date); the row, its consent history and its token stay, so the same link
 * answers "already unsubscribed" instead of an error. Nothing to do for a row already unsubscribed or no row.
 */
export const markUnsubscribedStep = createStep(
  "mark-newsletter-unsubscribed",
  async (subscriber: SubscriberRecord | null, { container }) => {
    if (!subscriber) return new StepResponse<Unsubscribed, Undo>({ subscriber: null, alreadyUnsubscribed: true }, null)
    if (subscriber.status === "unsubscribed") return new StepResponse<Unsubscribed, Undo>({ subscriber, alreadyUnsubscribed: true }, null)
    const service = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    const updated = (await service.updateNewsletterSubscribers({
      id: subscriber.id,
      status: "unsubscribed",
      unsubscribed_at: new Date(),
    })) as SubscriberRecord
    return new StepResponse<Unsubscribed, Undo>({ subscriber: updated, alreadyUnsubscribed: false }, { id: subscriber.id, unsubscribed_at: subscriber.unsubscribed_at })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = container.resolve<NewsletterModuleService>(NEWSLETTER_MODULE)
    await service.updateNewsletterSubscribers({ id: undo.id, status: "subscribed", unsubscribed_at: undo.unsubscribed_at })
  }
)
