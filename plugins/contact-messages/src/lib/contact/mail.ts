import type { MedusaContainer } from "@medusajs/framework/types"
import { escapeHtml, htmlFrame, button, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { sendMail } from "@shop/server-kit"
import { storefrontLink, type MailContent } from "@shop/compat-api/lib/mail/templates"
import { compatApiOptions } from "@shop/compat-api/lib/options"

/** Template name (X-Shop-Template header) of the contact confirmation. */
export const CONTACT_CONFIRMATION_TEMPLATE = "contact-confirmation"

/** `/contact/{id}?secret=…` on the storefront: the thread page, which sends both back. */
export function threadUrl(storefrontUrl: string, id: string, secret: string): string {
  return storefrontLink(storefrontUrl, `/contact/${encodeURIComponent(id)}`, { secret })
}

export type ContactMailInput = { name: string; subjectLabel: string; message: string; threadUrl: string }

export function contactConfirmationMail(input: ContactMailInput, storefrontUrl: string): MailContent {
  const subject = `Nous avons bien reçu votre message (${input.subjectLabel})`
  const hello = `Bonjour ${input.name},`
  const intro = `Votre message à l'équipe ${SHOP_NAME} est bien arrivé ; nous vous répondons du lundi au vendredi.`
  const keep = "Gardez cet e-mail : le lien ci-dessous est la seule clé de votre conversation, ne le partagez pas."
  const text = [
    hello,
    intro,
    `Votre message :\n${input.message}`,
    `Suivre la conversation et répondre : ${input.threadUrl}`,
    keep,
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs(hello, intro),
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #ddd;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>`,
      button(input.threadUrl, "Voir la conversation"),
      `<p style="margin:0 0 12px;font-size:13px">Ou copiez ce lien dans votre navigateur : ${link(input.threadUrl, input.threadUrl)}</p>`,
      paragraphs(keep, `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** Sends the confirmation with the thread link (the secret travels only in the e-mail, never stored in clear). */
export async function sendContactConfirmation(
  scope: MedusaContainer,
  input: { to: string; id: string; secret: string; name: string; subjectLabel: string; message: string }
): Promise<void> {
  const { storefrontUrl } = compatApiOptions(scope)
  const url = threadUrl(storefrontUrl, input.id, input.secret)
  await sendMail(scope, {
    to: input.to,
    template: CONTACT_CONFIRMATION_TEMPLATE,
    content: contactConfirmationMail({ name: input.name, subjectLabel: input.subjectLabel, message: input.message, threadUrl: url }, storefrontUrl),
    resource: { id: input.id, type: "shop_message_thread" },
  })
}
