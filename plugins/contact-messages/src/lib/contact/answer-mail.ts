import type { MedusaContainer } from "@medusajs/framework/types"
import { escapeHtml, htmlFrame, button, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import type { MailContent } from "@shop/compat-api/lib/mail/templates"
import { compatApiOptions } from "@shop/compat-api/lib/options"
import { sendMail } from "@shop/server-kit"

/** Template name (X-Shop-Template header) of a staff answer. */
export const STAFF_ANSWER_TEMPLATE = "contact-staff-answer"

export type StaffAnswerMail = {
  to: string
  threadId: string
  name: string
  subjectLabel: string
  orderNumber: string | null
  answer: string
  /** the staff closed the conversation with this answer */
  closed: boolean
  /** `/contact/{id}?secret=…` with a fresh secret */
  threadUrl: string
}

/** The answer e-mail (pure): the text of the answer and the link to the whole conversation, where the customer replies. */
export function staffAnswerMail(input: StaffAnswerMail, storefrontUrl: string): MailContent {
  const about = input.orderNumber ? `${input.subjectLabel}, commande ${input.orderNumber}` : input.subjectLabel
  const subject = `Réponse à votre message (${about})`
  const hello = `Bonjour ${input.name},`
  const intro = `L'équipe ${SHOP_NAME} a répondu à votre message :`
  const next = input.closed
    ? "Nous considérons votre demande comme traitée. Si besoin, répondez depuis la conversation : elle sera rouverte."
    : "Pour nous répondre ou joindre un document, ouvrez la conversation :"
  const keep = "Ce lien est personnel : ne le partagez pas."
  const text = [hello, intro, input.answer, `${next} ${input.threadUrl}`, keep, `L'équipe ${SHOP_NAME}`].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs(hello, intro),
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #ddd;white-space:pre-wrap">${escapeHtml(input.answer)}</blockquote>`,
      paragraphs(next),
      button(input.threadUrl, "Voir la conversation"),
      `<p style="margin:0 0 12px;font-size:13px">Ou copiez ce lien dans votre navigateur : ${link(input.threadUrl, input.threadUrl)}</p>`,
      paragraphs(keep, `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** Sends the answer; throws when the SMTP server refuses (the answer workflow is then undone). */
export async function sendStaffAnswerMail(scope: MedusaContainer, input: StaffAnswerMail): Promise<void> {
  const { storefrontUrl } = compatApiOptions(scope)
  await sendMail(scope, {
    to: input.to,
    template: STAFF_ANSWER_TEMPLATE,
    content: staffAnswerMail(input, storefrontUrl),
    resource: { id: input.threadId, type: "shop_message_thread" },
    trigger: "staff",
  })
}
