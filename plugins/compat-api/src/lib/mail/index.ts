import type { MedusaContainer } from "@medusajs/framework/types"
import { compatApiOptions } from "../options"
import { sendMail } from "@shop/server-kit"
import { MAIL_TEMPLATES, passwordResetMail, welcomeMail } from "./templates"

/**
 * The shop's account e-mails, sent through Medusa's notification module (channel "email", the app's SMTP provider;
 * the order confirmation is the checkout plugin's: plugins/checkout/src/lib/mail). French, text + HTML parts, links built on the `storefrontUrl` plugin option. Each throws when the e-mail could not
 * be sent: callers decide whether that fails their request (a sign-up does not, it logs).
 */

export { MAIL_TEMPLATES } from "./templates"
export type { MailContent, OrderMailData } from "./templates"

/** Validity of a password-reset link, in minutes (also said in the e-mail). */
export const PASSWORD_RESET_VALIDITY_MINUTES = 60

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
