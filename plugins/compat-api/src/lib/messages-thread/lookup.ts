import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MessageLookupInput } from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"
import { htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "../mail/html"
import { sendMail } from "../mail/send"
import type { MailContent } from "../mail/templates"
import { compatApiOptions } from "../options"
import { threadUrl } from "./mail"
import { newThreadSecret } from "./secret"
import { categoryLabel } from "./threads"

export const CONTACT_LOOKUP_TEMPLATE = "contact-lookup"
/** At most this many threads (newest first) in one lookup e-mail. */
const LOOKUP_MAX_THREADS = 20

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

type LookupRow = { id: string; subject: string; order_number: string | null; created_at: Date | string }

/**
 * POST /api/messages/lookup once answered: the threads of this e-mail (and subject, and order number when given)
 * each get a fresh lookup secret (only its hash kept; the thread's first link keeps working) and their links go to
 * that address only. Nothing matches: nothing is sent.
 */
export async function mailThreadLinks(scope: MedusaContainer, input: MessageLookupInput): Promise<number> {
  const messages = scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
  const filters: Record<string, unknown> = { email: input.email, subject: input.subject }
  if (input.orderNumber) filters.order_number = input.orderNumber
  const threads = (await messages.listShopMessageThreads(filters, {
    order: { created_at: "DESC" },
    take: LOOKUP_MAX_THREADS,
  })) as unknown as LookupRow[]
  if (!threads.length) return 0
  const { storefrontUrl } = compatApiOptions(scope)
  const links: LookupMailThread[] = []
  for (const thread of threads) {
    const { secret, hash } = newThreadSecret()
    await messages.updateShopMessageThreads({ id: thread.id, lookup_secret_hash: hash })
    links.push({
      url: threadUrl(storefrontUrl, thread.id, secret),
      subjectLabel: categoryLabel(thread.subject),
      orderNumber: thread.order_number,
      createdAt: new Date(thread.created_at),
    })
  }
  await sendMail(scope, { to: input.email, template: CONTACT_LOOKUP_TEMPLATE, content: lookupMail(links, storefrontUrl) })
  return links.length
}

/** After the answer, so neither its text nor its timing tells whether this address wrote to us. */
export function mailThreadLinksInBackground(scope: MedusaContainer, input: MessageLookupInput): void {
  setImmediate(() => {
    mailThreadLinks(scope, input).catch((error: unknown) => {
      scope.resolve(ContainerRegistrationKeys.LOGGER).error(`message lookup e-mail failed: ${String(error)}`)
    })
  })
}
