import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_ACCESS_MODULE } from "../../modules/order-access"
import { clientIpOf, orderNumberOf, secretRecordOf } from "./record"

type OrderAccessRows = {
  listOrderAccesses(filters: object, config?: object): Promise<{ id: string }[]>
  createOrderAccesses(data: {
    order_id: string
    order_number: string
    secret_hash: string
    customer_id: string | null
    client_ip: string | null
  }): Promise<{ id: string }>
  deleteOrderAccesses(ids: string[]): Promise<void>
}

const rowsOf = (container: MedusaContainer) => container.resolve(ORDER_ACCESS_MODULE) as OrderAccessRows

/**
 * Writes the order's `order_access` row (number, secret hash) from the order's own metadata, where the cart's
 * completion copied them. Returns true when it made the row, false when there was one already or the order is not a
 * checkout order (no number).
 */
export async function writeOrderAccess(container: MedusaContainer, orderId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "customer_id", "metadata"], filters: { id: orderId } })
  const order = data[0] as { customer_id?: string | null; metadata?: Record<string, unknown> | null } | undefined
  const number = order ? orderNumberOf(order) : null
  const secret = order ? secretRecordOf(order) : null
  if (!number || !secret) return false
  const rows = rowsOf(container)
  if ((await rows.listOrderAccesses({ order_id: orderId }, { select: ["id"], take: 1 })).length) return false
  await rows.createOrderAccesses({
    order_id: orderId,
    order_number: number,
    secret_hash: secret.hash,
    customer_id: order?.customer_id ?? null,
    client_ip: clientIpOf(order!),
  })
  return true
}

/** Undoes `writeOrderAccess` (the order itself is being undone by Medusa's compensation). */
export async function deleteOrderAccess(container: MedusaContainer, orderId: string): Promise<void> {
  const rows = rowsOf(container)
  const found = await rows.listOrderAccesses({ order_id: orderId }, { select: ["id"] })
  if (found.length) await rows.deleteOrderAccesses(found.map((row) => row.id))
}
