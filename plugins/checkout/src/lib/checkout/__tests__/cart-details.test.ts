import { assertRegionDelivers, checkoutCartDetails, homeDeliveryMethod } from "../cart-details"

const address = { address_1: "12 rue des Lilas", postal_code: "69003", city: "Lyon", country_code: "fr" }
const base = { cart_id: "cart_1", email: "Camille@Example.fr", billing_address: address, shipping_address: address, metadata: { orderNumber: "A1" } }

describe("what the submit writes on the cart", () => {
  it("gives a guest's cart the guest customer and the e-mail as Medusa stored it", () => {
    const details = checkoutCartDetails({ ...base, customer: { id: "cus_guest", email: "camille@example.fr", has_account: false } })
    expect(details).toEqual({
      id: "cart_1",
      email: "camille@example.fr",
      customer_id: "cus_guest",
      billing_address: address,
      shipping_address: address,
      metadata: { orderNumber: "A1" },
    })
  })

  it("keeps the typed e-mail on an account's cart", () => {
    const details = checkoutCartDetails({ ...base, customer: { id: "cus_account", email: "old@example.fr", has_account: true } })
    expect(details).toMatchObject({ email: "Camille@Example.fr", customer_id: "cus_account" })
  })
})

describe("the delivery country", () => {
  it("is accepted when the cart's region serves it, whatever its case", () => {
    expect(() => assertRegionDelivers(["fr", "be"], "FR")).not.toThrow()
  })

  it("is refused in French otherwise", () => {
    expect(() => assertRegionDelivers(["fr"], "de")).toThrow("Nous ne livrons pas dans ce pays")
  })
})

describe("the home delivery method", () => {
  const priced = { id: "so_home", name: "Livraison à domicile", data: null, calculated_price: { calculated_amount: 990, is_calculated_price_tax_inclusive: true } }

  it("takes Medusa's price for this cart", () => {
    expect(homeDeliveryMethod([priced], "so_home", "cart_1")).toEqual({
      shipping_option_id: "so_home",
      amount: 990,
      is_tax_inclusive: true,
      data: {},
      name: "Livraison à domicile",
      cart_id: "cart_1",
    })
  })

  it("keeps a free delivery (a price of 0 is a price)", () => {
    expect(homeDeliveryMethod([{ ...priced, calculated_price: { calculated_amount: 0 } }], "so_home", "cart_1").amount).toBe(0)
  })

  it("refuses when the option cannot serve the address or has no price", () => {
    const refusal = "La livraison n'est pas disponible pour cette adresse."
    expect(() => homeDeliveryMethod([], "so_home", "cart_1")).toThrow(refusal)
    expect(() => homeDeliveryMethod([{ ...priced, calculated_price: null }], "so_home", "cart_1")).toThrow(refusal)
  })
})
