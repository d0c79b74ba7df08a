import type { MedusaContainer } from "@medusajs/framework/types"
import { escapeHtml, htmlFrame, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { sendMail, type MailContent } from "@shop/server-kit"
import type { ApiWithdrawal } from "@shop/shared"
import { frenchDay } from "./rules"

export const WITHDRAWAL_ACK_TEMPLATE = "withdrawal-acknowledgement"

/** 25/11/2026 à 06:05 (heure de Paris) */
export function frenchDateTime(iso: string): string {
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(date)
  const time = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(date)
  return `${day} à ${time} (heure de Paris)`
}

/** The declaration's content, line by line, as sent (the e-mail is the durable medium of L221-21). */
export function declarationLines(w: ApiWithdrawal): string[] {
  const goods = w.lines ? w.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ") : "toute la commande"
  return [
    `À l’attention de ${SHOP_NAME}`,
    w.declaration,
    `Articles concernés : ${goods}`,
    `Commandé le : ${w.orderedOn ? frenchDay(w.orderedOn) : "non précisé"}`,
    `Reçu le : ${w.receivedOn ? frenchDay(w.receivedOn) : "non précisé"}`,
    `Nom du consommateur : ${w.name}`,
    `Adresse du consommateur : ${w.address}`,
    `E-mail : ${w.email}`,
    ...(w.comment ? [`Précisions : ${w.comment}`] : []),
    `Date et heure d’envoi : ${frenchDateTime(w.requestedAt)}`,
  ]
}

export function withdrawalAcknowledgementMail(w: ApiWithdrawal, storefrontUrl: string): MailContent {
  const subject = `Accusé de réception de votre rétractation — commande ${w.orderNumber}`
  const intro = `Nous avons bien reçu, le ${frenchDateTime(w.requestedAt)}, votre rétractation de la commande ${w.orderNumber}. Voici son contenu :`
  const next =
    "Renvoyez les articles dans les 14 jours suivant cette rétractation à l’adresse indiquée dans nos conditions générales de vente (les frais de retour sont à votre charge). Nous vous remboursons tous les paiements reçus, frais de livraison standard compris, au plus tard 14 jours après aujourd’hui, par le moyen de paiement utilisé ; nous pouvons attendre d’avoir reçu les articles."
  const lines = declarationLines(w)
  const text = ["Bonjour,", intro, lines.join("\n"), next, `L'équipe ${SHOP_NAME}`].join("\n\n")
  const list = `<ul style="margin:0 0 12px;padding-left:18px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
  const html = htmlFrame(subject, [paragraphs("Bonjour,", intro), list, paragraphs(next, `L'équipe ${SHOP_NAME}`)].join("\n"), storefrontUrl)
  return { subject, text: text + textFooter(storefrontUrl), html }
}

export async function sendWithdrawalAcknowledgement(scope: MedusaContainer, orderId: string, w: ApiWithdrawal, storefrontUrl: string): Promise<void> {
  await sendMail(scope, {
    to: w.email,
    template: WITHDRAWAL_ACK_TEMPLATE,
    content: withdrawalAcknowledgementMail(w, storefrontUrl),
    idempotencyKey: `withdrawal-ack:${orderId}`,
    resource: { id: orderId, type: "order" },
  })
}
