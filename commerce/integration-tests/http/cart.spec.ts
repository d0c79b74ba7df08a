import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  createPromotionsWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { completeEan13, htFromTtc, type ApiCart, type ApiSession } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import deleteStaleEmptyCartsJob from "@shop/compat-api/jobs/delete-stale-empty-carts"
import { seed, sqlOf, type SqlParam } from "../helpers"
import { Visitor, type Answer, type VisitorApi } from "../visitor"

jest.setTimeout(180 * 1000)

const VOUCHER_INVALID = "Ce code n'est pas valide"
const QUOTATION_INVALID =
  "Ce devis est introuvable : vérifiez le format du numéro (22-ABCDEF) et connectez-vous au compte client auquel le devis est destiné"
const EAN_INVALID = "Ce code EAN n'est pas valide (13 chiffres)"
const QUANTITY_INVALID = "La quantité doit être un nombre entier positif"
const UNKNOWN_EAN = "Aucun produit de la boutique ne correspond à ce code EAN."

/** In stock, under 200 € (CHAUFFAGE20's minimum), over 200 €, and a product with little stock. */
const cheap = CATALOGUE.find((p) => p.stock > 10 && p.priceCents < 10000)!
const dear = CATALOGUE.find((p) => p.stock > 10 && p.priceCents >= 20000)!
const scarce = CATALOGUE.find((p) => p.stock >= 1 && p.stock <= 2)!

/** The /api visitor with the two calls this file makes most. */
class CartVisitor extends Visitor {
  put<T = ApiCart>(url: string, body: unknown): Promise<Answer<T>> {
    return this.call<T>("PUT", url, body)
  }

  async cart(): Promise<ApiCart> {
    return (await this.call<ApiSession>("GET", "/api/auth")).data.cart
  }
}

/** Every amount of the cart is integer cents, and net VAT is TTC less HT. */
function expectCentsAndNetVat(cart: ApiCart): void {
  const amounts = [
    ...cart.products.flatMap((line) => [line.price.ht, line.price.ttc]),
    ...cart.discounts.flatMap((discount) => [discount.ht, discount.ttc]),
    cart.total.articles.ht,
    cart.total.articles.ttc,
    cart.total.delivery.ht,
    cart.total.delivery.ttc,
    cart.total.net.ht,
    cart.total.net.ttc,
    cart.total.net.vat,
  ]
  for (const amount of amounts) expect(Number.isInteger(amount)).toBe(true)
  expect(cart.total.net.vat).toBe(cart.total.net.ttc - cart.total.net.ht)
}

