import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ADMIN_ORDER_MESSAGES as M, PAGE_VIEW_TEXTS, type ApiMerchantCenter, type ApiProductSales, type ApiSales, type ApiSalesPeriod, type ApiVisits } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { useStripeLocal, Visitor, type Axios } from "../checkout-support"
import { useMailDev } from "./kit/accounts"
import { cardPaidOrder, staffVisitor, transferPendingOrder, type PaidOrder } from "./kit/order-desk"

jest.setTimeout(600 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 10)!
useMailDev()
useStripeLocal()

const isoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date())
const ROUTES = ["topSales", "allSales", "sales", "visit", "history", "monthly", "merchant_center"]

/** Issue 14, statistics: sales from real orders (paid ones only), consented page views, grants and periods. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let admin: Visitor
    let noGrant: Visitor
    let paidA: PaidOrder
    let paidB: PaidOrder
    const today = isoToday()
    const period = `?start=${today}&end=${today}`

    beforeAll(async () => {
      container = getContainer()
      admin = (await staffVisitor(http, container, "direction", ["faq"], "10.43.0.1")).visitor
      noGrant = (await staffVisitor(http, container, "stagiaire", [], "10.43.0.2")).visitor
      paidA = await cardPaidOrder(http, container, product.ean, "claire.dupont@exemple.fr", 2)
      paidB = await cardPaidOrder(http, container, product.ean, "marc.durand@exemple.fr")
      // Waiting for its transfer: not a sale yet.
      await transferPendingOrder(http, container, product.ean, "achats@chauffage-pro.fr")
    })

    it("refuses anonymous callers (401) and staff without any grant (403), in French", async () => {
      const anonymous = new Visitor(http, "10.43.0.3")
      for (const route of ROUTES) {
        const nobody = await anonymous.call("GET", `/api/stats/${route}${period}`)
        expect([route, nobody.status, nobody.data.message]).toEqual([route, 401, "Vous devez être connecté avec un compte de l’équipe."])
        const none = await noGrant.call("GET", `/api/stats/${route}${period}`)
        expect([route, none.status, none.data.message]).toEqual([route, 403, "Accès refusé!"])
      }
    })

    it("counts the paid orders of the day and their totals in cents, not the order waiting for its transfer", async () => {
      const res = await admin.call<ApiSales>("GET", `/api/stats/sales${period}`)
      expect(res.status).toBe(200)
      expect(res.data.orders).toBe(2)
      expect(res.data.revenueCents).toBe(paidA.total + paidB.total)
      expect(res.data.averageCents).toBe(Math.round((paidA.total + paidB.total) / 2))
      expect(res.data.days).toEqual([{ day: today, orders: 2, revenueCents: paidA.total + paidB.total }])
      const week = await admin.call<ApiSales>("GET", `/api/stats/sales?start=2020-01-01&end=2020-01-07`)
      expect(week.data.days.map((d) => d.orders)).toEqual([0, 0, 0, 0, 0, 0, 0])
    })

    it("ranks the products sold by units, with their amount TTC", async () => {
      for (const route of ["topSales", "allSales"]) {
        const res = await admin.call<{ products: ApiProductSales[] }>("GET", `/api/stats/${route}${period}`)
        expect(res.status).toBe(200)
        expect(res.data.products).toHaveLength(1)
        expect(res.data.products[0]).toMatchObject({ ean: product.ean, title: product.title, quantity: 3 })
        expect(Number.isInteger(res.data.products[0].revenueCents)).toBe(true)
        expect(res.data.products[0].revenueCents).toBe(3 * product.priceCents)
      }
    })

    it("sums the month and the year", async () => {
      const monthly = await admin.call<{ months: ApiSalesPeriod[] }>("GET", "/api/stats/monthly")
      expect(monthly.data.months).toEqual([{ period: today.slice(0, 7), orders: 2, revenueCents: paidA.total + paidB.total }])
      const history = await admin.call<{ years: ApiSalesPeriod[] }>("GET", "/api/stats/history")
      expect(history.data.years).toEqual([{ period: today.slice(0, 4), orders: 2, revenueCents: paidA.total + paidB.total }])
    })

    it("refuses a bad period with a French message", async () => {
      const cases: [string, string][] = [
        ["?start=2026-13-01&end=2026-12-31", M.dateInvalid],
        ["?start=2026-02-01&end=2026-01-01", M.dateRangeReversed],
        ["?start=2020-01-01&end=2022-01-01", M.dateRangeTooLong],
        ["?start=2026-01-01", M.dateInvalid],
      ]
      for (const [query, message] of cases) {
        const res = await admin.call("GET", `/api/stats/sales${query}`)
        expect([query, res.status]).toEqual([query, 400])
        // The field's French message, as the answer's message or beside the field it concerns.
        expect([res.data.message, ...Object.values(res.data.fields ?? {})]).toContain(message)
      }
      const visit = await admin.call("GET", "/api/stats/visit?start=hier&end=2026-01-01")
      expect(visit.status).toBe(400)
      expect([visit.data.message, ...Object.values(visit.data.fields ?? {})]).toContain(M.dateInvalid)
    })

    it("records the page views the storefront sends (after consent) and counts them by day and page; never admin pages", async () => {
      const reader = new Visitor(http, "10.43.0.9")
      for (const path of ["/products/radiateur/", "/products/radiateur/", "/blog/"]) {
        expect((await reader.call("POST", "/api/stats/visit", { path })).status).toBe(204)
      }
      for (const path of ["/admin/orders", "pas-un-chemin", ""]) {
        const refused = await reader.call("POST", "/api/stats/visit", { path })
        expect([path, refused.status, refused.data.message]).toEqual([path, 400, PAGE_VIEW_TEXTS.path])
      }
      const res = await admin.call<ApiVisits>("GET", `/api/stats/visit${period}`)
      expect(res.status).toBe(200)
      expect(res.data.views).toBe(3)
      expect(res.data.pages).toEqual([
        { path: "/products/radiateur/", views: 2 },
        { path: "/blog/", views: 1 },
      ])
      const byDefault = await admin.call<ApiVisits>("GET", "/api/stats/visit")
      expect(byDefault.data.days).toHaveLength(30)
      expect(byDefault.data.end).toBe(today)
    })

    it("tells how much of the catalogue the Google feed carries", async () => {
      const res = await admin.call<ApiMerchantCenter>("GET", "/api/stats/merchant_center")
      expect(res.status).toBe(200)
      expect(res.data.published).toBeGreaterThan(0)
      expect(res.data.inFeed + res.data.refused.length).toBe(res.data.published)
    })
  },
})
