/** Shared pieces of the shop's e-mails: HTML escaping and the common frame (name of the shop, footer). */
import { SELLER_LINE_MARK } from "@shop/server-kit"

export const SHOP_NAME = "Maison Chaleur"

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Every value a customer or the database supplies goes through this before it reaches the HTML part. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
}

/** A link whose address and label are escaped; only http(s) addresses become links (no javascript:). Its brown keeps
 * 4.5:1 on the white card and on the beige footer (WCAG AA; #b4652d did not). */
export function link(url: string, label: string): string {
  if (!/^https?:\/\//i.test(url)) return escapeHtml(label)
  return `<a href="${escapeHtml(url)}" style="color:#94501f">${escapeHtml(label)}</a>`
}

/** A call-to-action button (a plain link for mail clients without CSS). */
export function button(url: string, label: string): string {
  if (!/^https?:\/\//i.test(url)) return ""
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" ` +
    `style="background:#4a2c1d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">` +
    `${escapeHtml(label)}</a></p>`
  )
}

/** Paragraphs of plain text, escaped, for the HTML part. */
export function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join("\n")
}

/** The frame every HTML e-mail shares: shop name as header, the body, a footer saying why it was sent. */
export function htmlFrame(title: string, body: string, storefrontUrl: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ec;font-family:Arial,Helvetica,sans-serif;color:#2b1b12">
<div style="max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;color:#4a2c1d;margin:0 0 24px">${escapeHtml(SHOP_NAME)}</h1>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h2 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h2>
${body}
</div>
<p style="font-size:12px;color:#7a6a60;margin:16px 0 0">${escapeHtml(SHOP_NAME)} — ${link(storefrontUrl, storefrontUrl)}${SELLER_LINE_MARK}</p>
</div>
</body>
</html>`
}

/** The footer of every text part. */
export function textFooter(storefrontUrl: string): string {
  return `\n--\n${SHOP_NAME}\n${storefrontUrl}\n`
}
