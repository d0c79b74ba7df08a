import { newSecretToken } from "@shop/server-kit"
import { subscribeInputSchema, unsubscribeInputSchema } from "../validation"

describe("subscribeInputSchema", () => {
  it("lower-cases the e-mail and defaults the customer and the token rotation", () => {
    expect(subscribeInputSchema.parse({ email: " Jean@Exemple.FR ", source: "signup" })).toEqual({
      email: "jean@exemple.fr",
      customer_id: null,
      source: "signup",
      rotate_token: false,
    })
  })

  it("refuses a bad e-mail and an unknown source in French", () => {
    const result = subscribeInputSchema.safeParse({ email: "pas-un-email", source: "import" })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Saisissez une adresse email valide",
      "Cette origine d'inscription n'existe pas.",
    ])
  })
})

describe("unsubscribeInputSchema", () => {
  it("takes a token of the right shape or a customer", () => {
    const { token } = newSecretToken()
    expect(unsubscribeInputSchema.parse({ token })).toEqual({ token })
    expect(unsubscribeInputSchema.parse({ customer_id: "cus_1" })).toEqual({ customer_id: "cus_1" })
  })

  it("refuses a malformed token", () => {
    expect(unsubscribeInputSchema.safeParse({ token: "abc" }).success).toBe(false)
    expect(unsubscribeInputSchema.safeParse({}).success).toBe(false)
  })
})
