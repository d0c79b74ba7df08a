/**
 * Emitted once a contact message with the QUOTE subject (a quote request from the contact form: logged-in customer,
 * non-empty cart) is recorded; the quotes plugin makes the quote from the customer's cart.
 */
export const CONTACT_QUOTE_REQUESTED = "contact_messages.quote_requested"

export type ContactQuoteRequested = { thread_id: string; customer_id: string; cart_id: string; message: string }
