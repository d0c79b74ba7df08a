import { formatPrice } from "@shop/shared"
import { button, escapeHtml, htmlFrame, link, paragraphs, SHOP_NAME, textFooter } from "./html"

/** What the SMTP provider sends: subject, text part and HTML part (both always present). */
export type MailContent = { subject: string; text: string; html: string }

/** The template names, also carried in the `X-Shop-Template` header of each e-mail. */
export const MAIL_TEMPLATES = {
  welcome: "welcome",
  passwordReset: "password-reset",
  orderConfirmation: "order-confirmation",
} as const

/** Joins a base URL and a path: "http://a.test/" + "/me" -> "http://a.test/me". */
export function storefrontLink(storefrontUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${storefrontUrl.replace(/\/+$/, "")}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

function greeting(firstName?: string | null): string {
  const name = firstName?.trim()
  return name ? `Bonjour ${name},` : "Bonjour,"
}

export type WelcomeMailInput = {
  firstName?: string | null
  isPro: boolean
  /** the newsletter unsubscribe link (`/unsubscribe/{token}`) when the new account subscribed */
  unsubscribeUrl?: string | null
}

export const NEWSLETTER_SUBSCRIBED_LINE =
  "Vous êtes inscrit à notre newsletter (offres et conseils chauffage). Vous pouvez vous désinscrire à tout moment depuis votre compte ou avec ce lien :"

export function welcomeMail(input: WelcomeMailInput, storefrontUrl: string): MailContent {
  const subject = `Bienvenue chez ${SHOP_NAME} !`
  const accountUrl = storefrontLink(storefrontUrl, "/me")
  const proUrl = storefrontLink(storefrontUrl, "/pro/v1")
  const lines = [
    greeting(input.firstName),
    `Votre compte client ${SHOP_NAME} est créé. Depuis votre espace, vous pouvez suivre vos commandes et modifier vos informations personnelles.`,
  ]
  const proLine =
    "Votre compte professionnel vous ouvre l'espace pro : prix hors taxes, 2 % de remise sur le catalogue, remises de fidélité jusqu'à 15 %, livraison offerte et paiement par virement."
  const text = [
    ...lines,
    `Mon compte : ${accountUrl}`,
    ...(input.isPro ? [proLine, `Espace pro : ${proUrl}`] : []),
    ...(input.unsubscribeUrl ? [`${NEWSLETTER_SUBSCRIBED_LINE} ${input.unsubscribeUrl}`] : []),
    "À bientôt,",
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs(...lines),
      button(accountUrl, "Accéder à mon compte"),
      input.isPro ? paragraphs(proLine) + button(proUrl, "Découvrir l'espace pro") : "",
      input.unsubscribeUrl
        ? `<p style="margin:16px 0 12px;font-size:13px">${escapeHtml(NEWSLETTER_SUBSCRIBED_LINE)} ${link(input.unsubscribeUrl, "se désinscrire de la newsletter")}</p>`
        : "",
      paragraphs("À bientôt,", `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

export type PasswordResetMailInput = { resetUrl: string; validityMinutes: number }

export function passwordResetMail(input: PasswordResetMailInput, storefrontUrl: string): MailContent {
  const subject = "Réinitialisation de votre mot de passe"
  const validity = input.validityMinutes % 60 === 0 ? `${input.validityMinutes / 60} h` : `${input.validityMinutes} min`
  const intro = `Vous avez demandé à changer le mot de passe de votre compte ${SHOP_NAME}.`
  const rule = `Ce lien ne sert qu'une fois et expire dans ${validity}.`
  const ignore =
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe actuel reste valable."
  const text = [
    greeting(),
    intro,
    `Pour choisir un nouveau mot de passe, ouvrez ce lien : ${input.resetUrl}`,
    rule,
    ignore,
    `L'équipe ${SHOP_NAME}`,
  ].join("\n\n")
  const html = htmlFrame(
    subject,
    [
      paragraphs(greeting(), intro, "Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous :"),
      button(input.resetUrl, "Choisir un nouveau mot de passe"),
      `<p style="margin:0 0 12px;font-size:13px">Ou copiez ce lien dans votre navigateur : ${link(input.resetUrl, input.resetUrl)}</p>`,
      paragraphs(rule, ignore, `L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}

/** An order as the confirmation e-mail shows it; amounts in integer cents. */
export type OrderMailData = {
  orderNumber: string
  email: string
  firstName?: string | null
  date: Date
  isPro: boolean
  lines: { designation: string; quantity: number; unitTtc: number; totalTtc: number }[]
  totals: { articlesTtc: number; deliveryTtc: number; ht: number; vat: number; ttc: number }
  address: { name: string; lines: string[] } | null
  /** French label of the order's state (e.g. "Payée", "En attente de votre virement"). */
  paymentState: string
  /** Link to the order's detail page, with its security token; null when the token is not known. */
  detailsUrl: string | null
  /** The invoice PDF (issued when the order is paid), with the order's token; absent before payment. */
  invoiceUrl?: string | null
}

const DATE_FORMAT = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" })

function totalRows(order: OrderMailData): [string, string][] {
  const rows: [string, string][] = [
    ["Articles", formatPrice(order.totals.articlesTtc)],
    ["Livraison", order.totals.deliveryTtc === 0 ? "Offerte" : formatPrice(order.totals.deliveryTtc)],
  ]
  // Pros read amounts excluding tax: they get the HT total and the VAT line before the TTC total.
  if (order.isPro) rows.push(["Total HT", formatPrice(order.totals.ht)], ["TVA", formatPrice(order.totals.vat)])
  rows.push(["Total TTC", formatPrice(order.totals.ttc)])
  return rows
}

export function orderConfirmationMail(order: OrderMailData, storefrontUrl: string): MailContent {
  const subject = `Confirmation de votre commande ${order.orderNumber}`
  const intro = `Merci pour votre commande ${order.orderNumber} du ${DATE_FORMAT.format(order.date)} chez ${SHOP_NAME}.`
  const state = `État du paiement : ${order.paymentState}`
  const statusUrl = storefrontLink(storefrontUrl, "/order/status")
  const follow = order.detailsUrl
    ? `Suivre ma commande : ${order.detailsUrl}`
    : `Suivre ma commande : ${statusUrl} (avec votre adresse e-mail et le numéro ${order.orderNumber})`
  const rows = totalRows(order)
  const text = [
    greeting(order.firstName),
    intro,
    state,
    "Votre commande :\n" +
      order.lines.map((line) => `- ${line.designation} × ${line.quantity} : ${formatPrice(line.totalTtc)} TTC`).join("\n"),
    rows.map(([label, value]) => `${label} : ${value}`).join("\n"),
    order.address ? `Adresse de livraison :\n${[order.address.name, ...order.address.lines].join("\n")}` : "",
    follow,
    order.invoiceUrl ? `Télécharger ma facture : ${order.invoiceUrl}` : "",
    `L'équipe ${SHOP_NAME}`,
  ]
    .filter(Boolean)
    .join("\n\n")

  const cell = 'style="padding:6px 8px;border-bottom:1px solid #eee"'
  const right = 'style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right"'
  const lineRows = order.lines
    .map(
      (line) =>
        `<tr><td ${cell}>${escapeHtml(line.designation)}</td><td ${right}>${line.quantity}</td>` +
        `<td ${right}>${escapeHtml(formatPrice(line.unitTtc))}</td><td ${right}>${escapeHtml(formatPrice(line.totalTtc))}</td></tr>`
    )
    .join("\n")
  const totals = rows
    .map(([label, value]) => `<tr><td colspan="3" ${right}>${escapeHtml(label)}</td><td ${right}><strong>${escapeHtml(value)}</strong></td></tr>`)
    .join("\n")
  const address = order.address
    ? `<h3 style="font-size:15px;margin:20px 0 8px">Adresse de livraison</h3><p style="margin:0 0 12px">${[order.address.name, ...order.address.lines]
        .map(escapeHtml)
        .join("<br>")}</p>`
    : ""
  const html = htmlFrame(
    subject,
    [
      paragraphs(greeting(order.firstName), intro, state),
      `<table style="width:100%;border-collapse:collapse;font-size:14px">` +
        `<thead><tr><th ${cell}>Désignation</th><th ${right}>Quantité</th><th ${right}>Prix unitaire TTC</th><th ${right}>Total TTC</th></tr></thead>` +
        `<tbody>\n${lineRows}\n${totals}\n</tbody></table>`,
      address,
      order.detailsUrl
        ? button(order.detailsUrl, "Suivre ma commande")
        : `<p style="margin:16px 0">${link(statusUrl, "Suivre ma commande")} avec votre adresse e-mail et le numéro ${escapeHtml(order.orderNumber)}.</p>`,
      order.invoiceUrl ? `<p style="margin:16px 0">${link(order.invoiceUrl, "Télécharger ma facture (PDF)")}</p>` : "",
      paragraphs(`L'équipe ${SHOP_NAME}`),
    ].join("\n"),
    storefrontUrl
  )
  return { subject, text: text + textFooter(storefrontUrl), html }
}
