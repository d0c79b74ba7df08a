import type { IFileModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ATTACHMENT_TYPES, type ApiAttachment } from "@shop/shared"
import { newAttachmentId, type CheckedUpload } from "../../../lib/contact/files"
import { messagesService } from "./service"

/**
 * Stores an accepted upload: the bytes through Medusa's file module with `access: "private"` (the local provider
 * writes them to its private folder, which the app does not serve — commerce/src/lib/modules.ts), under a name of
 * ours (never the visitor's), then our row, unattached until a message claims it. Compensation deletes both.
 */
export const storeMessageFileStep = createStep(
  "contact-store-message-file",
  async (upload: CheckedUpload | undefined, { container }) => {
    if (!upload) return new StepResponse(undefined, undefined)
    const id = newAttachmentId()
    const extension = ATTACHMENT_TYPES.find((candidate) => candidate.mime === upload.type)!.extension
    const files = container.resolve<IFileModuleService>(Modules.FILE)
    const stored = await files.createFiles({ filename: `${id}.${extension}`, mimeType: upload.type, content: upload.content, access: "private" })
    try {
      await messagesService(container).createShopMessageFiles({ id, file_key: stored.id, name: upload.name, size: upload.size, mime_type: upload.type })
    } catch (error) {
      await files.deleteFiles([stored.id]).catch(() => undefined)
      throw error
    }
    const attachment: ApiAttachment = { id, name: upload.name, size: upload.size, type: upload.type }
    return new StepResponse(attachment, { id, file_key: stored.id })
  },
  async (stored, { container }) => {
    if (!stored) return
    await messagesService(container).deleteShopMessageFiles([stored.id])
    await container.resolve<IFileModuleService>(Modules.FILE).deleteFiles([stored.file_key])
  }
)
