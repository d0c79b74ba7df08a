import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  addShippingMethodToCartWorkflow,
  capturePaymentWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { PRO_PRICE_LIST_TITLE, proPriceCents, recomputeAllLoyaltyTiers, recomputeLoyaltyTier } from "@shop/pro-pricing"
import { htFromTtc, type ApiCart, type ApiProduct, type ApiSession } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { seed, sqlOf, type SqlParam } from "../helpers"
import { Visitor, type VisitorApi } from "../visitor"

jest.setTimeout(240 * 1000)

const PASSWORD = "Chaleur#2026"
const VALID_SIRET = "73282932000074"
const DELIVERY_TTC = 1990
/** 1 690 € list, 1 656,20 € pro: one paid order stays under the 2 000 € threshold, two pass it. */
const dear = CATALOGUE.find((p) => p.handle === "climatiseur-mural-reversible-inverter-5000w")!
const radiator = CATALOGUE.find((p) => p.stock > 10 && p.priceCents > 20000)!

/** The /api visitor and its cart as the session shows it. */
class PricingVisitor extends Visitor {
  async cart(): Promise<ApiCart> {
    return (await this.call<ApiSession>("GET", "/api/auth")).data.cart
  }
}

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)
    const visitor = () => new PricingVisitor(api as unknown as VisitorApi)

    async function signUp(email: string, pro: boolean): Promise<{ v: PricingVisitor; customerId: string }> {
      const v = visitor()
      const res = await v.call("POST", "/api/auth", {
        email,
        password: PASSWORD,
        cgu: true,
        newsletter: false,
        isPro: pro,
        ...(pro ? { company: "Chauffage Durand SARL", siret: VALID_SIRET } : {}),
      })
      expect(res.status).toBe(201)
      expect(res.data.isPro).toBe(pro)
      const [row] = await sql<{ id: string }>("select id from customer where email = ? and has_account = true", [email])
      return { v, customerId: row.id }
    }
    const openCartOf = async (customerId: string) =>
      (await sql<{ id: string }>("select id from cart where customer_id = ? and completed_at is null order by created_at desc limit 1", [customerId]))[0].id
    const variantOf = async (sku: string) => (await sql<{ id: string }>("select id from product_variant where sku = ? and deleted_at is null", [sku]))[0].id
    const homeDelivery = async () =>
      (await sql<{ id: string }>("select id from shipping_option where name = 'Livraison à domicile' and deleted_at is null"))[0].id
    const groupsOf = async (customerId: string) =>
      (
        await sql<{ name: string }>(
          "select g.name from customer_group g join customer_group_customer l on l.customer_group_id = g.id where l.customer_id = ? and l.deleted_at is null order by g.name",
          [customerId]
        )
      ).map((row) => row.name)

    /** Adds through the shop's own call (which makes the session's cart on a first add); answers the cart's id. */
    async function addLine(who: { v: PricingVisitor; customerId: string }, product: { ean: string }, quantity = 1): Promise<string> {
      expect((await who.v.call("PUT", "/api/cart", { ean: product.ean, quantity })).status).toBe(200)
      return openCartOf(who.customerId)
    }

    /**
     * The whole checkout on Medusa's workflows, then the capture that makes the order paid. The add goes to the
     * session's open cart, a fresh one after an order, as in the shop.
     */
    async function placePaidOrder(who: { v: PricingVisitor; customerId: string }, product: { ean: string }): Promise<string> {
      const cartId = await addLine(who, product)
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cartId, options: [{ id: await homeDelivery() }] } })
      await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cartId } })
      const [collection] = await sql<{ id: string }>(
        "select payment_collection_id as id from cart_payment_collection where cart_id = ? and deleted_at is null",
        [cartId]
      )
      await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collection.id, provider_id: "pp_system_default" } })
      const { result } = await completeCartWorkflow(container).run({ input: { id: cartId } })
      const [payment] = await sql<{ id: string }>("select id from payment where payment_collection_id = ? and deleted_at is null", [collection.id])
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
      return result.id
    }

    async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 15000): Promise<T> {
      const until = Date.now() + ms
      let value = await read()
      while (!accept(value) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        value = await read()
      }
      return value
    }

    beforeAll(async () => {
      container = getContainer()
    })

    describe("Tarif professionnel (catalogue −2 %)", () => {
      it("is an active price list for the pro group, written with the customer.groups.id rule (bug #16822), covering every variant", async () => {
        const lists = await sql<{ id: string; status: string; type: string }>("select id, status, type from price_list where title = ? and deleted_at is null", [
          PRO_PRICE_LIST_TITLE,
        ])
        expect(lists).toHaveLength(1)
        expect(lists[0]).toMatchObject({ status: "active", type: "sale" })
        const rules = await sql<{ attribute: string; value: unknown }>("select attribute, value from price_list_rule where price_list_id = ? and deleted_at is null", [
          lists[0].id,
        ])
        const [pro] = await sql<{ id: string }>("select id from customer_group where name = 'pro'")
        expect(rules).toEqual([{ attribute: "customer.groups.id", value: [pro.id] }])
        const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from price where price_list_id = ? and deleted_at is null", [lists[0].id])
        const [{ variants }] = await sql<{ variants: number }>("select count(*)::int as variants from product_variant where deleted_at is null")
        expect(n).toBe(variants)
        expect(variants).toBe(CATALOGUE.length)
      })

      it("is idempotent: a second seed writes no pro price and leaves one per variant", async () => {
        const again = await seed(container)
        expect(again.changes.filter((change) => change.includes("pro") || change.includes("promotion"))).toEqual([])
        const [{ n, variants }] = await sql<{ n: number; variants: number }>(
          "select count(distinct v.variant_id)::int as variants, count(*)::int as n from price p join price_list l on l.id = p.price_list_id join product_variant_price_set v on v.price_set_id = p.price_set_id and v.deleted_at is null where l.title = ? and p.deleted_at is null",
          [PRO_PRICE_LIST_TITLE]
        )
        expect(n).toBe(CATALOGUE.length)
        expect(variants).toBe(CATALOGUE.length)
      })

      it("gives a pro's cart line the −2 % price and a consumer's the list price, HT derived from it", async () => {
        const pro = await signUp("achats@chauffage-durand.fr", true)
        const consumer = await signUp("jeanne.martin@exemple.fr", false)
        await addLine(pro, radiator, 2)
        await addLine(consumer, radiator, 2)

        const proLine = (await pro.v.cart()).products[0]
        const consumerLine = (await consumer.v.cart()).products[0]
        const proTtc = proPriceCents(radiator.priceCents)
        expect(proTtc).toBeLessThan(radiator.priceCents)
        expect(proLine).toMatchObject({ ean: radiator.ean, quantity: 2, price: { ttc: proTtc, ht: htFromTtc(proTtc, 20) } })
        expect(consumerLine.price).toEqual({ ttc: radiator.priceCents, ht: htFromTtc(radiator.priceCents, 20) })
      })

      it("reprices lines put in the cart before logging in once the pro logs in", async () => {
        const { v } = await signUp("connexion@chauffage-durand.fr", true)
        expect((await v.call("DELETE", "/api/auth")).status).toBe(200)
        expect((await v.call("PUT", "/api/cart", { ean: radiator.ean, quantity: 1 })).status).toBe(200)
        expect((await v.cart()).products[0].price.ttc).toBe(radiator.priceCents)
        const login = await v.call("PUT", "/api/auth", { email: "connexion@chauffage-durand.fr", password: PASSWORD })
        expect(login.status).toBe(200)
        expect(login.data.cart.products[0].price.ttc).toBe(proPriceCents(radiator.priceCents))
      })

      it("follows a change of the list price (subscriber on product-variant events)", async () => {
        const variantId = await variantOf(radiator.sku)
        await updateProductVariantsWorkflow(container).run({
          input: { product_variants: [{ id: variantId, prices: [{ currency_code: "eur", amount: 1000 }] }] },
        })
        const proAmount = async () =>
          Number(
            (
              await sql<{ amount: string }>(
                "select p.amount from price p join price_list l on l.id = p.price_list_id join product_variant_price_set v on v.price_set_id = p.price_set_id where l.title = ? and v.variant_id = ? and p.deleted_at is null",
                [PRO_PRICE_LIST_TITLE, variantId]
              )
            )[0]?.amount
          )
        expect(await eventually(proAmount, (amount) => amount === 980)).toBe(980)
      })
    })

    describe("free delivery for pros", () => {
      it("makes a pro's delivery 0 € while a consumer pays 19,90 € TTC", async () => {
        const pro = await signUp("livraison@chauffage-durand.fr", true)
        const consumer = await signUp("paul.petit@exemple.fr", false)
        for (const who of [pro, consumer]) {
          const cartId = await addLine(who, radiator)
          await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cartId, options: [{ id: await homeDelivery() }] } })
        }
        const proCart = await pro.v.cart()
        const consumerCart = await consumer.v.cart()
        expect(proCart.total.delivery).toEqual({ ht: 0, ttc: 0 })
        expect(consumerCart.total.delivery).toEqual({ ht: htFromTtc(DELIVERY_TTC, 20), ttc: DELIVERY_TTC })
        expect(proCart.total.net.ttc).toBe(proPriceCents(radiator.priceCents))
        expect(consumerCart.total.net.ttc).toBe(radiator.priceCents + DELIVERY_TTC)
      })
    })

    describe("loyalty tiers", () => {
      it("moves a pro to 'Remise fidélité 5 %' once 2 000 € are paid within 12 months, on top of the −2 %", async () => {
        const pro = await signUp("fidele@chauffage-durand.fr", true)
        await placePaidOrder(pro, dear) // 1 656,20 €: below the threshold
        const first = await recomputeLoyaltyTier(container, pro.customerId)
        expect(first).toMatchObject({ is_pro: true, paid_cents: proPriceCents(dear.priceCents), tier_percent: null })
        expect(await groupsOf(pro.customerId)).toEqual(["pro"])

        await placePaidOrder(pro, dear) // 3 312,40 € paid: tier 5 %
        // The payment.captured subscriber moves the customer; no explicit call here.
        const groups = await eventually(() => groupsOf(pro.customerId), (names) => names.includes("pro-fidelite-5"))
        expect(groups).toEqual(["pro", "pro-fidelite-5"])

        await pro.v.cart()
        await addLine(pro, radiator)
        const cart = await pro.v.cart()
        const proTtc = proPriceCents(radiator.priceCents)
        expect(cart.products[0].price.ttc).toBe(proTtc) // the −2 % price list still applies with two groups
        const discount = cart.discounts.find((d) => d.name === "Remise fidélité 5 %")
        expect(discount).toBeDefined()
        // 5 % of the pro price, rounded to the cent either way by Medusa.
        expect(Math.abs(discount!.ttc - proTtc * 0.05)).toBeLessThanOrEqual(1)
        // Medusa keeps the 5 % to sub-cent precision; the cart's cents may differ by one from line − discount.
        expect(Math.abs(cart.total.articles.ttc - (proTtc - discount!.ttc))).toBeLessThanOrEqual(1)
      })

      it("gives a consumer no tier whatever they paid", async () => {
        const consumer = await signUp("gros.client@exemple.fr", false)
        await placePaidOrder(consumer, dear)
        await placePaidOrder(consumer, dear)
        const standing = await recomputeLoyaltyTier(container, consumer.customerId)
        expect(standing).toMatchObject({ is_pro: false, tier_percent: null, add: [] })
        expect(await groupsOf(consumer.customerId)).toEqual([])
        await consumer.v.cart()
        await addLine(consumer, radiator)
        expect((await consumer.v.cart()).discounts).toEqual([])
      })

      it("drops the tier when the paid orders leave the 12-month window", async () => {
        const pro = await signUp("ancien@chauffage-durand.fr", true)
        await placePaidOrder(pro, dear)
        await placePaidOrder(pro, dear)
        await eventually(() => groupsOf(pro.customerId), (names) => names.includes("pro-fidelite-5"))
        const inThirteenMonths = new Date(Date.now() + 396 * 24 * 3600 * 1000)
        // What the nightly job runs: every pro's tier, here 13 months later.
        const nightly = await recomputeAllLoyaltyTiers(container, inThirteenMonths)
        expect(nightly).toEqual({ customers: 1, moved: 1 })
        expect(await groupsOf(pro.customerId)).toEqual(["pro"])
        expect(await recomputeLoyaltyTier(container, pro.customerId, inThirteenMonths)).toMatchObject({ paid_cents: 0, tier_percent: null })
      })
    })

    describe("staff routes", () => {
      it("refuses the recomputation routes without a staff login", async () => {
        const [customer] = await sql<{ id: string }>("select id from customer limit 1")
        for (const url of ["/admin/pro-pricing/sync", `/admin/pro-pricing/customers/${customer?.id ?? "cus_x"}/loyalty-tier`]) {
          const res = await visitor().call("POST", url, {})
          expect(res.status).toBe(401)
        }
      })
    })

    describe("GET /api/product/{slug}?pro=true", () => {
      const path = `/api/product/${radiator.handle}`
      const proTtc = proPriceCents(radiator.priceCents)

      it("answers the pro price (HT and TTC cents) to a logged-in pro", async () => {
        const { v } = await signUp("catalogue@chauffage-durand.fr", true)
        const res = await v.call<ApiProduct>("GET", `${path}?pro=true`)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ pro: true, price: { ttc: proTtc, ht: htFromTtc(proTtc, 20) } })
        // Without the flag a pro sees the public page.
        expect((await v.call<ApiProduct>("GET", path)).data).toMatchObject({ pro: false, price: { ttc: radiator.priceCents } })
      })

      it("keeps the pro price from consumers and anonymous visitors: public price with pro: false", async () => {
        const { v } = await signUp("curieux@exemple.fr", false)
        for (const who of [v, visitor()]) {
          const res = await who.call<ApiProduct>("GET", `${path}?pro=true`)
          expect(res.status).toBe(200)
          expect(res.data).toMatchObject({ pro: false, price: { ttc: radiator.priceCents, ht: htFromTtc(radiator.priceCents, 20) } })
        }
      })
    })
  },
})
