/**
 * What the staff order-desk specs share: staff logins with chosen grants (through the shop's own login, as the
 * back-office signs in), card-paid orders made through the real checkout and the local Stripe server, SQL reads.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { setStaffGrantsWorkflow } from "@shop/admin-grants"
import type { Grant } from "@shop/shared"
import { payOnHostedPage, proShopperWithCart, shopperWithCart, sqlOf, VALID_CHECKOUT, type Axios } from "../../checkout-support"
import { Visitor } from "../../visitor"

const STAFF_PASSWORD = "Equipe#2026"

/** A staff user (first and last name shown in the history) logged in through PUT /api/auth. */
export async function staffVisitor(
  http: Axios,
  container: MedusaContainer,
  label: string,
  grants: readonly Grant[],
  ip: string
): Promise<{ visitor: Visitor; userId: string; name: string }> {
  const email = `${label}@maison-chaleur.test`
  const { authIdentity } = await container.resolve(Modules.AUTH).register("emailpass", { body: { email, password: STAFF_PASSWORD } })
  const { result } = await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Camille", last_name: label } },
  })
  if (grants.length) await setStaffGrantsWorkflow(container).run({ input: { user_id: result.id, grants: [...grants] } })
  const visitor = new Visitor(http, ip)
  const login = await visitor.call("PUT", "/api/auth", { email, password: STAFF_PASSWORD })
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}`)
  return { visitor, userId: result.id, name: `Camille ${label}` }
}

export type PaidOrder = { orderNumber: string; security: string; total: number; email: string; shopper: Visitor }

/** An order made through the checkout and paid by card on the local Stripe page: state PAYED. */
export async function cardPaidOrder(http: Axios, container: MedusaContainer, ean: string, email: string, quantity = 1): Promise<PaidOrder> {
  const shopper = await shopperWithCart(http, container, ean, quantity)
  const submit = await shopper.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } })
  if (submit.status !== 201) throw new Error(`submit answered ${submit.status}`)
  const card = await shopper.call("PUT", "/api/checkout/createPaiement", { orderNumber: submit.data.orderNumber, paiementId: "p1", type: "card" })
  if (card.status !== 200) throw new Error(`createPaiement answered ${card.status}`)
  await payOnHostedPage(card.data.url, "accept")
  const back = await shopper.call("POST", `/api/checkout/redirect/${card.data.id}`)
  if (back.data?.outcome !== "PAYED") throw new Error(`card outcome ${JSON.stringify(back.data)}`)
  return { orderNumber: submit.data.orderNumber, security: submit.data.security, total: submit.data.total.net.ttc, email, shopper }
}

/** A pro's order waiting for its bank transfer: state PENDING. */
export async function transferPendingOrder(http: Axios, container: MedusaContainer, ean: string, email: string): Promise<PaidOrder> {
  // Only a pro verified by staff is offered the transfer.
  const pro = await proShopperWithCart(http, ean, email, container)
  const submit = await pro.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } })
  if (submit.status !== 201) throw new Error(`submit answered ${submit.status}`)
  const transfer = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: submit.data.orderNumber, paiementId: "v1", type: "transfer" })
  if (transfer.data?.order?.state !== "PENDING") throw new Error(`transfer answered ${transfer.status}`)
  return { orderNumber: submit.data.orderNumber, security: submit.data.security, total: submit.data.total.net.ttc, email, shopper: pro }
}

export function orderSql(container: MedusaContainer) {
  const sql = sqlOf(container)
  return {
    sql,
    idOf: async (orderNumber: string) => (await sql<{ id: string }>(`select id from "order" where metadata->>'orderNumber' = ?`, [orderNumber]))[0].id,
    stateOf: async (orderNumber: string) =>
      (await sql<{ state: string }>(`select s.state from order_state s join "order" o on o.id = s.order_id where o.metadata->>'orderNumber' = ?`, [orderNumber]))[0]
        ?.state,
    historyCount: async (orderNumber: string) =>
      (await sql<{ n: number }>(
        `select count(*)::int as n from order_state_transition t join "order" o on o.id = t.order_id where o.metadata->>'orderNumber' = ? and t.deleted_at is null`,
        [orderNumber]
      ))[0].n,
    /** The Stripe PaymentIntent that paid the order (Medusa's card payment data). */
    intentOf: async (orderNumber: string) =>
      (await sql<{ intent: string }>(
        `select p.data->>'id' as intent from payment p
           join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id
           join "order" o on o.id = opc.order_id
          where o.metadata->>'orderNumber' = ? and p.provider_id = 'pp_stripe_stripe' and p.deleted_at is null`,
        [orderNumber]
      ))[0].intent,
    /** Units of the product reserved in Medusa's inventory (every order's reservations). */
    reservedUnits: async (ean: string) =>
      (await sql<{ n: number }>(
        `select coalesce(sum(il.reserved_quantity), 0)::int as n from inventory_level il
           join product_variant_inventory_item pvi on pvi.inventory_item_id = il.inventory_item_id and pvi.deleted_at is null
           join product_variant pv on pv.id = pvi.variant_id
          where pv.ean = ? and il.deleted_at is null`,
        [ean]
      ))[0].n,
    /** Live stock reservations of the order's lines (Medusa's reservation_item). */
    reservationsOf: async (orderNumber: string) =>
      (await sql<{ n: number }>(
        `select coalesce(sum(r.quantity), 0)::int as n from reservation_item r
           join order_line_item li on li.id = r.line_item_id
           join order_item oi on oi.item_id = li.id
           join "order" o on o.id = oi.order_id
          where o.metadata->>'orderNumber' = ? and r.deleted_at is null`,
        [orderNumber]
      ))[0].n,
  }
}
