import type { RequestLimit } from "../account/request-limit"

/** Contact messages: 10 per IP and 5 per e-mail address per hour (each one sends an e-mail). */
export const CONTACT_MESSAGE_LIMIT: RequestLimit = { perIp: 10, perAccount: 5, windowMs: 60 * 60 * 1000 }
/** Uploads (POST /api/files): 20 per IP per hour, 5 MB each (no e-mail to count by: the per-address limit is off). */
export const FILE_UPLOAD_LIMIT: RequestLimit = { perIp: 20, perAccount: Number.MAX_SAFE_INTEGER, windowMs: 60 * 60 * 1000 }
/** Thread lookups (POST /api/messages/lookup): 10 per IP and 3 per e-mail address per hour (each may send an e-mail). */
export const MESSAGE_LOOKUP_LIMIT: RequestLimit = { perIp: 10, perAccount: 3, windowMs: 60 * 60 * 1000 }
/** Warranty registrations: 20 per IP and 10 per e-mail address per hour (a shop's counter may register several). */
export const WARRANTY_LIMIT: RequestLimit = { perIp: 20, perAccount: 10, windowMs: 60 * 60 * 1000 }

export type LimiterName = "contact" | "waranty" | "files" | "lookup"
