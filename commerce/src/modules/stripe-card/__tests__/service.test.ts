import StripeCardProviderService from "../service"
import { notificationModule, paymentModules } from "../../config"

const options = { apiKey: "sk_test_unit", webhookSecret: "whsec_unit" }
const hostOf = (provider: StripeCardProviderService) => provider.apiHost
const portOf = (provider: StripeCardProviderService) =>
  (provider as unknown as { stripe_: { getApiField(field: string): unknown } }).stripe_.getApiField("port")

describe("the card provider's Stripe client", () => {
  it("talks to real Stripe when no host is given", () => {
    expect(hostOf(new StripeCardProviderService({}, options))).toBe("api.stripe.com")
  })

  it("talks to the local server when a host is given", () => {
    const provider = new StripeCardProviderService({}, { ...options, apiHost: "127.0.0.1", apiPort: "12111", apiProtocol: "http" })
    expect(hostOf(provider)).toBe("127.0.0.1")
    expect(Number(portOf(provider))).toBe(12111)
  })

  it("is Medusa's Stripe provider, named so that its id is pp_stripe_stripe with id \"stripe\"", () => {
    expect(StripeCardProviderService.identifier).toBe("stripe")
  })
})

describe("the modules of medusa-config", () => {
  it("registers the bank transfer always and the card provider only with a Stripe key", () => {
    const ids = (env: NodeJS.ProcessEnv) =>
      (paymentModules(env)[0] as { options: { providers: { id: string }[] } }).options.providers.map((p) => p.id)
    expect(ids({})).toEqual(["default"])
    expect(ids({ STRIPE_API_KEY: "sk_test_x" })).toEqual(["default", "stripe"])
    const [payment] = paymentModules({ STRIPE_API_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: "12111" })
    expect(payment).toMatchObject({
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: [
          { resolve: "./src/modules/bank-transfer", id: "default" },
          {
            resolve: "./src/modules/stripe-card",
            id: "stripe",
            options: { apiKey: "sk_test_x", webhookSecret: "whsec_x", apiHost: "127.0.0.1", apiPort: "12111", apiProtocol: "http" },
          },
        ],
      },
    })
  })

  it("leaves the host unset for real Stripe", () => {
    const [payment] = paymentModules({ STRIPE_API_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
    const provider = (payment as { options: { providers: { options: Record<string, unknown> }[] } }).options.providers[1]
    expect(provider.options).toMatchObject({ apiHost: undefined, apiPort: undefined, apiProtocol: undefined })
  })

  it("sends e-mails to MailDev unless SMTP_URL and SMTP_FROM say otherwise", () => {
    const providers = (env: NodeJS.ProcessEnv) =>
      (notificationModule(env) as { options: { providers: { id: string; options: Record<string, unknown> }[] } }).options.providers
    const options = (env: NodeJS.ProcessEnv) => providers(env).find((provider) => provider.id === "smtp")!.options
    // The admin's notification feed keeps Medusa's local provider.
    expect(providers({}).find((provider) => provider.id === "local")?.options.channels).toEqual(["feed"])
    expect(options({})).toEqual({ channels: ["email"], url: "smtp://localhost:1025", from: "Maison Chaleur <boutique@maison-chaleur.fr>" })
    expect(options({ SMTP_URL: "smtps://u:p@relay:465", SMTP_FROM: "Boutique <b@x.fr>" })).toMatchObject({ url: "smtps://u:p@relay:465", from: "Boutique <b@x.fr>" })
  })
})
