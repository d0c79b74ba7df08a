import type { MedusaContainer } from "@medusajs/framework/types"
import { button, htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { sendMail } from "@shop/server-kit"
import { storefrontLink, type MailContent } from "@shop/compat-api/lib/mail/templates"

export const ORDER_LINK_TEMPLATE = "order-link"
/** One link e-mail per order in this many minutes, however many lookups: the buyer's inbox is not a target. */
export const ORDER_LINK_WINDOW_MINUTES = 15

/**
 * The order lookup's answer by e-mail (issue 11 item 6): the detail link, with the order's secret, goes to the
 * order's own address only; the lookup itself shows state, date and totals.
 */
export function orderLinkMail(input: { orderNumber: string; detailsUrl: string }, storefrontUrl: string): MailContent {
  const subject = `Suivi de votre commande ${input.orderNumber}`
  const intro = `Le suivi de votre commande ${input.orderNumber} a été demandé sur ${SHOP_NAME}.`
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne d'autre ne reçoit ce lien."
  const text = [
    "Bonjour,",
    intro,
    `Pour voir le détail de votre commande, ouvrez ce lien : ${input.detailsUrl}`,
    ignore,
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs("Bonjour,", intro),
      button(input.detailsUrl, "Voir ma commande"),
      `<p style="margin:0 0 12px;font-size:13px">Ou copiez ce lien dans votre navigateur : ${link(input.detailsUrl, input.detailsUrl)}</p>`,
      paragraphs(ignore, `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

export async function sendOrderLinkMail(
  scope: MedusaContainer,
  input: { orderId: string; orderNumber: string; email: string; secret: string; storefrontUrl: string; now?: Date }
): Promise<void> {
  const detailsUrl = storefrontLink(input.storefrontUrl, "/order/details", { order: input.orderNumber, security: input.secret })
  const window = Math.floor((input.now ?? new Date()).getTime() / (ORDER_LINK_WINDOW_MINUTES * 60_000))
  await sendMail(scope, {
    to: input.email,
    template: ORDER_LINK_TEMPLATE,
    content: orderLinkMail({ orderNumber: input.orderNumber, detailsUrl }, input.storefrontUrl),
    idempotencyKey: `order-link:${input.orderId}:${window}`,
    resource: { id: input.orderId, type: "order" },
  })
}
