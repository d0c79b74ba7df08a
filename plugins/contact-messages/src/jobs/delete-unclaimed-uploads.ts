import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { UNCLAIMED_UPLOAD_LIFETIME_MS, UNCLAIMED_UPLOADS_PER_RUN } from "../lib/contact/limit"
import { deleteUnclaimedUploadsWorkflow } from "../workflows/contact-messages/workflows/delete-unclaimed-uploads"

/**
 * Every hour: uploads (POST /api/files) that no message claimed within a day are deleted, row and stored bytes.
 * Runs on the worker (or the shared process), never on `server` replicas.
 */
export default async function deleteUnclaimedUploads(container: MedusaContainer): Promise<void> {
  const createdBefore = new Date(Date.now() - UNCLAIMED_UPLOAD_LIFETIME_MS).toISOString()
  const { result } = await deleteUnclaimedUploadsWorkflow(container).run({
    input: { created_before: createdBefore, limit: UNCLAIMED_UPLOADS_PER_RUN },
  })
  if (result.length) container.resolve(ContainerRegistrationKeys.LOGGER).info(`unclaimed uploads: ${result.length} deleted`)
}

export const config = {
  name: "contact-delete-unclaimed-uploads",
  schedule: "17 * * * *",
}
