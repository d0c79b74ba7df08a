import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cents } from "@shop/compat-api/lib/cart/map"
import type { Amount } from "@shop/compat-api/lib/cart/record"
import { orderIdByNumber } from "@shop/checkout/lib/order/secret-access"
import { isValidOrderNumber, normalizeOrderNumber, PRO_CUSTOMER_GROUP, type ApiOrderActor } from "@shop/shared"
import type { PaymentMoney } from "./refundable"

/** The card provider and the transfer provider (commerce/src/modules/config.ts). */
export const CARD_PROVIDER_ID = "pp_stripe_stripe"
export const TRANSFER_PROVIDER_ID = "pp_bank-transfer_default"

const MEDUSA_ORDER_ID = /^order_[0-9A-Za-z]{10,40}$/

/**
 * The order a staff route names: its number (`MC-…`, what staff read and type) or Medusa's id (`order_…`, what the
 * Medusa admin widget has). Null when neither finds a live order.
 */
export async function resolveOrderId(scope: MedusaContainer, ref: string): Promise<string | null> {
  const value = ref.trim()
  if (MEDUSA_ORDER_ID.test(value)) {
    const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const result = await pg.raw(`select id from "order" where id = ? and deleted_at is null`, [value])
    return (result.rows[0] as { id: string } | undefined)?.id ?? null
  }
  return isValidOrderNumber(value) ? orderIdByNumber(scope, normalizeOrderNumber(value)) : null
}

export type RefundRecord = { id: string; paymentId: string; amount: number; note: string | null; createdBy: string | null; createdAt: string; manual: boolean }

export type OrderMoney = {
  /** Medusa's order status (`canceled` once Medusa's cancel ran) */
  medusaStatus: string
  payments: PaymentMoney[]
  refunds: RefundRecord[]
  method: "card" | "transfer" | null
  customer: { firstName: string; lastName: string; isPro: boolean }
  phone: string
}

type PaymentRow = {
  id: string
  provider_id: string
  captured_at?: string | Date | null
  canceled_at?: string | Date | null
  created_at?: string | Date | null
  captures?: ({ amount?: Amount } | null)[] | null
  refunds?: ({ id: string; amount?: Amount; note?: string | null; created_by?: string | null; created_at?: string | Date } | null)[] | null
}

type MoneyRow = {
  status?: string
  customer?: { first_name?: string | null; last_name?: string | null; groups?: ({ name?: string | null } | null)[] | null } | null
  billing_address?: { phone?: string | null } | null
  shipping_address?: { phone?: string | null } | null
  payment_collections?: ({ payments?: (PaymentRow | null)[] | null } | null)[] | null
}

function iso(value: string | Date | null | undefined): string {
  if (!value) return ""
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** What was captured and refunded on each of the order's payments (integer cents), and who the customer is. */
export async function orderMoney(scope: MedusaContainer, orderId: string): Promise<OrderMoney | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "customer.first_name",
      "customer.last_name",
      "customer.groups.name",
      "billing_address.phone",
      "shipping_address.phone",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.created_at",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.id",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.note",
      "payment_collections.payments.refunds.created_by",
      "payment_collections.payments.refunds.created_at",
    ],
    filters: { id: orderId },
  })
  const row = data[0] as MoneyRow | undefined
  if (!row) return null
  const rows = (row.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .filter((payment): payment is PaymentRow => !!payment)
    .sort((a, b) => iso(a.created_at).localeCompare(iso(b.created_at)))
  const payments: PaymentMoney[] = rows.map((payment) => ({
    id: payment.id,
    providerId: payment.provider_id,
    captured: (payment.captures ?? []).reduce((sum, capture) => sum + (capture ? cents(capture.amount) : 0), 0),
    refunded: (payment.refunds ?? []).reduce((sum, refund) => sum + (refund ? cents(refund.amount) : 0), 0),
  }))
  const refunds: RefundRecord[] = rows.flatMap((payment) =>
    (payment.refunds ?? []).flatMap((refund) =>
      refund
        ? [
            {
              id: refund.id,
              paymentId: payment.id,
              amount: cents(refund.amount),
              note: refund.note ?? null,
              createdBy: refund.created_by ?? null,
              createdAt: iso(refund.created_at),
              // A transfer is paid back by hand from the bank: the refund is a record (the provider calls nothing).
              manual: payment.provider_id === TRANSFER_PROVIDER_ID,
            },
          ]
        : []
    )
  )
  const captured = payments.filter((payment) => payment.captured > 0)
  const method = captured.some((p) => p.providerId === CARD_PROVIDER_ID)
    ? "card"
    : captured.some((p) => p.providerId === TRANSFER_PROVIDER_ID)
      ? "transfer"
      : null
  return {
    medusaStatus: row.status ?? "",
    payments,
    refunds,
    method,
    customer: {
      firstName: row.customer?.first_name ?? "",
      lastName: row.customer?.last_name ?? "",
      isPro: (row.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP),
    },
    phone: row.billing_address?.phone ?? row.shipping_address?.phone ?? "",
  }
}

const ACTOR_NAMES: Record<ApiOrderActor["type"], string> = {
  staff: "Équipe",
  customer: "Client",
  payment: "Paiement",
  system: "Boutique (automatique)",
}

/** Staff users' display names by id (first and last name, else the e-mail), read once per answer. */
export async function staffNames(scope: MedusaContainer, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string" && id.startsWith("user_")))]
  const names = new Map<string, string>()
  if (!wanted.length) return names
  const users = await scope.resolve(Modules.USER).listUsers({ id: wanted }, { select: ["id", "first_name", "last_name", "email"] })
  for (const user of users) {
    const name = [user.first_name, user.last_name].filter(Boolean).join(" ").trim()
    names.set(user.id, name || user.email)
  }
  return names
}

export function actorOf(type: string, id: string | null | undefined, names: Map<string, string>): ApiOrderActor {
  const kind = (["staff", "customer", "payment", "system"].includes(type) ? type : "system") as ApiOrderActor["type"]
  const name = kind === "staff" && id ? names.get(id) ?? ACTOR_NAMES.staff : ACTOR_NAMES[kind]
  return { type: kind, id: id ?? null, name }
}
