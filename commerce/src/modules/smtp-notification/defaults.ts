/** MailDev's SMTP port on this machine (`npm start`); production sets SMTP_URL to its relay. */
export const DEFAULT_SMTP_URL = "smtp://localhost:1025"

/** The sender of the shop's e-mails unless SMTP_FROM says otherwise. */
export const DEFAULT_SMTP_FROM = "Maison Chaleur <boutique@maison-chaleur.fr>"
