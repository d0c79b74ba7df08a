import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cents } from "@shop/compat-api/lib/cart/map"
import { orderAmounts } from "@shop/checkout/lib/order/amounts"
import { orderNumberOf, type OrderRecord } from "@shop/checkout/lib/order/record"
import { companyIdentity } from "./company"
import { invoiceAmounts, type BuyerSnapshot, type DocumentSnapshot, type OrderLineInput } from "./snapshot"

type Amount = Parameters<typeof cents>[0]
/** The checkout's reading of an order, with the lines' prices and taxes, delivery taxes and the customer. */
type OrderRow = Omit<OrderRecord, "items"> & {
  items?: ({ title?: string | null; product_title?: string | null; variant_sku?: string | null; quantity?: Amount; unit_price?: Amount; is_tax_inclusive?: boolean | null; total?: Amount; tax_lines?: ({ rate?: number | null } | null)[] | null } | null)[] | null
  shipping_methods?: ({ tax_lines?: ({ rate?: number | null } | null)[] | null } | null)[] | null
  customer?: { first_name?: string | null; last_name?: string | null; company_name?: string | null; metadata?: Record<string, unknown> | null; groups?: ({ name?: string | null } | null)[] | null } | null
}

const FIELDS = [
  "id", "email", "created_at", "metadata", "total", "tax_total", "item_total", "shipping_total",
  "items.title", "items.product_title", "items.variant_sku", "items.quantity", "items.unit_price", "items.is_tax_inclusive", "items.total", "items.tax_lines.rate",
  "shipping_methods.tax_lines.rate",
  ...["billing_address", "shipping_address"].flatMap((a) => ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "country_code"].map((f) => `${a}.${f}`)),
  "customer.first_name", "customer.last_name", "customer.company_name", "customer.metadata", "customer.groups.name",
]

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null)
const rateOf = (lines: ({ rate?: number | null } | null)[] | null | undefined): number => (lines ?? []).reduce((sum, line) => sum + Number(line?.rate ?? 0), 0)

/** A pro: in the pro group, or flagged pro, or with a company on the account (the checkout's own reading). */
export function buyerOf(order: OrderRow): BuyerSnapshot {
  const address = order.billing_address ?? order.shipping_address ?? {}
  const meta = order.customer?.metadata ?? {}
  const company = text(meta.company) ?? text(order.customer?.company_name) ?? text(address.company)
  const inProGroup = (order.customer?.groups ?? []).some((group) => group?.name?.toLowerCase() === "pro")
  const isPro = inProGroup || meta.isPro === true || Boolean(text(meta.siret))
  return {
    name: [address.first_name, address.last_name].filter(Boolean).join(" ") || [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(" ") || (order.email ?? ""),
    email: order.email ?? "",
    isPro,
    company: isPro ? company : null,
    siret: isPro ? text(meta.siret) : null,
    vatNumber: isPro ? text(meta.tva) : null,
    addressLines: [address.address_1, address.address_2].filter((line): line is string => Boolean(line)),
    postalCode: address.postal_code ?? "",
    city: address.city ?? "",
    countryCode: (address.country_code ?? "fr").toUpperCase(),
  }
}

/** The invoice's frozen content for an order just paid: amounts exactly the order's, the seller's identity of today. */
export async function invoiceSnapshotOf(
  scope: MedusaContainer,
  orderId: string,
  payment: DocumentSnapshot["payment"]
): Promise<DocumentSnapshot | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: FIELDS, filters: { id: orderId } })
  const order = data[0] as OrderRow | undefined
  const orderNumber = order ? orderNumberOf(order) : null
  if (!order || !orderNumber) return null
  const money = orderAmounts(order)
  const items = (order.items ?? []).filter((item): item is NonNullable<typeof item> => Boolean(item))
  const lines: OrderLineInput[] = items.map((item, index) => {
    const vatRate = rateOf(item.tax_lines)
    const quantity = Number(item.quantity ?? 1)
    const unit = cents(item.unit_price)
    const gross = item.is_tax_inclusive === false ? Math.round((unit * quantity * (100 + vatRate)) / 100) : unit * quantity
    return { title: item.product_title ?? item.title ?? "", sku: item.variant_sku ?? null, quantity, grossTtc: gross, ttc: money.lines[index] ?? 0, vatRate }
  })
  const deliveryRate = rateOf(order.shipping_methods?.[0]?.tax_lines) || (lines[0]?.vatRate ?? 20)
  return {
    seller: await companyIdentity(scope),
    buyer: buyerOf(order),
    orderNumber,
    orderDate: new Date(order.created_at ?? Date.now()).toISOString(),
    ...invoiceAmounts(lines, { ttc: money.delivery, vatRate: deliveryRate }, { ht: money.ht, vat: money.vat, ttc: money.ttc }),
    payment,
    refersTo: null,
    reason: null,
  }
}
