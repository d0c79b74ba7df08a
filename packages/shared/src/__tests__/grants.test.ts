import { ADMIN_PATH_GRANTS, GRANTS, canEnter, isAdmin, knownGrants, requiredGrants } from "../grants"

describe("GRANTS", () => {
  it("are the twelve grants of the section-6 table, in its order", () => {
    expect(GRANTS).toEqual([
      "dev", "orders", "users", "messages", "quotes", "promo", "legal", "home", "blog", "newsletter", "faq", "extern",
    ])
  })
})

describe("requiredGrants", () => {
  // Section 6, row by row: path group(s) -> grant.
  const table: [string[], string][] = [
    [["todos", "versions", "products"], "dev"],
    [["orders"], "orders"],
    [["users"], "users"],
    [["messages"], "messages"],
    [["quotes"], "quotes"],
    [["promos"], "promo"],
    [["legal", "societe", "cgv", "cookie", "privacy"], "legal"],
    [["landing"], "home"],
    [["blog"], "blog"],
    [["newsletters"], "newsletter"],
    [["faq"], "faq"],
    [["extern"], "extern"],
  ]
  it.each(table)("%j need the %s grant", (groups, grant) => {
    for (const group of groups) {
      expect(requiredGrants(`/admin/${group}`)).toEqual([grant])
      expect(requiredGrants(`/admin/${group}/42`)).toEqual([grant])
      expect(requiredGrants(`${group}/42`)).toEqual([grant])
    }
  })

  it("covers every admin route of section 2.4 (sub-pages follow their group)", () => {
    const routes: Record<string, string[]> = {
      "/admin/blog/abc": ["blog"],
      "/admin/messages/answers": ["messages"],
      "/admin/messages/7": ["messages"],
      "/admin/orders/ord_1": ["orders"],
      "/admin/products/prod_1": ["dev"],
      "/admin/quotes/22-ABCDEF": ["quotes"],
      "/admin/todos/3": ["dev"],
      "/admin/users/usr_1": ["users"],
      "/admin/extern/manomano": ["extern"],
    }
    for (const [path, grants] of Object.entries(routes)) expect(requiredGrants(path)).toEqual(grants)
  })

  it("asks no grant for the dashboard, whatever the spelling", () => {
    for (const path of ["/admin", "/admin/", "admin", "", "/admin?tab=1", "/admin#top"]) expect(requiredGrants(path)).toEqual([])
  })

  it("ignores query, fragment, trailing slash and case", () => {
    expect(requiredGrants("/admin/Orders/?page=2")).toEqual(["orders"])
    expect(requiredGrants("/ADMIN/faq#q3")).toEqual(["faq"])
  })

  it("asks every grant for groups the table does not name and for paths that are not plain", () => {
    for (const path of ["/admin/history", "/admin/references", "/admin/whatever", "/admin/orders/../users", "/admin/%6Frders", "/admin/constructor", "/admin/__proto__"]) {
      expect(requiredGrants(path)).toEqual(GRANTS)
    }
  })

  it("has one entry per path group of section 6 plus the dashboard (and the singular of the spec's staff call /api/admin/order/{id})", () => {
    expect(requiredGrants("/admin/order/MC-ABCD2345")).toEqual(["orders"])
    expect(Object.keys(ADMIN_PATH_GRANTS).sort()).toEqual(
      ["", "blog", "cgv", "cookie", "extern", "faq", "landing", "legal", "messages", "newsletters", "order", "orders", "privacy", "products", "promos", "quotes", "societe", "todos", "users", "versions"].sort()
    )
  })
})

describe("canEnter", () => {
  it("lets an admin into the groups of the grants it holds, and no other", () => {
    const grants = ["orders", "quotes"]
    expect(canEnter(grants, "/admin")).toBe(true)
    expect(canEnter(grants, "/admin/orders/ord_1")).toBe(true)
    expect(canEnter(grants, "/admin/quotes")).toBe(true)
    expect(canEnter(grants, "/admin/users")).toBe(false)
    expect(canEnter(grants, "/admin/todos")).toBe(false)
    expect(canEnter(grants, "/admin/history")).toBe(false)
  })

  it("lets a holder of every grant in everywhere, unnamed groups included", () => {
    for (const path of ["/admin", "/admin/cgv", "/admin/extern/manomano", "/admin/history", "/admin/references"]) {
      expect(canEnter([...GRANTS], path)).toBe(true)
    }
  })

  it("keeps out a staff user without grants, even from the dashboard", () => {
    expect(canEnter([], "/admin")).toBe(false)
    expect(canEnter(undefined, "/admin")).toBe(false)
  })

  it("does not count unknown grant names", () => {
    expect(canEnter(["admin", "*", "root"], "/admin")).toBe(false)
    expect(canEnter(["legal", "Orders"], "/admin/orders")).toBe(false)
  })
})

describe("isAdmin and knownGrants", () => {
  it("an admin holds at least one known grant", () => {
    expect(isAdmin(["faq"])).toBe(true)
    expect(isAdmin([])).toBe(false)
    expect(isAdmin(["superuser"])).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })

  it("keeps known grants once each, in table order", () => {
    expect(knownGrants(["faq", "dev", "faq", "nope", 3])).toEqual(["dev", "faq"])
    expect(knownGrants("dev")).toEqual([])
  })
})
