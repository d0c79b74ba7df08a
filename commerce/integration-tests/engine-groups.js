// Spec files (http/) that run several to a jest file on one booted engine (shared-engine.ts): a boot costs ~9 s of
// CPU a file, jest loading Medusa's modules again and the app starting.
// A spec belongs here only if its engine is the default one: no `env`/`hooks` option, nothing read from process.env
// at boot but MailDev's address (every group runs one: kit/accounts.ts useMailDev) and the card gateway's (groups
// with `cardGateway`: checkout-support.ts useStripeLocal), no change to the engine's options, its MailDev left open,
// and `seeded: true`. The others keep a jest file and an engine of their own.
// Groups are balanced by file-durations.json so that the two jest workers finish together.
// INTEGRATION_STANDALONE=1 runs every spec alone again (jest.config.js), e.g. to tell a leak between specs from a bug.
module.exports = {
  "group-1": { specs: ["checkout-concurrency", "order", "iforgot", "admin-grants"] },
  "group-2": { specs: ["staff-grants", "quotes", "auth", "me"] },
  "group-3": { specs: ["cart", "pro-pricing", "order-access", "newsletter-campaigns", "product-search"] },
  "group-4": {
    specs: [
      "admin-promos",
      "admin-products",
      "credential-version",
      "messages",
      "warranty",
      "admin-staff",
      "newsletter",
      "admin-users",
      "dev-desk",
      "company",
      "feeds",
      "server-kit",
    ],
  },
  // Each starts its own Strapi (http/kit/cms-server.ts) once the engine runs: the engine reads CMS_URL per request.
  "cms-1": { specs: ["editorial-faq-landing", "editorial", "images"] },
  "cards-1": { cardGateway: true, specs: ["checkout", "abandoned-checkout", "admin-orders-csv", "invoices"] },
  "cards-2": {
    cardGateway: true,
    specs: ["checkout-payment-integrity", "admin-orders", "checkout-compensation", "stats", "withdrawal", "api-journey"],
  },
}
