import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"
import { WITHDRAWAL_MODULE } from "../modules/withdrawal"
import type WithdrawalModuleService from "../modules/withdrawal/service"
import type { OrderLine, WithdrawalFacts } from "./rules"

export type WithdrawalOrder = {
  id: string
  number: string
  email: string
  customerId: string | null
  createdAt: Date | null
  /** Medusa's order metadata (the checkout's number and secret hash) */
  metadata: Record<string, unknown>
  items: OrderLine[]
}

type OrderRow = {
  id: string
  email?: string | null
  created_at?: string | Date | null
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  items?: ({ id: string; title?: string | null; product_title?: string | null; quantity?: unknown; detail?: { quantity?: unknown } | null } | null)[] | null
  customer?: { groups?: ({ name?: string | null } | null)[] | null } | null
  order_state?: { state?: string | null } | null
}

/** Medusa's quantities may come as numbers, strings or BigNumber-like objects ({value}). */
function quantityOf(raw: unknown): number {
  const value = typeof raw === "object" && raw !== null && "value" in raw ? (raw as { value: unknown }).value : raw
  const quantity = Math.trunc(Number(value ?? 0))
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0
}

export type WithdrawalRecord = Awaited<ReturnType<WithdrawalModuleService["listWithdrawalRequests"]>>[number]

export function withdrawalService(scope: MedusaContainer): WithdrawalModuleService {
  return scope.resolve<WithdrawalModuleService>(WITHDRAWAL_MODULE)
}

export async function requestOf(scope: MedusaContainer, orderId: string): Promise<WithdrawalRecord | null> {
  const [request] = await withdrawalService(scope).listWithdrawalRequests({ order_id: orderId }, { take: 1 })
  return request ?? null
}

/** The order and everything the rules read: pro or not, shop state, delivery date (history), an earlier request. */
export async function withdrawalFacts(
  scope: MedusaContainer,
  orderId: string
): Promise<{ order: WithdrawalOrder; facts: WithdrawalFacts; request: WithdrawalRecord | null } | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "email",
      "created_at",
      "customer_id",
      "metadata",
      "items.id",
      "items.title",
      "items.product_title",
      "items.quantity",
      // The quantity lives on the order item (the line's detail); the line's own field is read only without it.
      "items.detail.quantity",
      "customer.groups.name",
      "order_state.state",
    ],
    filters: { id: orderId },
  })
  const row = data[0] as OrderRow | undefined
  if (!row) return null
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const delivered = await pg.raw(
    `select max(created_at) as at from order_state_transition where order_id = ? and "to" = 'DELIVERED' and deleted_at is null`,
    [orderId]
  )
  const deliveredAt = (delivered.rows[0] as { at: Date | string | null } | undefined)?.at ?? null
  const request = await requestOf(scope, orderId)
  const order: WithdrawalOrder = {
    id: row.id,
    number: String(row.metadata?.orderNumber ?? ""),
    email: (row.email ?? "").trim().toLowerCase(),
    customerId: row.customer_id ?? null,
    createdAt: row.created_at ? new Date(row.created_at) : null,
    metadata: row.metadata ?? {},
    items: (row.items ?? [])
      .filter((item): item is NonNullable<typeof item> => !!item)
      .map((item) => ({ id: item.id, title: item.product_title || item.title || "Article", quantity: quantityOf(item.detail?.quantity ?? item.quantity) })),
  }
  const facts: WithdrawalFacts = {
    isPro: (row.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP),
    state: row.order_state?.state ?? null,
    deliveredAt: deliveredAt ? new Date(deliveredAt) : null,
    alreadyRequested: !!request,
  }
  return { order, facts, request }
}
