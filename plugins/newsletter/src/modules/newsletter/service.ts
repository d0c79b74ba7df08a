import { MedusaService } from "@medusajs/framework/utils"
import { normalizeEmail } from "../../lib/email"
import { hashSecretToken } from "@shop/server-kit"
import { NewsletterSubscriber } from "./models/newsletter-subscriber"

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

class NewsletterModuleService extends MedusaService({ NewsletterSubscriber }) {
  async subscriberByEmail(email: string): Promise<SubscriberRecord | null> {
    const [row] = await this.listNewsletterSubscribers({ email: normalizeEmail(email) }, { take: 1 })
    return (row as SubscriberRecord | undefined) ?? null
  }

  async subscriberByCustomer(customerId: string): Promise<SubscriberRecord | null> {
    const [row] = await this.listNewsletterSubscribers({ customer_id: customerId }, { take: 1 })
    return (row as SubscriberRecord | undefined) ?? null
  }

  /** The row whose token this is (searched by its hash: the token itself is stored nowhere). */
  async subscriberByToken(token: string): Promise<SubscriberRecord | null> {
    const [row] = await this.listNewsletterSubscribers({ unsubscribe_token_hash: hashSecretToken(token) }, { take: 1 })
    return (row as SubscriberRecord | undefined) ?? null
  }
}

export default NewsletterModuleService
