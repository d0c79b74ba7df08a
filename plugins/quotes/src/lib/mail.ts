import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { button, htmlFrame, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { storefrontLink, type MailContent } from "@shop/compat-api/lib/mail/templates"
import { sendMail } from "@shop/server-kit"
import type { ApiQuote } from "@shop/shared"
import { quotesOptions } from "./options"
import { euros, quoteTotalsText } from "./format"

export const QUOTE_MAIL_TEMPLATES = {
  answered: "quote-answered",
  staffComment: "quote-staff-comment",
  requested: "quote-requested",
  proComment: "quote-pro-comment",
} as const

/** Where the pro reads a quote (its lines, comments, PDF, load into the cart): the pro area's quote page. */
export const proQuotePath = (ref: string) => `/pro/v1/me/quotes/${encodeURIComponent(ref)}/`

function mail(subject: string, lines: string[], link: { url: string; label: string } | null, storefrontUrl: string): MailContent {
  const text = ["Bonjour,", ...lines, ...(link ? [`${link.label} : ${link.url}`] : []), `L'équipe ${SHOP_NAME}`].join("\n\n")
  const html = htmlFrame(
    subject,
    [paragraphs("Bonjour,", ...lines), link ? button(link.url, link.label) : "", paragraphs(`L'équipe ${SHOP_NAME}`)].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** To the pro: staff sent (or adjusted) the answer. */
export function quoteAnsweredMail(quote: ApiQuote, storefrontUrl: string): MailContent {
  return mail(
    `Votre devis ${quote.ref} est prêt`,
    [
      `Nous avons répondu à votre demande de devis ${quote.ref}.`,
      quoteTotalsText(quote),
      `Ce devis est valable jusqu'au ${quote.validUntil ? quote.validUntil.split("-").reverse().join("/") : "—"} inclus. Pour commander, saisissez le numéro ${quote.ref} dans le champ « code promo ou devis » de votre panier.`,
    ],
    { url: storefrontLink(storefrontUrl, proQuotePath(quote.ref)), label: "Voir mon devis" },
    storefrontUrl
  )
}

/** To the pro: staff commented the quote. */
export function staffCommentMail(quote: ApiQuote, content: string, storefrontUrl: string): MailContent {
  return mail(
    `Nouveau commentaire sur votre devis ${quote.ref}`,
    [`Notre équipe a commenté votre devis ${quote.ref} :`, content],
    { url: storefrontLink(storefrontUrl, proQuotePath(quote.ref)), label: "Voir mon devis" },
    storefrontUrl
  )
}

/** To the shop: a new request. */
export function quoteRequestedMail(quote: ApiQuote, storefrontUrl: string): MailContent {
  const lines = quote.lines.map((line) => `${line.quantity} × ${line.title} (EAN ${line.ean}, ${euros(line.listUnitPrice)} HT)`)
  return mail(
    `Nouvelle demande de devis ${quote.ref}`,
    [`${quote.customer.company || quote.customer.email} (${quote.customer.email}) demande un devis :`, ...lines, quote.message ? `Message : ${quote.message}` : "Sans message."],
    { url: storefrontLink(storefrontUrl, `/admin/quotes/${quote.id}`), label: "Répondre au devis" },
    storefrontUrl
  )
}

/** To the shop: the pro commented the quote. */
export function proCommentMail(quote: ApiQuote, content: string, storefrontUrl: string): MailContent {
  return mail(
    `Commentaire du client sur le devis ${quote.ref}`,
    [`${quote.customer.company || quote.customer.email} (${quote.customer.email}) a commenté le devis ${quote.ref} :`, content],
    { url: storefrontLink(storefrontUrl, `/admin/quotes/${quote.id}`), label: "Voir le devis" },
    storefrontUrl
  )
}

type QuoteMailKind = keyof typeof QUOTE_MAIL_TEMPLATES

/**
 * Sends one quote e-mail; a failure is logged, the change stands (the quote is in the pro area and the back-office
 * whatever the mail does). `key` makes a retried call send once.
 */
export async function sendQuoteMail(scope: MedusaContainer, kind: QuoteMailKind, quote: ApiQuote, key: string, content?: string): Promise<void> {
  const options = quotesOptions(scope)
  const toShop = kind === "requested" || kind === "proComment"
  const body =
    kind === "answered" ? quoteAnsweredMail(quote, options.storefrontUrl)
    : kind === "staffComment" ? staffCommentMail(quote, content ?? "", options.storefrontUrl)
    : kind === "requested" ? quoteRequestedMail(quote, options.storefrontUrl)
    : proCommentMail(quote, content ?? "", options.storefrontUrl)
  try {
    await sendMail(scope, {
      to: toShop ? options.shopEmail : quote.customer.email,
      template: QUOTE_MAIL_TEMPLATES[kind],
      content: body,
      idempotencyKey: `quote:${kind}:${key}`,
      resource: { id: quote.id, type: "quote" },
    })
  } catch (error) {
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`quote ${quote.ref}: ${kind} e-mail not sent: ${String(error)}`)
  }
}
