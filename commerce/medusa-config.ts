import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { fileModule, redisModules, workerMode } from "./src/lib/modules"
import { notificationModule, paymentModules } from "./src/modules/config"
import { productImportApiKey } from "@shop/product-desk/lib/import-key"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
// In production mode the engine refuses to start without the CSV import's api key (PRODUCT_IMPORT_API_KEY).
productImportApiKey(process.env)

const backendUrl = (process.env.MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, "")
const redisUrl = process.env.REDIS_URL || undefined
const mode = workerMode(process.env.MEDUSA_WORKER_MODE)
/** A whole number from the environment, else undefined (the plugin's production default applies). */
const envCount = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined)

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // Sessions live in Redis when there is one, so any server replica can answer any request.
    redisUrl,
    workerMode: mode,
    // Medusa marks the session cookie Secure whenever NODE_ENV is production; on the plain-http local
    // shop (`npm start`) the browser would then drop it and the admin could not log in. The cookie is
    // Secure exactly when the public URL is https, as in the production topology behind TLS.
    cookieOptions: backendUrl.startsWith("https://") ? {} : { secure: false },
    // Medusa's default `resave: true` writes back every request's copy of the session: a read that ends
    // after a concurrent write (the page's session check vs. saving the cookie choice) undid that write.
    // Only modified sessions are saved; unmodified ones are only touched.
    sessionOptions: { resave: false },
    http: {
      storeCors: process.env.STORE_CORS || "http://localhost:8000",
      adminCors: process.env.ADMIN_CORS || "http://localhost:9000",
      authCors: process.env.AUTH_CORS || "http://localhost:8000,http://localhost:9000",
      // Medusa itself refuses to start in production without these; the fallback only serves development.
      jwtSecret: process.env.JWT_SECRET || (process.env.NODE_ENV === "production" ? undefined : "dev-jwt-secret"),
      cookieSecret:
        process.env.COOKIE_SECRET || (process.env.NODE_ENV === "production" ? undefined : "dev-cookie-secret"),
    },
  },
  admin: {
    // A worker answers no HTTP traffic worth an admin bundle.
    disable: mode === "worker",
    backendUrl,
  },
  // The caching module is behind a feature flag in Medusa 2.21; it only makes sense with Redis.
  featureFlags: redisUrl ? { caching: true } : {},
  modules: [
    fileModule(backendUrl),
    ...redisModules(redisUrl),
    // Card payments (pp_stripe_stripe, beside pp_system_default) when STRIPE_API_KEY is set.
    ...paymentModules(process.env),
    // E-mails over SMTP_URL (MailDev by default).
    notificationModule(process.env),
  ],
  plugins: [
    {
      resolve: "@shop/compat-api",
      options: {
        cmsUrl: process.env.CMS_URL || "http://localhost:1337",
        // Issue 11 item 12: per-IP limits on sign-ups and checkout submits (defaults 10 and 30 an hour). A shop
        // whose visitors all share one address (the local journeys, the integration tests) raises them here.
        signupRateLimit: { perIp: envCount("SIGNUP_RATE_LIMIT_PER_IP") },
        checkoutRateLimit: { perIp: envCount("CHECKOUT_RATE_LIMIT_PER_IP") },
      },
    },
    // Product search: the index table, its sync, /api/product/{query,bestMatch,highlights}; the catalogue read.
    { resolve: "@shop/product-search", options: {} },
    // Checkout submit (one compensated workflow), card and transfer payment, abandoned checkouts, order lookup.
    // Caps on open unpaid orders per account and per IP (defaults 3 and 10); PENDING transfers reminded after 5 days,
    // cancelled after 10 (docs/adr/002-payment-flow.md).
    {
      resolve: "@shop/checkout",
      options: { unpaidOrderCaps: { perAccount: envCount("UNPAID_ORDERS_PER_ACCOUNT"), perIp: envCount("UNPAID_ORDERS_PER_IP") } },
    },
    // Contact messages: threads with secret links, private attachments (unclaimed ones purged after a day), the
    // thread lookup e-mail, warranty registrations.
    { resolve: "@shop/contact-messages", options: {} },
    // The eight order states of spec 4.1 (table, history, read-only links to Medusa's order).
    { resolve: "@shop/order-states", options: {} },
    // The staff order desk: list, late orders, detail with history, state changes, refunds, comments, CSV in and out.
    { resolve: "@shop/order-desk", options: {} },
    // The company identity of /admin/societe (GET/PUT /api/guide/societe): invoices, quote PDFs and the legal notice
    // read it (docs/adr/015-company-identity.md).
    { resolve: "@shop/company", options: {} },
    // Invoices and credit notes: gap-free FA/AV numbers, frozen snapshots, PDF and Factur-X downloads.
    { resolve: "@shop/invoices", options: {} },
    // Staff grants of spec section 6 (Medusa's own RBAC is enterprise-only): module, user link, workflow.
    { resolve: "@shop/admin-grants", options: {} },
    // Pro advantages: "Tarif professionnel" price list (−2 %), loyalty tiers up to 15 %, free delivery.
    { resolve: "@shop/pro-pricing", options: {} },
    // Newsletter subscriptions: consent (date, source), status, hashed unsubscribe token, subscribe/unsubscribe.
    { resolve: "@shop/newsletter", options: {} },
    // Back-office newsletter campaigns (/api/newsletter, grant newsletter): sent by the worker, throttled, resumable.
    { resolve: "@shop/newsletter-campaigns", options: { emailsPerSecond: envCount("NEWSLETTER_EMAILS_PER_SECOND") } },
    // Staff's customer desk: /api/users search, read, edit (pro flag, verified pro, loyalty, orders, threads);
    // the pro and loyalty widget on the Medusa admin's customer page.
    { resolve: "@shop/customer-desk", options: {} },
    // Staff promo codes (/api/promos, grant promo) on Medusa promotions: amount, minimum, dates, limit, audience.
    { resolve: "@shop/promos", options: {} },
    // Staff product desk (/api/products, grant dev), CSV import by EAN with its api key, storefront page rebuilds.
    { resolve: "@shop/product-desk", options: {} },
    // Feeds (Google Merchant Center, blog RSS, ManoMano CSV out and in) and the dashboard's statistics with the
    // consented page views (docs/adr/011-statistics-and-visits.md).
    { resolve: "@shop/feeds", options: {} },
    // The withdrawal function (L221-21): declarations with their 14-day rule, acknowledgement e-mail, staff returns.
    { resolve: "@shop/withdrawal", options: {} },
    // Quotations (docs/adr/012-quotes.md): ref 22-ABCDEF, staff answers with quoted prices, comments, PDF, the cart's
    // quotation field at the quoted prices, the order keeps the ref. `shopEmail`: the inbox told of requests.
    { resolve: "@shop/quotes", options: { shopEmail: process.env.QUOTES_SHOP_EMAIL || undefined } },
    // The developers' desk: staff todos with comments and attachments, deployed versions (recorded on start from the
    // build's git revision) with comments, the shop-wide history and the product references (plugins/dev-desk).
    { resolve: "@shop/dev-desk", options: {} },
    // Editorial (docs/adr/014): articles and the CMS pages of /api/guide/{tag} written to Strapi with the editor token
    // (CMS_EDITOR_TOKEN); publishing asks the storefront builder for an incremental build.
    { resolve: "@shop/editorial", options: {} },
  ],
})
