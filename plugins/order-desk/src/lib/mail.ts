import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { button, htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { storefrontLink, type MailContent } from "@shop/compat-api/lib/mail/templates"
import { checkoutOptions } from "@shop/checkout/lib/options"
import { loadOrder } from "@shop/checkout/lib/order/query"
import { orderNumberOf } from "@shop/checkout/lib/order/record"
import { orderSecretOf } from "@shop/checkout/lib/order/secret-access"
import { sendMail } from "@shop/server-kit"
import { CARRIERS, formatPrice, trackingLink, type CarrierCode } from "@shop/shared"

export const ORDER_SENT_TEMPLATE = "order-sent"
export const ORDER_CANCELLED_TEMPLATE = "order-cancelled"

export function orderSentMail(
  input: { orderNumber: string; carrier: CarrierCode; trackingNumber: string; detailsUrl: string | null },
  storefrontUrl: string
): MailContent {
  const subject = `Votre commande ${input.orderNumber} est expédiée`
  const carrier = CARRIERS[input.carrier].label
  const trackingUrl = trackingLink(input.carrier, input.trackingNumber)
  const intro = `Bonne nouvelle : votre commande ${input.orderNumber} a été remise au transporteur ${carrier}.`
  const number = `Numéro de suivi : ${input.trackingNumber}`
  const text = [
    "Bonjour,",
    intro,
    number,
    `Suivez votre colis : ${trackingUrl}`,
    ...(input.detailsUrl ? [`Le détail de votre commande : ${input.detailsUrl}`] : []),
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs("Bonjour,", intro, number),
      button(trackingUrl, "Suivre mon colis"),
      `<p style="margin:0 0 12px;font-size:13px">Ou copiez ce lien dans votre navigateur : ${link(trackingUrl, trackingUrl)}</p>`,
      input.detailsUrl ? `<p style="margin:0 0 12px">${link(input.detailsUrl, "Voir le détail de ma commande")}</p>` : "",
      paragraphs(`L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

export function orderCancelledMail(input: { orderNumber: string; refunded: number; manualRefund: boolean }, storefrontUrl: string): MailContent {
  const subject = `Votre commande ${input.orderNumber} est annulée`
  const intro = `Votre commande ${input.orderNumber} a été annulée.`
  const refund =
    input.refunded > 0
      ? input.manualRefund
        ? `Nous vous remboursons ${formatPrice(input.refunded)} par virement sur le compte qui nous a payés, sous quelques jours ouvrés.`
        : `Nous vous remboursons ${formatPrice(input.refunded)} sur la carte utilisée pour le paiement ; le délai dépend de votre banque (quelques jours en général).`
      : "Aucun paiement n'avait été encaissé : vous n'avez rien à faire."
  const questions = "Une question ? Répondez à cet e-mail ou écrivez-nous depuis la page contact."
  const text = ["Bonjour,", intro, refund, questions, `L'équipe ${SHOP_NAME}`].join("\n\n")
  const html = htmlFrame(subject, paragraphs("Bonjour,", intro, refund, questions, `L'équipe ${SHOP_NAME}`), storefrontUrl)
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** SENT: the carrier, the tracking number and its link, and the order's detail link (with its secret). */
export async function sendOrderSentMail(scope: MedusaContainer, orderId: string, carrier: CarrierCode, trackingNumber: string): Promise<void> {
  const order = await loadOrder(scope, orderId)
  if (!order?.email) return
  const { storefrontUrl } = checkoutOptions(scope)
  const orderNumber = orderNumberOf(order) ?? ""
  const secret = orderSecretOf(scope, order)
  const detailsUrl = secret ? storefrontLink(storefrontUrl, "/order/details", { order: orderNumber, security: secret }) : null
  await sendMail(scope, {
    to: order.email,
    template: ORDER_SENT_TEMPLATE,
    content: orderSentMail({ orderNumber, carrier, trackingNumber, detailsUrl }, storefrontUrl),
    idempotencyKey: `order-sent:${orderId}`,
    resource: { id: orderId, type: "order" },
  })
}

export async function sendOrderCancelledMail(scope: MedusaContainer, orderId: string, refunded: number, manualRefund: boolean): Promise<void> {
  const order = await loadOrder(scope, orderId)
  if (!order?.email) return
  const { storefrontUrl } = checkoutOptions(scope)
  await sendMail(scope, {
    to: order.email,
    template: ORDER_CANCELLED_TEMPLATE,
    content: orderCancelledMail({ orderNumber: orderNumberOf(order) ?? "", refunded, manualRefund }, storefrontUrl),
    idempotencyKey: `order-cancelled:${orderId}`,
    resource: { id: orderId, type: "order" },
  })
}

/** An e-mail that fails is logged: the order's change stands (the customer can still look the order up). */
export function logMailFailure(scope: MedusaContainer, orderId: string, what: string) {
  return (error: unknown) => scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order ${orderId}: ${what} e-mail not sent: ${String(error)}`)
}
