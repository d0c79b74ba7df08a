import { z } from "@medusajs/framework/zod"
import { normalizeEmail } from "./email"
import { NEWSLETTER_MESSAGES as M } from "./messages"
import { SECRET_TOKEN_PATTERN } from "@shop/server-kit"

/**
 * Where a consent was given. `signup`: the box of the sign-up form; `account`: the box of /me. The back-office
 * (newsletters, a later issue) may add its own, e.g. a footer form or an import.
 */
export const NEWSLETTER_SOURCES = ["signup", "account"] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

export const NEWSLETTER_STATUSES = ["subscribed", "unsubscribed"] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/** Input of the subscribe-to-newsletter workflow. */
export const subscribeInputSchema = z.object({
  email: z
    .string({ error: M.emailInvalid })
    .transform(normalizeEmail)
    .pipe(z.email({ error: M.emailInvalid }).max(254, { error: M.emailInvalid })),
  customer_id: z.string().trim().min(1).nullish().transform((value) => value ?? null),
  source: z.enum(NEWSLETTER_SOURCES, { error: M.sourceInvalid }),
  /**
   * Issue a new unsubscribe token even when the address is already subscribed (the caller is about to e-mail the
   * link, e.g. the welcome e-mail). A new subscription always gets one.
   */
  rotate_token: z.boolean().optional().default(false),
})
export type SubscribeInput = z.input<typeof subscribeInputSchema>
export type SubscribeRequest = z.output<typeof subscribeInputSchema>

/** Input of the unsubscribe-from-newsletter workflow: the e-mailed link's token, or the logged-in customer. */
export const unsubscribeInputSchema = z.union(
  [
    z.object({ token: z.string().regex(SECRET_TOKEN_PATTERN, { error: M.subscriberNotFound }) }),
    z.object({ customer_id: z.string().trim().min(1) }),
  ],
  { error: M.unsubscribeTargetMissing }
)
export type UnsubscribeInput = z.input<typeof unsubscribeInputSchema>
