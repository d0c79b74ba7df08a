import type { MedusaContainer } from "@medusajs/framework/types"
import { htmlFrame, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { storefrontLink, type MailContent } from "@shop/compat-api/lib/mail/templates"
import { formatPrice, type ApiTransferInstructions } from "@shop/shared"
import { sendMail } from "@shop/server-kit"

export const PENDING_TRANSFER_REMINDER_TEMPLATE = "pending-transfer-reminder"

const dateFr = (date: Date) => new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(date)

/** The one reminder a buyer gets while the shop waits for their transfer (issue 11 item 12). */
export function pendingTransferReminderMail(
  input: { orderNumber: string; transfer: ApiTransferInstructions; expiresOn: Date; detailsUrl: string | null },
  storefrontUrl: string
): MailContent {
  const subject = `Votre commande ${input.orderNumber} attend votre virement`
  const lines = [
    `Nous n'avons pas encore reçu le virement de ${formatPrice(input.transfer.amount)} pour votre commande ${input.orderNumber}.`,
    `Sans virement reçu d'ici le ${dateFr(input.expiresOn)}, la commande sera annulée et ses articles remis en vente.`,
    `Coordonnées bancaires : IBAN ${input.transfer.iban}, BIC ${input.transfer.bic}, titulaire ${input.transfer.holder}, référence à indiquer ${input.transfer.reference}.`,
    "Si vous avez déjà fait le virement, ne tenez pas compte de ce message.",
  ]
  const link = input.detailsUrl ? [`Le détail de votre commande : ${input.detailsUrl}`] : []
  const text = ["Bonjour,", ...lines, ...link, `L'équipe ${SHOP_NAME}`].join("\n\n")
  const html = htmlFrame(subject, paragraphs("Bonjour,", ...lines, ...link, `L'équipe ${SHOP_NAME}`), storefrontUrl)
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** Sent once per order whatever the number of job runs (the notification's idempotency key). */
export async function sendPendingTransferReminder(
  scope: MedusaContainer,
  input: {
    orderId: string
    orderNumber: string
    email: string
    transfer: ApiTransferInstructions
    expiresOn: Date
    secret: string | null
    storefrontUrl: string
  }
): Promise<void> {
  const detailsUrl = input.secret
    ? storefrontLink(input.storefrontUrl, "/order/details", { order: input.orderNumber, security: input.secret })
    : null
  await sendMail(scope, {
    to: input.email,
    template: PENDING_TRANSFER_REMINDER_TEMPLATE,
    content: pendingTransferReminderMail({ ...input, detailsUrl }, input.storefrontUrl),
    idempotencyKey: `${PENDING_TRANSFER_REMINDER_TEMPLATE}:${input.orderId}`,
    resource: { id: input.orderId, type: "order" },
  })
}
