import type { WindowLimit } from "@shop/server-kit"

/** Contact messages: 10 per IP and 5 per e-mail address per hour (each one sends an e-mail). */
export const CONTACT_MESSAGE_LIMIT: WindowLimit = { perIp: 10, perKey: 5, windowMs: 60 * 60 * 1000 }
/** Uploads (POST /api/files): 20 per IP per hour, 5 MB each (no e-mail to count by: no per-address limit). */
export const FILE_UPLOAD_LIMIT: WindowLimit = { perIp: 20, windowMs: 60 * 60 * 1000 }
/** Thread lookups (POST /api/messages/lookup): 10 per IP and 3 per e-mail address per hour (each may send an e-mail). */
export const MESSAGE_LOOKUP_LIMIT: WindowLimit = { perIp: 10, perKey: 3, windowMs: 60 * 60 * 1000 }
/** Warranty registrations: 20 per IP and 10 per e-mail address per hour (a shop's counter may register several). */
export const WARRANTY_LIMIT: WindowLimit = { perIp: 20, perKey: 10, windowMs: 60 * 60 * 1000 }

export type LimiterName = "contact" | "waranty" | "files" | "lookup"

/** An upload no message claimed within a day is deleted (job delete-unclaimed-uploads, hourly). */
export const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000
/** At most this many per run: at 20 uploads per IP per hour, a backlog drains over a few runs without a long statement. */
export const UNCLAIMED_UPLOADS_PER_RUN = 1000
