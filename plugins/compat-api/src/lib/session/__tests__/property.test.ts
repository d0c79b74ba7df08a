import { applySessionUpdate, parseSessionUpdate } from "../property"
import type { ShopSessionData } from "@shop/server-kit"

describe("parseSessionUpdate", () => {
  it("accepts cookieAccepted with a boolean", () => {
    expect(parseSessionUpdate({ property: "cookieAccepted", value: true })).toEqual({
      ok: true,
      value: { property: "cookieAccepted", value: true },
    })
  })

  it("refuses an unknown property in French", () => {
    expect(parseSessionUpdate({ property: "customerId", value: "cus_1" })).toEqual({
      ok: false,
      message: "Cette propriété de session n'existe pas.",
    })
    expect(parseSessionUpdate({ value: true })).toEqual({ ok: false, message: "Cette propriété de session n'existe pas." })
  })

  it("refuses a value of the wrong type", () => {
    expect(parseSessionUpdate({ property: "cookieAccepted", value: "yes" })).toEqual({
      ok: false,
      message: "Ce champ n'est pas valide",
    })
  })

  it("refuses a body that is not an object", () => {
    expect(parseSessionUpdate(["cookieAccepted", true])).toEqual({
      ok: false,
      message: "Les informations envoyées ne sont pas valides",
    })
    expect(parseSessionUpdate(undefined).ok).toBe(false)
  })
})

describe("applySessionUpdate", () => {
  it("stores cookieAccepted under extras, keeping the rest of the session", () => {
    const session: ShopSessionData = { cartId: "cart_1", extras: {} }
    applySessionUpdate(session, { property: "cookieAccepted", value: false })
    expect(session).toEqual({ cartId: "cart_1", extras: { cookieAccepted: false } })
  })
})
