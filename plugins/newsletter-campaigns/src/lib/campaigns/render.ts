import { escapeHtml, htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "@shop/compat-api/lib/mail/html"
import { storefrontLink } from "@shop/compat-api/lib/mail/templates"
import type { MailContent } from "@shop/server-kit"
import type { NewsletterTemplate } from "@shop/shared"

export const NEWSLETTER_MAIL_TEMPLATE = "newsletter-campaign"
export const UNSUBSCRIBE_LINE = "Vous recevez cet e-mail parce que vous êtes inscrit à la newsletter de Maison Chaleur."
export const UNSUBSCRIBE_LABEL = "Se désinscrire"
export const TEST_SUBJECT_PREFIX = "[TEST] "

/** The subscriber's own unsubscribe page (the storefront asks before calling the API: mail scanners open links). */
export const unsubscribeUrl = (storefrontUrl: string, token: string) => storefrontLink(storefrontUrl, `/unsubscribe/${token}`)

/** The page without a token, for the preview and the staff test copy (no subscriber's link exists for them). */
export const sampleUnsubscribeUrl = (storefrontUrl: string) => storefrontLink(storefrontUrl, "/unsubscribe/")

/** The body's paragraphs: blank lines separate them, single line breaks stay inside one. */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/**
 * One campaign e-mail: the template's subject and body (plain text written by staff, escaped in the HTML part), then
 * the recipient's unsubscribe link in both parts and in the `List-Unsubscribe` header (mail clients show their own
 * button).
 */
export function campaignMail(template: NewsletterTemplate, unsubscribe: string, storefrontUrl: string): MailContent {
  const blocks = bodyParagraphs(template.body)
  const text = [...blocks, `L'équipe ${SHOP_NAME}`, `${UNSUBSCRIBE_LINE}\n${UNSUBSCRIBE_LABEL} : ${unsubscribe}`].join("\n\n")
  const html = htmlFrame(
    template.subject,
    [
      blocks.map((block) => `<p style="margin:0 0 12px">${escapeHtml(block).replace(/\n/g, "<br>")}</p>`).join("\n"),
      paragraphs(`L'équipe ${SHOP_NAME}`),
      `<p style="margin:16px 0 0;font-size:13px">${escapeHtml(UNSUBSCRIBE_LINE)} ${link(unsubscribe, UNSUBSCRIBE_LABEL)}</p>`,
    ].join("\n"),
    storefrontUrl
  )
  return {
    subject: template.subject,
    text: text + textFooter(storefrontUrl),
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
  }
}
