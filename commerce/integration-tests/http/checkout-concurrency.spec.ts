import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { shopperWithCart, sqlOf, VALID_CHECKOUT, type Axios, type Visitor } from "../checkout-support"

jest.setTimeout(300 * 1000)

const STOCK = 5
const SHOPPERS = 20
const product = CATALOGUE.find((p) => p.stock >= 1)!

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios

    beforeAll(async () => {
      container = getContainer()
    })

    it(`sells the last ${STOCK} units to exactly ${STOCK} of ${SHOPPERS} shoppers submitting at once`, async () => {
      const sql = sqlOf(container)
      const [level] = await sql<{ id: string; inventory_item_id: string; location_id: string }>(
        `select l.id, l.inventory_item_id, l.location_id from inventory_level l
           join product_variant_inventory_item pvi on pvi.inventory_item_id = l.inventory_item_id
           join product_variant v on v.id = pvi.variant_id where v.ean = ? and l.deleted_at is null`,
        [product.ean]
      )
      await container.resolve(Modules.INVENTORY).updateInventoryLevels([
        { inventory_item_id: level.inventory_item_id, location_id: level.location_id, stocked_quantity: STOCK },
      ])

      const shoppers: Visitor[] = []
      for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await shopperWithCart(http, container, product.ean, 1, `10.1.0.${i + 1}`))

      const started = Date.now()
      const answers = await Promise.all(
        shoppers.map((v, i) =>
          v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: `client${i}@exemple.fr` } })
        )
      )
      const elapsed = Date.now() - started
      const statuses = answers.map((res) => res.status)
      const sold = answers.filter((res) => res.status === 201)
      const refused = answers.filter((res) => res.status === 409)
      console.info(`${SHOPPERS} concurrent submits for ${STOCK} units: ${sold.length} orders, ${refused.length} refusals in ${elapsed} ms`)
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([])
      expect(sold).toHaveLength(STOCK)
      expect(refused).toHaveLength(SHOPPERS - STOCK)
      for (const res of refused) expect(res.data.message).toBe("Nous ne sommes pas en mesure de fournir cette quantité actuellement")
      expect(new Set(sold.map((res) => res.data.orderNumber)).size).toBe(STOCK)

      const [orders] = await sql<{ n: number }>(`select count(*)::int as n from "order"`)
      expect(orders.n).toBe(STOCK)
      const [reserved] = await sql<{ quantity: number }>(
        `select coalesce(sum(quantity), 0)::int as quantity from reservation_item where inventory_item_id = ? and deleted_at is null`,
        [level.inventory_item_id]
      )
      expect(reserved.quantity).toBe(STOCK)
      const [after] = await sql<{ reserved: number }>(`select reserved_quantity::int as reserved from inventory_level where id = ?`, [level.id])
      expect(after.reserved).toBe(STOCK)
    })

    it("orders for every guest who submits with the same e-mail at the same moment (one guest customer made, not refused)", async () => {
      const inStock = CATALOGUE.find((p) => p.stock >= 10)!
      const guests: Visitor[] = []
      for (let i = 0; i < 4; i += 1) guests.push(await shopperWithCart(http, container, inStock.ean, 1, `10.2.0.${i + 1}`))
      const email = "meme.adresse@exemple.fr"
      const answers = await Promise.all(
        guests.map((v) => v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } }))
      )
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201])
      const [customers] = await sqlOf(container)<{ n: number }>(`select count(*)::int as n from customer where email = ? and deleted_at is null`, [email])
      expect(customers.n).toBe(1)
    })
  },
})
