import type { IFileModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messagesService } from "./service"

export type UnclaimedUploadsPurge = { created_before: string; limit: number }

/**
 * Deletes uploads no message claimed, created before `created_before`: first their rows, by one conditional DELETE
 * (an upload claimed meanwhile stays), then their stored bytes. Not compensable by nature (bytes are gone); a
 * failed byte deletion is logged and leaves only an orphan private file, never a row pointing at nothing.
 */
export const deleteUnclaimedUploadsStep = createStep(
  "contact-delete-unclaimed-uploads",
  async (input: UnclaimedUploadsPurge, { container }) => {
    const deleted = await messagesService(container).deleteUnclaimedFiles({ createdBefore: new Date(input.created_before), limit: input.limit })
    if (deleted.length) {
      try {
        await container.resolve<IFileModuleService>(Modules.FILE).deleteFiles(deleted.map((row) => row.file_key))
      } catch (error) {
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`unclaimed uploads: rows deleted, stored files not all deleted: ${String(error)}`)
      }
    }
    return new StepResponse(deleted.map((row) => row.id))
  }
)
