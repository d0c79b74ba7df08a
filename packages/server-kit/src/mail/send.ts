import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { sellerLine, withSellerLine } from "./seller"

/**
 * An e-mail's text: subject, plain-text and HTML parts; `headers` are the list headers the SMTP provider passes on
 * (`List-Unsubscribe` of the newsletters), carried in the content so they are not stored either.
 */
export type MailContent = { subject: string; text: string; html: string; headers?: Record<string, string> }

export type OutgoingMail = {
  to: string
  template: string
  content: MailContent
  /** Medusa's notification module sends a key once (again only after a failure): order confirmations use it. */
  idempotencyKey?: string
  resource?: { id: string; type: string }
  /** who sends it, for the notification row (`trigger_type`); default "shop" */
  trigger?: string
}

function isDuplicateKey(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : String(error)
  return /23505|duplicate key|unique constraint|already exists/i.test(text)
}

/**
 * Sends one e-mail through Medusa's notification module, channel "email" (the app's SMTP provider). Only `content`
 * carries the text: the module does not store it, so links with secrets (reset tokens, order secrets) never land
 * in the `notification` table. Throws when the SMTP server refuses.
 */
export async function sendMail(scope: MedusaContainer, mail: OutgoingMail): Promise<void> {
  const notifications = scope.resolve(Modules.NOTIFICATION)
  try {
    await notifications.createNotifications({
      to: mail.to,
      channel: "email",
      template: mail.template,
      // The seller's identity as /admin/societe holds it today, like the legal notice and the invoices.
      content: withSellerLine(mail.content, await sellerLine(scope)),
      data: {},
      trigger_type: mail.trigger ?? "shop",
      ...(mail.idempotencyKey ? { idempotency_key: mail.idempotencyKey } : {}),
      ...(mail.resource ? { resource_id: mail.resource.id, resource_type: mail.resource.type } : {}),
    })
  } catch (error) {
    // Two processes sending the same keyed e-mail at once: the other one holds the row and sends it.
    if (mail.idempotencyKey && isDuplicateKey(error)) return
    throw error
  }
}
