import { GRANTS } from "@shop/shared"
import { medusaAdminRouteGrants } from "../staff/medusa-admin-grants"

describe("medusaAdminRouteGrants", () => {
  it("maps Medusa's admin groups to the section-6 grants", () => {
    expect(medusaAdminRouteGrants("GET", "/admin/products?limit=20")).toEqual(["dev"])
    expect(medusaAdminRouteGrants("POST", "/admin/products/prod_1/variants")).toEqual(["dev"])
    expect(medusaAdminRouteGrants("POST", "/admin/orders/order_1/fulfillments")).toEqual(["orders"])
    expect(medusaAdminRouteGrants("GET", "/admin/customers")).toEqual(["users"])
    expect(medusaAdminRouteGrants("DELETE", "/admin/users/user_1")).toEqual(["users"])
    expect(medusaAdminRouteGrants("POST", "/admin/promotions")).toEqual(["promo"])
    expect(medusaAdminRouteGrants("POST", "/admin/pro-pricing/customers/cus_1/loyalty-tier")).toEqual(["users"])
    expect(medusaAdminRouteGrants("POST", "/admin/pro-pricing/sync")).toEqual(["dev"])
  })

  it("lets any admin read what the Medusa admin needs to open, not change it", () => {
    expect(medusaAdminRouteGrants("GET", "/admin/users/me")).toEqual([])
    expect(medusaAdminRouteGrants("GET", "/admin/stores")).toEqual([])
    expect(medusaAdminRouteGrants("POST", "/admin/stores/store_1")).toEqual(GRANTS)
    expect(medusaAdminRouteGrants("POST", "/admin/users/me")).toEqual(GRANTS)
  })

  it("denies by default: an unnamed group or a path that is not plain needs every grant", () => {
    expect(medusaAdminRouteGrants("POST", "/admin/api-keys")).toEqual(GRANTS)
    expect(medusaAdminRouteGrants("GET", "/admin/workflows-executions")).toEqual(GRANTS)
    expect(medusaAdminRouteGrants("GET", "/admin/products/../api-keys")).toEqual(GRANTS)
    expect(medusaAdminRouteGrants("GET", "/admin/%70roducts")).toEqual(GRANTS)
    expect(medusaAdminRouteGrants("GET", "/admin")).toEqual(GRANTS)
  })
})
