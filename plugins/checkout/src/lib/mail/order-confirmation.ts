import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRO_CUSTOMER_GROUP } from "@shop/shared"
import { ORDER_STATE_LABELS, isOrderState } from "@shop/order-states"
import { cents, lineUnitPrice } from "@shop/compat-api/lib/cart/map"
import type { Amount, CartLineRecord } from "@shop/compat-api/lib/cart/record"
import { sendMail } from "@shop/server-kit"
import { MAIL_TEMPLATES, orderConfirmationMail, storefrontLink, type OrderMailData } from "@shop/compat-api/lib/mail/templates"
import { orderAmounts } from "../order/amounts"
import { checkoutOptions } from "../options"

/** France's standard VAT rate, used only when Medusa computed no tax line for an item. */
const FALLBACK_VAT_RATE = 20

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "created_at",
  "metadata",
  "total",
  "tax_total",
  "item_total",
  "shipping_total",
  "items.id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.is_tax_inclusive",
  "items.total",
  "items.tax_lines.rate",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.company",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.postal_code",
  "shipping_address.city",
  "shipping_address.country_code",
  "customer.first_name",
  "customer.groups.name",
  "order_state.state",
]

type AddressRow = Partial<
  Record<"first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "country_code", string | null>
>

type OrderRow = {
  id: string
  display_id?: number | null
  email?: string | null
  created_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  total?: Amount
  tax_total?: Amount
  item_total?: Amount
  shipping_total?: Amount
  items?: ((CartLineRecord & { variant_title?: string | null }) | null)[] | null
  shipping_address?: AddressRow | null
  customer?: { first_name?: string | null; groups?: ({ name?: string | null } | null)[] | null } | null
  order_state?: { state?: string | null } | null
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : ""
}

function addressOf(row: AddressRow | null | undefined): OrderMailData["address"] {
  if (!row || !text(row.address_1)) return null
  const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(" ")
  const lines = [
    text(row.company),
    text(row.address_1),
    text(row.address_2),
    [text(row.postal_code), text(row.city)].filter(Boolean).join(" "),
    text(row.country_code).toUpperCase(),
  ].filter(Boolean)
  return { name, lines }
}

export type OrderMailRow = OrderRow

/**
 * The order as the confirmation e-mail shows it (pure). Read from Medusa (lines, totals after taxes, shipping
 * address, customer group) and the order-states link (payment state). The shop's order number is
 * `metadata.orderNumber` (`#display_id` otherwise); the secret is never stored, so the caller passes it (derived
 * again); without it the e-mail links to /order/status. Amounts from `orderAmounts`: lines rounded once, the totals
 * their sums, the same figures the card and the transfer charge.
 */
export function toOrderMailData(order: OrderMailRow, storefrontUrl: string, security?: string): OrderMailData {
  const metadata = order.metadata ?? {}
  const orderNumber = text(metadata.orderNumber) || `#${order.display_id ?? order.id}`
  const token = text(security)
  const state = order.order_state?.state
  const amounts = orderAmounts(order)
  return {
    orderNumber,
    email: text(order.email),
    firstName: text(order.shipping_address?.first_name) || text(order.customer?.first_name) || null,
    date: order.created_at ? new Date(order.created_at) : new Date(),
    isPro: (order.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP),
    lines: (order.items ?? []).flatMap((item) => {
      if (!item) return []
      const title = [text(item.product_title) || text(item.title), text(item.variant_title)].filter(Boolean)
      const designation = title.length > 1 && title[1] !== "Default variant" ? title.join(" – ") : title[0] ?? ""
      return [
        {
          designation,
          quantity: Number(item.quantity ?? 0),
          unitTtc: lineUnitPrice(item, FALLBACK_VAT_RATE).ttc,
          totalTtc: cents(item.total),
        },
      ]
    }),
    totals: { articlesTtc: amounts.articles, deliveryTtc: amounts.delivery, ht: amounts.ht, vat: amounts.vat, ttc: amounts.ttc },
    address: addressOf(order.shipping_address),
    paymentState: isOrderState(state) ? ORDER_STATE_LABELS[state] : "En attente",
    detailsUrl: token && metadata.orderNumber ? storefrontLink(storefrontUrl, "/order/details", { order: orderNumber, security: token }) : null,
    // Paid: the invoice is issued (plugins/invoices), downloadable with the same token through the storefront's /api.
    invoiceUrl:
      token && metadata.orderNumber && state === "PAYED"
        ? storefrontLink(storefrontUrl, `/api/invoices/${encodeURIComponent(orderNumber)}`, { security: token })
        : null,
  }
}

export async function loadOrderMailData(
  scope: MedusaContainer,
  orderId: string,
  storefrontUrl: string,
  security?: string
): Promise<OrderMailData | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const order = data[0] as OrderRow | undefined
  return order ? toOrderMailData(order, storefrontUrl, security) : null
}

/**
 * Order confirmation (spec 4.2), sent once per order whatever the number of calls (notification idempotency key
 * `order-confirmation:<orderId>`; resent only if the previous attempt failed). `security` is the order's secret in
 * clear, for the /order/details link; without it the e-mail points to /order/status. Unknown order: throws.
 */
export async function sendOrderConfirmationMail(scope: MedusaContainer, input: { orderId: string; security?: string }): Promise<void> {
  const { storefrontUrl } = checkoutOptions(scope)
  const order = await loadOrderMailData(scope, input.orderId, storefrontUrl, input.security)
  if (!order) throw new Error(`order ${input.orderId} not found: no confirmation e-mail`)
  if (!order.email) throw new Error(`order ${input.orderId} has no e-mail address: no confirmation e-mail`)
  await sendMail(scope, {
    to: order.email,
    template: MAIL_TEMPLATES.orderConfirmation,
    content: orderConfirmationMail(order, storefrontUrl),
    idempotencyKey: `order-confirmation:${input.orderId}`,
    resource: { id: input.orderId, type: "order" },
  })
}
