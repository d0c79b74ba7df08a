import { randomBytes } from "node:crypto"
import type { Readable } from "node:stream"
import type { IFileModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  ATTACHMENT_TEXTS,
  attachmentSizeError,
  cleanAttachmentName,
  sniffAttachmentType,
  type ApiAttachment,
  type AttachmentMime,
} from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"
import type { UploadedPart } from "@shop/server-kit"

/** A new upload id: prefix + 192 random bits (see ATTACHMENT_ID_PATTERN). */
export function newAttachmentId(): string {
  return `msgfile_${randomBytes(24).toString("base64url")}`
}

/** An upload already checked (type from its bytes, cleaned name): its bytes in base64, as Medusa's file module takes them. */
export type CheckedUpload = { content: string; type: AttachmentMime; name: string; size: number }

export type UploadCheck = { ok: true; type: AttachmentMime; name: string } | { ok: false; status: 400 | 413; message: string }

/** The server's rule on what it received: a file part, not empty, ≤ 5 MB, and bytes of an accepted type. */
export function checkUpload(part: UploadedPart | undefined): UploadCheck {
  if (!part) return { ok: false, status: 400, message: ATTACHMENT_TEXTS.missing }
  if (part.tooLarge) return { ok: false, status: 413, message: ATTACHMENT_TEXTS.tooLarge }
  const sizeError = attachmentSizeError(part.bytes.length)
  if (sizeError) return { ok: false, status: sizeError === ATTACHMENT_TEXTS.tooLarge ? 413 : 400, message: sizeError }
  const type = sniffAttachmentType(part.bytes)
  if (!type) return { ok: false, status: 400, message: ATTACHMENT_TEXTS.wrongType }
  return { ok: true, type, name: cleanAttachmentName(part.name, type) }
}

const messagesService = (scope: MedusaContainer) => scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)

type FileRow = { id: string; file_key: string; name: string; size: number; mime_type: string; message_id: string | null; thread_id: string | null }

/** The attachments of a thread's messages, grouped by message id. */
export async function attachmentsByMessage(scope: MedusaContainer, threadId: string): Promise<Map<string, ApiAttachment[]>> {
  const rows = (await messagesService(scope).listShopMessageFiles({ thread_id: threadId }, { order: { created_at: "ASC" } })) as unknown as FileRow[]
  const byMessage = new Map<string, ApiAttachment[]>()
  for (const row of rows) {
    if (!row.message_id) continue
    const list = byMessage.get(row.message_id) ?? []
    list.push({ id: row.id, name: row.name, size: Number(row.size), type: row.mime_type as AttachmentMime })
    byMessage.set(row.message_id, list)
  }
  return byMessage
}

/** An attached file of this thread (never an unattached upload, never another thread's), with its content stream. */
export async function openThreadFile(
  scope: MedusaContainer,
  threadId: string,
  fileId: unknown
): Promise<{ attachment: ApiAttachment; stream: Readable } | null> {
  if (typeof fileId !== "string" || fileId.length > 100) return null
  const [row] = (await messagesService(scope).listShopMessageFiles({ id: fileId, thread_id: threadId }, { take: 1 })) as unknown as FileRow[]
  if (!row || !row.message_id) return null
  const stream = await scope.resolve<IFileModuleService>(Modules.FILE).getDownloadStream(row.file_key)
  return { attachment: { id: row.id, name: row.name, size: Number(row.size), type: row.mime_type as AttachmentMime }, stream }
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_")
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
