import { MedusaService } from "@medusajs/framework/utils"
import { normalizeEmail } from "../../lib/email"
import { hashSecretToken } from "@shop/server-kit"
import { NewsletterSubscriber } from "./models/newsletter-subscriber"
import { NewsletterUnsubscribeLink } from "./models/newsletter-unsubscribe-link"

export type SubscriberRecord = {
  id: string
  email: string
  customer_id: string | null
  status: "subscribed" | "unsubscribed"
  source: string
  subscribed_at: Date
  unsubscribed_at: Date | null
  unsubscribe_token_hash: string
}

/** A subscriber found by an unsubscribe token, with the stored hash that matched (the row's own or a campaign link's). */
export type SubscriberByToken = { subscriber: SubscriberRecord; tokenHash: string }

class NewsletterModuleService extends MedusaService({ NewsletterSubscriber, NewsletterUnsubscribeLink }) {
  async subscriberByEmail(email: string): Promise<SubscriberRecord | null> {
    const [row] = await this.listNewsletterSubscribers({ email: normalizeEmail(email) }, { take: 1 })
    return (row as SubscriberRecord | undefined) ?? null
  }

  async subscriberByCustomer(customerId: string): Promise<SubscriberRecord | null> {
    const [row] = await this.listNewsletterSubscribers({ customer_id: customerId }, { take: 1 })
    return (row as SubscriberRecord | undefined) ?? null
  }

  /**
   * The row whose token this is (searched by its hash: the token itself is stored nowhere): the subscriber's own
   * token, or the link of a campaign e-mail sent during the current subscription.
   */
  async subscriberByToken(token: string): Promise<SubscriberByToken | null> {
    const hash = hashSecretToken(token)
    const [own] = await this.listNewsletterSubscribers({ unsubscribe_token_hash: hash }, { take: 1 })
    if (own) return { subscriber: own as SubscriberRecord, tokenHash: hash }
    const [link] = await this.listNewsletterUnsubscribeLinks({ token_hash: hash }, { take: 1 })
    if (!link) return null
    const [subscriber] = (await this.listNewsletterSubscribers({ id: link.subscriber_id }, { take: 1 })) as SubscriberRecord[]
    if (!subscriber || new Date(link.created_at) < new Date(subscriber.subscribed_at)) return null
    return { subscriber, tokenHash: link.token_hash }
  }
}

export default NewsletterModuleService
