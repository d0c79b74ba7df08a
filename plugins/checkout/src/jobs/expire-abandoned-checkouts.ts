import type { MedusaContainer } from "@medusajs/framework/types"
import { expireAbandonedCheckouts } from "../lib/checkout/expire-abandoned"

/**
 * Every 10 minutes: orders left in CHECK_OUT longer than the abandonment age (default 2 h) are cancelled and their
 * reserved stock released (docs/adr/002-payment-flow.md). Runs on the worker (MEDUSA_WORKER_MODE worker or shared).
 */
export default async function expireAbandonedCheckoutsJob(container: MedusaContainer): Promise<void> {
  await expireAbandonedCheckouts(container)
}

export const config = {
  name: "expire-abandoned-checkouts",
  schedule: "*/10 * * * *",
}
