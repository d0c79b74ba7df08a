import type { MedusaContainer } from "@medusajs/framework/types"
import { compatApiOptions } from "../options"
import { loadOrderMailData } from "./order"
import { sendMail } from "./send"
import { MAIL_TEMPLATES, orderConfirmationMail, passwordResetMail, welcomeMail } from "./templates"

/**
 * The shop's three e-mails, sent through Medusa's notification module (channel "email", the app's SMTP provider).
 * French, text + HTML parts, links built on the `storefrontUrl` plugin option. Each throws when the e-mail could not
 * be sent: callers decide whether that fails their request (a sign-up does not, it logs).
 */

export { MAIL_TEMPLATES } from "./templates"
export type { MailContent, OrderMailData } from "./templates"

/** Validity of a password-reset link, in minutes (also said in the e-mail). */
export const PASSWORD_RESET_VALIDITY_MINUTES = 60

/**
 * Order confirmation (spec 4.2), sent once per order whatever the number of calls (notification idempotency key
 * `order-confirmation:<orderId>`; resent only if the previous attempt failed). `security` is the order's token in
 * clear, for the /order/details link; without it the e-mail points to /order/status. Unknown order: throws.
 */
export async function sendOrderConfirmationMail(
  scope: MedusaContainer,
  input: { orderId: string; security?: string }
): Promise<void> {
  const { storefrontUrl } = compatApiOptions(scope)
  const order = await loadOrderMailData(scope, input.orderId, storefrontUrl, input.security)
  if (!order) throw new Error(`order ${input.orderId} not found: no confirmation e-mail`)
  if (!order.email) throw new Error(`order ${input.orderId} has no e-mail address: no confirmation e-mail`)
  await sendMail(scope, {
    to: order.email,
    template: MAIL_TEMPLATES.orderConfirmation,
    content: orderConfirmationMail(order, storefrontUrl),
    idempotencyKey: `order-confirmation:${input.orderId}`,
    resource: { id: input.orderId, type: "order" },
  })
}

/** The password-reset link (`resetUrl` already holds token and e-mail; see lib/account). */
export async function sendPasswordResetMail(scope: MedusaContainer, input: { email: string; resetUrl: string }): Promise<void> {
  const { storefrontUrl } = compatApiOptions(scope)
  await sendMail(scope, {
    to: input.email,
    template: MAIL_TEMPLATES.passwordReset,
    content: passwordResetMail({ resetUrl: input.resetUrl, validityMinutes: PASSWORD_RESET_VALIDITY_MINUTES }, storefrontUrl),
  })
}

/** Welcome after sign-up; pros get the pro-area paragraph, newsletter subscribers the unsubscribe link. */
export async function sendWelcomeMail(
  scope: MedusaContainer,
  input: { email: string; firstName?: string | null; isPro: boolean; unsubscribeUrl?: string | null }
): Promise<void> {
  const { storefrontUrl } = compatApiOptions(scope)
  await sendMail(scope, {
    to: input.email,
    template: MAIL_TEMPLATES.welcome,
    content: welcomeMail({ firstName: input.firstName, isPro: input.isPro, unsubscribeUrl: input.unsubscribeUrl }, storefrontUrl),
  })
}
