import type { MedusaContainer } from "@medusajs/framework/types"
import { expirePendingTransfers } from "../lib/checkout/expire-pending"

/**
 * Every hour: orders awaiting a bank transfer get one reminder after 5 days and are cancelled (stock released)
 * after 10 (options `pendingTransfer`; docs/adr/002-payment-flow.md). Runs on the worker.
 */
export default async function expirePendingTransfersJob(container: MedusaContainer): Promise<void> {
  await expirePendingTransfers(container)
}

export const config = {
  name: "expire-pending-transfers",
  schedule: "17 * * * *",
}
