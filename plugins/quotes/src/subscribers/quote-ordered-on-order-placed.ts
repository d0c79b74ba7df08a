import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { markQuoteOrderedWorkflow } from "../workflows/quotes/workflows/mark-quote-ordered"

/** `order.placed`: an order made from a quote moves the quote to `ordered` and keeps its number (idempotent). */
export default async function quoteOrderedOnOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await markQuoteOrderedWorkflow(container).run({ input: event.data.id })
}

export const config: SubscriberConfig = { event: "order.placed" }