/** The home delivery the order will charge a consumer, counted in the cart before checkout (issue 11 item 0). */
const HOME_DELIVERY_CENTS = 1990

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const visitor = async () => {
      const v = new CartVisitor(api as unknown as VisitorApi)
      await v.call("GET", "/api/auth")
      return v
    }
    const sql = <T>(text: string, params: SqlParam[] = []) => sqlOf(container)<T>(text, params)

    beforeAll(async () => {
      container = getContainer()
    })

    describe("PUT /api/cart", () => {
      it("adds a product, then adds to its line (quantity 1 by default), in integer cents", async () => {
        const v = await visitor()
        const first = await v.put("/api/cart", { ean: cheap.ean, quantity: 2 })
        expect(first.status).toBe(200)
        expect(first.data.products).toEqual([
          expect.objectContaining({
            ean: cheap.ean,
            designation: cheap.title,
            quantity: 2,
            price: { ttc: cheap.priceCents, ht: htFromTtc(cheap.priceCents, 20) },
            inventoryError: false,
          }),
        ])
        const second = await v.put("/api/cart", { ean: cheap.ean })
        expect(second.data.products).toHaveLength(1)
        expect(second.data.products[0].quantity).toBe(3)
        expect(second.data.total.articles.ttc).toBe(3 * cheap.priceCents)
        expect(second.data.total.delivery.ttc).toBe(HOME_DELIVERY_CENTS)
        expect(second.data.total.net.ttc).toBe(3 * cheap.priceCents + HOME_DELIVERY_CENTS)
        expect(second.data.total.net.vat).toBeGreaterThan(0)
        expectCentsAndNetVat(second.data)
        expect(await v.cart()).toEqual(second.data)
      })

      it("sets the quantity from the cart's edit (fixed), and a later add replaces a fixed line's quantity", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 2 })
        const edited = await v.put("/api/cart", { ean: cheap.ean, quantity: 5, fixed: true })
        expect(edited.data.products.map((line) => line.quantity)).toEqual([5])
        const added = await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        expect(added.data.products.map((line) => line.quantity)).toEqual([1])
        expect(added.data.total.articles.ttc).toBe(cheap.priceCents)
      })

      it("removes the line for quantity 0 and keeps the other lines", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 2 })
        await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        const res = await v.put("/api/cart", { ean: cheap.ean, quantity: 0 })
        expect(res.status).toBe(200)
        expect(res.data.products.map((line) => line.ean)).toEqual([dear.ean])
        expect(res.data.total.articles.ttc).toBe(dear.priceCents)
      })

      it("answers 404 for a valid EAN that no product of the shop carries, cart unchanged", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        const before = await v.cart()
        const res = await v.put("/api/cart", { ean: completeEan13("400000000001"), quantity: 1 })
        expect(res.status).toBe(404)
        expect(res.data).toEqual({ message: UNKNOWN_EAN })
        expect(await v.cart()).toEqual(before)
      })

      it("answers 400 in French for a malformed EAN, quantity or JSON body, cart unchanged", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        const before = await v.cart()
        const badEan = await v.put<{ message: string }>("/api/cart", { ean: "3760891706013", quantity: 1 })
        expect(badEan.status).toBe(400)
        expect(badEan.data.message).toBe(EAN_INVALID)
        for (const quantity of [-1, 2.5, "deux"]) {
          const badQuantity = await v.put<{ message: string }>("/api/cart", { ean: cheap.ean, quantity })
          expect(badQuantity.status).toBe(400)
          expect(badQuantity.data.message).toBe(QUANTITY_INVALID)
        }
        const tooMany = await v.put<{ message: string }>("/api/cart", { ean: cheap.ean, quantity: 999 })
        expect(tooMany.status).toBe(400)
        expect(tooMany.data.message).toBe("La quantité ne peut pas dépasser 999")
        const badJson = await v.raw("PUT", "/api/cart", '{"ean": "376')
        expect(badJson.status).toBe(400)
        expect(badJson.data).toEqual({ message: "Le contenu de la requête n'est pas un JSON valide." })
        expect(await v.cart()).toEqual(before)
      })

      it("accepts more than the stock on the line, flagged inventoryError, without allowing backorders", async () => {
        const v = await visitor()
        const over = await v.put("/api/cart", { ean: scarce.ean, quantity: scarce.stock + 1 })
        expect(over.status).toBe(200)
        expect(over.data.products).toEqual([expect.objectContaining({ ean: scarce.ean, quantity: scarce.stock + 1, inventoryError: true })])
        const within = await v.put("/api/cart", { ean: scarce.ean, quantity: scarce.stock, fixed: true })
        expect(within.data.products[0]).toMatchObject({ quantity: scarce.stock, inventoryError: false })
        const beyond = await v.put("/api/cart", { ean: scarce.ean, quantity: scarce.stock + 3, fixed: true })
        expect(beyond.data.products[0]).toMatchObject({ quantity: scarce.stock + 3, inventoryError: true })
        // The variant still refuses backorders: the reservation made when the cart is ordered will refuse it.
        const [variant] = await sql<{ allow_backorder: boolean }>("select allow_backorder from product_variant where ean = ?", [scarce.ean])
        expect(variant.allow_backorder).toBe(false)
      })

      it("lets no order be made of a line beyond the stock", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: scarce.ean, quantity: scarce.stock + 1 })
        const [{ cart_id: cartId }] = await sql<{ cart_id: string }>(
          "select li.cart_id from cart_line_item li join product_variant pv on pv.id = li.variant_id where pv.ean = ? and li.deleted_at is null order by li.created_at desc limit 1",
          [scarce.ean]
        )
        const [option] = await sql<{ id: string }>("select id from shipping_option where name = 'Livraison à domicile' and deleted_at is null")
        await updateCartWorkflow(container).run({ input: { id: cartId, email: "stock@exemple.fr" } })
        await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cartId, options: [{ id: option.id }] } })
        await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cartId } })
        const [collection] = await sql<{ id: string }>(
          "select payment_collection_id as id from cart_payment_collection where cart_id = ? and deleted_at is null",
          [cartId]
        )
        await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collection.id, provider_id: "pp_system_default" } })
        const orders = async () => (await sql<{ n: number }>('select count(*)::int as n from "order" where deleted_at is null'))[0].n
        const before = await orders()
        // The completion's validation (the checkout plugin's `validate` hook) refuses before any order is made; run()
        // reports it without throwing: read its errors.
        const { errors } = await completeCartWorkflow(container).run({ input: { id: cartId }, throwOnError: false })
        expect(errors.map((failure) => failure.error?.message)).toEqual(["Nous ne sommes pas en mesure de fournir cette quantité actuellement"])
        expect(await orders()).toBe(before)
        expect((await sql<{ completed_at: Date | null }>("select completed_at from cart where id = ?", [cartId]))[0].completed_at).toBeNull()
        expect((await v.cart()).products).toEqual([expect.objectContaining({ ean: scarce.ean, inventoryError: true })])
      })

      it("keeps the lines when the visitor then signs up", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 2 })
        const signedUp = await v.call<ApiSession>("POST", "/api/auth", {
          email: "panier@exemple.fr",
          password: "Chaleur#2026",
          cgu: true,
          newsletter: false,
          isPro: false,
        })
        expect(signedUp.status).toBe(201)
        expect(signedUp.data.cart.products).toEqual([expect.objectContaining({ ean: cheap.ean, quantity: 2 })])
        const added = await v.put("/api/cart", { ean: cheap.ean })
        expect(added.data.products[0].quantity).toBe(3)
      })
    })

    describe("PUT /api/cart/voucher", () => {
      it("applies BIENVENUE10 (typed in lower case with spaces): a named discount, a lower net", async () => {
        const v = await visitor()
        const before = (await v.put("/api/cart", { ean: dear.ean, quantity: 1 })).data
        const res = await v.put("/api/cart/voucher", { ref: "  bienvenue10 " })
        expect(res.status).toBe(200)
        const tenth = Math.round(dear.priceCents / 10)
        expect(res.data.discounts).toEqual([{ name: "BIENVENUE10", ttc: tenth, ht: expect.any(Number) }])
        expect(res.data.discounts[0].ht).toBeLessThan(tenth)
        expect(res.data.total.net.ttc).toBe(before.total.net.ttc - tenth)
        expect(res.data.total.net.ht).toBeLessThan(before.total.net.ht)
        expectCentsAndNetVat(res.data)
        expect((await v.cart()).discounts.map((discount) => discount.name)).toEqual(["BIENVENUE10"])
      })

      it("applies CHAUFFAGE20 from 200 € only, and keeps it when the cart grows", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        const under = await v.put<{ message: string }>("/api/cart/voucher", { ref: "CHAUFFAGE20" })
        expect(under.status).toBe(400)
        expect(under.data).toEqual({ message: VOUCHER_INVALID })
        await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        const over = await v.put("/api/cart/voucher", { ref: "CHAUFFAGE20" })
        expect(over.status).toBe(200)
        expect(over.data.discounts).toEqual([expect.objectContaining({ name: "CHAUFFAGE20", ttc: 2000 })])
        expect(over.data.total.net.ttc).toBe(cheap.priceCents + dear.priceCents - 2000 + HOME_DELIVERY_CENTS)
        const grown = await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        expect(grown.data.discounts).toEqual([expect.objectContaining({ name: "CHAUFFAGE20", ttc: 2000 })])
      })

      it("refuses an unknown or inactive code with 'Ce code n'est pas valide', cart unchanged", async () => {
        await createPromotionsWorkflow(container).run({
          input: {
            promotionsData: [
              {
                code: "BROUILLON5",
                type: "standard",
                status: "draft",
                application_method: { type: "percentage", target_type: "order", allocation: "across", value: 5 },
              },
            ],
          },
        })
        const v = await visitor()
        await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        await v.put("/api/cart/voucher", { ref: "BIENVENUE10" })
        const before = await v.cart()
        for (const ref of ["INCONNU", "BROUILLON5", "", 42]) {
          const res = await v.put<{ message: string }>("/api/cart/voucher", { ref })
          expect(res.status).toBe(400)
          expect(res.data).toEqual({ message: VOUCHER_INVALID })
        }
        expect(await v.cart()).toEqual(before)
      })

      it("keeps one code per cart: a second one is refused unless both promotions say they combine", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        expect((await v.put("/api/cart/voucher", { ref: "BIENVENUE10" })).status).toBe(200)
        const before = await v.cart()
        const second = await v.put<{ message: string }>("/api/cart/voucher", { ref: "CHAUFFAGE20" })
        expect(second.status).toBe(400)
        expect(second.data).toEqual({ message: "Ce code ne se cumule pas avec le code promo déjà appliqué à votre panier." })
        expect(await v.cart()).toEqual(before)
        // The same code again is no second code.
        expect((await v.put("/api/cart/voucher", { ref: "BIENVENUE10" })).data.discounts.map((d) => d.name)).toEqual(["BIENVENUE10"])

        const combinable = (code: string, value: number) => ({
          code,
          type: "standard" as const,
          status: "active" as const,
          is_tax_inclusive: true,
          metadata: { combinable: true },
          application_method: { type: "percentage" as const, target_type: "order" as const, allocation: "across" as const, value },
        })
        await createPromotionsWorkflow(container).run({ input: { promotionsData: [combinable("CUMUL5", 5), combinable("CUMUL3", 3)] } })
        const w = await visitor()
        await w.put("/api/cart", { ean: dear.ean, quantity: 1 })
        expect((await w.put("/api/cart/voucher", { ref: "CUMUL5" })).status).toBe(200)
        const both = await w.put("/api/cart/voucher", { ref: "CUMUL3" })
        expect(both.status).toBe(200)
        expect(both.data.discounts.map((d) => d.name).sort()).toEqual(["CUMUL3", "CUMUL5"])
        expect((await w.put<{ message: string }>("/api/cart/voucher", { ref: "BIENVENUE10" })).status).toBe(400)
      })

      it("sends a quotation number the quotation way", async () => {
        const v = await visitor()
        const res = await v.put<{ message: string }>("/api/cart/voucher", { ref: "22-abcdef" })
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ message: QUOTATION_INVALID })
      })
    })

    describe("seeded vouchers", () => {
      it("are BIENVENUE10 and CHAUFFAGE20, active, made once however often the seed runs", async () => {
        await seed(container)
        const rows = await sql<{ code: string; status: string; type: string; value: number; rule: string | null }>(
          `select p.code, p.status, am.type, am.value::int as value, r.attribute || ' ' || r.operator || ' ' || rv.value as rule
             from promotion p
             join promotion_application_method am on am.promotion_id = p.id
             left join promotion_promotion_rule ppr on ppr.promotion_id = p.id
             left join promotion_rule r on r.id = ppr.promotion_rule_id
             left join promotion_rule_value rv on rv.promotion_rule_id = r.id
            where p.code in ('BIENVENUE10', 'CHAUFFAGE20') and p.deleted_at is null order by p.code`
        )
        expect(rows).toEqual([
          { code: "BIENVENUE10", status: "active", type: "percentage", value: 10, rule: null },
          { code: "CHAUFFAGE20", status: "active", type: "fixed", value: 20, rule: "original_item_total gte 200" },
        ])
      })
    })

    describe("PUT /api/cart/quotation", () => {
      it("refuses every quotation until the quotes plugin exists, and a malformed number alike", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
        const before = await v.cart()
        for (const ref of ["22-ABCDEF", "ABCDEF"]) {
          const res = await v.put<{ message: string }>("/api/cart/quotation", { ref })
          expect(res.status).toBe(400)
          expect(res.data.message).toBe(QUOTATION_INVALID)
        }
        expect(await v.cart()).toEqual(before)
      })
    })

    describe("stale carts", () => {
      it("the hourly job deletes empty carts untouched for a day, and keeps recent, filled and ordered ones", async () => {
        const cartOf = async (v: CartVisitor, lines: number) => {
          await v.put("/api/cart", { ean: cheap.ean, quantity: 1 })
          if (lines === 0) await v.put("/api/cart", { ean: cheap.ean, quantity: 0 })
          return (await sql<{ id: string }>("select id from cart order by created_at desc limit 1"))[0].id
        }
        const oldEmpty = await cartOf(await visitor(), 0)
        const recentEmpty = await cartOf(await visitor(), 0)
        const oldFilled = await cartOf(await visitor(), 1)
        const oldOrdered = await cartOf(await visitor(), 0)
        await sql("update cart set completed_at = now() - interval '3 days' where id = ?", [oldOrdered])
        await sql("update cart set updated_at = now() - interval '2 days' where id in (?, ?, ?)", [oldEmpty, oldFilled, oldOrdered])

        await deleteStaleEmptyCartsJob(container)
        const left = await sql<{ id: string }>("select id from cart where deleted_at is null and id in (?, ?, ?, ?)", [
          oldEmpty,
          recentEmpty,
          oldFilled,
          oldOrdered,
        ])
        expect(left.map((row) => row.id).sort()).toEqual([recentEmpty, oldFilled, oldOrdered].sort())
      })
    })

    describe("DELETE /api/cart", () => {
      it("empties the cart of its lines and vouchers and answers the empty cart", async () => {
        const v = await visitor()
        await v.put("/api/cart", { ean: cheap.ean, quantity: 2 })
        await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        expect((await v.put("/api/cart/voucher", { ref: "BIENVENUE10" })).status).toBe(200)
        const res = await v.call("DELETE", "/api/cart")
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          products: [],
          discounts: [],
          total: { articles: { ht: 0, ttc: 0 }, delivery: { ht: 0, ttc: 0 }, net: { ht: 0, ttc: 0, vat: 0 } },
        })
        // The voucher left with the lines: a new line is not discounted.
        const after = await v.put("/api/cart", { ean: dear.ean, quantity: 1 })
        expect(after.data.discounts).toEqual([])
        expect(after.data.total.net.ttc).toBe(dear.priceCents + HOME_DELIVERY_CENTS)
      })
    })
  },
})
