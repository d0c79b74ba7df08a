import { htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import type { MailContent } from "@shop/compat-api/lib/mail/templates"

export const CONTACT_LOOKUP_TEMPLATE = "contact-lookup"
export type LookupMailThread = { url: string; subjectLabel: string; orderNumber: string | null; createdAt: Date }

const DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" })

export function lookupMail(threads: LookupMailThread[], storefrontUrl: string): MailContent {
  const subject = "Vos conversations avec Maison Chaleur"
  const intro = "Vous avez demandé à retrouver vos conversations avec notre équipe. Voici leurs liens :"
  const keep = "Ces liens sont les clés de vos conversations : ne les partagez pas. Si vous n'avez rien demandé, ignorez cet e-mail."
  const label = (thread: LookupMailThread) =>
    `${thread.subjectLabel}${thread.orderNumber ? ` (${thread.orderNumber})` : ""}, le ${DATE.format(thread.createdAt)}`
  const text = [
    "Bonjour,",
    intro,
    threads.map((thread) => `- ${label(thread)} : ${thread.url}`).join("\n"),
    keep,
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs("Bonjour,", intro),
      `<ul style="margin:0 0 12px;padding-left:20px">${threads
        .map((thread) => `<li style="margin-bottom:6px">${link(thread.url, label(thread))}</li>`)
        .join("")}</ul>`,
      paragraphs(keep, `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}
