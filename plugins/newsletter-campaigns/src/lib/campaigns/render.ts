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

/**
 * The `List-Unsubscribe` address (RFC 8058): the API route, on the storefront's origin, that a mail provider POSTs
 * `List-Unsubscribe=One-Click` to; opened in a browser, it leads to the page above.
 */
export const oneClickUnsubscribeUrl = (storefrontUrl: string, token: string) =>
  storefrontLink(storefrontUrl, `/api/newsletter/unsubscribe/${token}`)

/** Where a campaign e-mail sends the reader who leaves: the page in the body, and the header's one-click address when there is a subscriber. */
export type UnsubscribeLinks = { page: string; oneClick?: string }

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
 * the recipient's unsubscribe page in both parts, and the `List-Unsubscribe` + `List-Unsubscribe-Post` headers that
 * let mail clients show their own one-click button (RFC 8058, asked of bulk senders by the large mailbox providers).
 */
export function campaignMail(template: NewsletterTemplate, links: UnsubscribeLinks, storefrontUrl: string): MailContent {
  const unsubscribe = links.page
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
    headers: links.oneClick
      ? { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : { "List-Unsubscribe": `<${unsubscribe}>` },
  }
}
