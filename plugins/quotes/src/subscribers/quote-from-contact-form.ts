import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CONTACT_QUOTE_REQUESTED, type ContactQuoteRequested } from "@shop/contact-messages/lib/contact/events"
import { sendQuoteMail } from "../lib/mail"
import { toApiQuote, type QuoteRow } from "../lib/records"
import { customerRequestQuoteWorkflow } from "../workflows/quotes/workflows/customer-request-quote"

/**
 * The contact form's quote request (subject QUOTE; contact-messages already checked the login and the non-empty cart)
 * becomes a quote of the cart's lines, as `POST /api/quotes` makes one; the shop is told as for any request.
 */
export default async function quoteFromContactForm({ event, container }: SubscriberArgs<ContactQuoteRequested>): Promise<void> {
  const { customer_id, cart_id, message } = event.data
  try {
    const { result } = await customerRequestQuoteWorkflow(container).run({ input: { customer_id, cart_id, message, source: "contact" } })
    const quote = await toApiQuote(container, result as unknown as QuoteRow)
    await sendQuoteMail(container, "requested", quote, quote.id)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`quotes: contact thread ${event.data.thread_id}: no quote made: ${String(error)}`)
  }
}

export const config: SubscriberConfig = { event: CONTACT_QUOTE_REQUESTED }
