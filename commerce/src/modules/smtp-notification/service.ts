import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import { DEFAULT_SMTP_URL } from "./defaults"

export type SmtpNotificationOptions = {
  channels: string[]
  /** smtp://user:password@host:port (smtps:// for TLS); default MailDev on localhost:1025. */
  url?: string
  /** Default sender, e.g. `Maison Chaleur <boutique@maison-chaleur.fr>`; a notification's own `from` wins. */
  from: string
}

/** Header naming the template an e-mail was sent for (templates are rendered by the caller for now). */
export const TEMPLATE_HEADER = "X-Shop-Template"

/** Headers a caller may add through `content.headers` (the newsletters' unsubscribe link); any other is dropped. */
export const PASSED_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const

function passedHeaders(content: unknown): Record<string, string> {
  const given = (content as { headers?: unknown } | null | undefined)?.headers
  if (!given || typeof given !== "object") return {}
  const out: Record<string, string> = {}
  for (const name of PASSED_HEADERS) {
    const value = (given as Record<string, unknown>)[name]
    if (typeof value === "string" && value && !/[\r\n]/.test(value)) out[name] = value
  }
  return out
}

/**
 * E-mails over SMTP. The caller gives the rendered `content` (subject, text and/or HTML); the message
 * carries the template name in a header so a mailbox (or a test) can tell which e-mail it is.
 */
export default class SmtpNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "smtp"

  private readonly transporter: Transporter
  private readonly from: string

  static validateOptions(options: Record<string, unknown>): void {
    if (typeof options.from !== "string" || options.from.trim() === "") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The SMTP notification provider needs a `from` sender")
    }
  }

  constructor(_cradle: Record<string, unknown>, options: SmtpNotificationOptions) {
    super()
    // One connection per message (no pool): nothing stays open between e-mails or at shutdown.
    this.transporter = nodemailer.createTransport(options.url || DEFAULT_SMTP_URL)
    this.from = options.from
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const { to, template, content } = notification
    if (!to) throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail "${template}" has no recipient`)
    if (!content?.text && !content?.html) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `E-mail "${template}" to ${to} has no text or HTML content`)
    }
    const info = await this.transporter.sendMail({
      from: notification.from || this.from,
      to,
      subject: content.subject || template,
      text: content.text,
      html: content.html,
      headers: { ...passedHeaders(content), [TEMPLATE_HEADER]: template },
      attachments: (notification.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        content: attachment.content,
        encoding: "base64",
        contentType: attachment.content_type,
        contentDisposition: attachment.disposition === "inline" ? ("inline" as const) : ("attachment" as const),
        cid: attachment.id,
      })),
    })
    return { id: String(info.messageId) }
  }
}
