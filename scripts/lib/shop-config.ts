import path from "node:path";
import type { ShopSecrets } from "./secrets.ts";

// One place for the ports, URLs and per-service environment of the local shop, shared by
// `npm start` and the benchmarks.
export const ROOT = path.resolve(import.meta.dirname, "..", "..");

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export function shopConfig() {
  const stateDir = path.resolve(process.env.SHOP_STATE_DIR ?? path.join(ROOT, ".data"));
  const ports = {
    storefront: port("STOREFRONT_PORT", 8000),
    commerce: port("COMMERCE_PORT", 9000),
    cms: port("CMS_PORT", 1337),
    postgres: port("EMBEDDED_PG_PORT", 5433),
    stripe: port("STRIPE_LOCAL_PORT", 12111),
    smtp: port("MAILDEV_SMTP_PORT", 1025),
    mail: port("MAILDEV_WEB_PORT", 1080),
  };
  return {
    stateDir,
    ports,
    secretsFile: path.join(stateDir, "secrets.json"),
    logDir: path.join(stateDir, "logs"),
    urls: {
      storefront: `http://localhost:${ports.storefront}`,
      commerce: `http://localhost:${ports.commerce}`,
      cms: `http://localhost:${ports.cms}`,
      mail: `http://localhost:${ports.mail}`,
      stripe: `http://127.0.0.1:${ports.stripe}`,
    },
    /** Card payments go to the local Stripe-compatible server unless real Stripe keys are given. */
    localStripe: !process.env.STRIPE_API_KEY,
    /** E-mails go to MailDev unless an SMTP relay is given. */
    localMail: !process.env.SMTP_URL,
  };
}
export type ShopConfig = ReturnType<typeof shopConfig>;

/** Any `sk_test_` key is accepted by the local Stripe-compatible server; nothing secret. */
export const LOCAL_STRIPE_API_KEY = "sk_test_maison_chaleur_local";

/** Where the engine sends card payments and e-mails: the local stand-ins, or what the environment names. */
function gatewayEnv(config: ShopConfig, secrets: ShopSecrets): NodeJS.ProcessEnv {
  const mail = { SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${config.ports.smtp}` };
  if (!config.localStripe) return mail;
  return {
    ...mail,
    STRIPE_API_KEY: LOCAL_STRIPE_API_KEY,
    STRIPE_WEBHOOK_SECRET: secrets.stripe.webhookSecret,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(config.ports.stripe),
    STRIPE_API_PROTOCOL: "http",
  };
}

export function commerceEnv(config: ShopConfig, secrets: ShopSecrets, databaseUrl: string): NodeJS.ProcessEnv {
  const origins = [config.urls.storefront, config.urls.commerce].join(",");
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    PORT: String(config.ports.commerce),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secrets.medusa.jwtSecret,
    COOKIE_SECRET: secrets.medusa.cookieSecret,
    STORE_CORS: config.urls.storefront,
    ADMIN_CORS: origins,
    AUTH_CORS: origins,
    MEDUSA_BACKEND_URL: config.urls.commerce,
    MEDUSA_ADMIN_EMAIL: secrets.medusa.adminEmail,
    MEDUSA_ADMIN_PASSWORD: secrets.medusa.adminPassword,
    // The order-desk login (orders + messages only), seeded beside the owner's.
    MEDUSA_DESK_EMAIL: secrets.medusa.deskEmail,
    MEDUSA_DESK_PASSWORD: secrets.medusa.deskPassword,
    MEDUSA_UPLOAD_DIR: path.join(config.stateDir, "medusa-uploads"),
    CMS_URL: config.urls.cms,
    // The blog's RSS feed (/api/flux/rss) reads the CMS with the storefront's read-only token.
    CMS_READ_TOKEN: secrets.strapi.storefrontToken,
    // The back-office's editorial calls (/api/article…, CMS pages of /api/guide/{tag}) write to the CMS with this one.
    CMS_EDITOR_TOKEN: secrets.strapi.editorToken,
    MEDUSA_DISABLE_TELEMETRY: "true",
    // The local shop is a demo: its seed adds the demo voucher codes (the production seed job does not).
    SEED_DEMO_VOUCHERS: process.env.SEED_DEMO_VOUCHERS ?? "true",
    // A local shop shows the example bank account unless BANK_TRANSFER_* name a real one (a deployment never sets this).
    BANK_TRANSFER_ALLOW_EXAMPLE: process.env.BANK_TRANSFER_ALLOW_EXAMPLE ?? "true",
    // The CSV product import's api key: the deployment's, else the one generated in the secrets file.
    PRODUCT_IMPORT_API_KEY: process.env.PRODUCT_IMPORT_API_KEY ?? secrets.catalogue.importApiKey,
    ...gatewayEnv(config, secrets),
  };
}

export function cmsEnv(config: ShopConfig, secrets: ShopSecrets): NodeJS.ProcessEnv {
  const s = secrets.strapi;
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    HOST: "127.0.0.1",
    PORT: String(config.ports.cms),
    APP_KEYS: s.appKeys.join(","),
    API_TOKEN_SALT: s.apiTokenSalt,
    ADMIN_JWT_SECRET: s.adminJwtSecret,
    TRANSFER_TOKEN_SALT: s.transferTokenSalt,
    JWT_SECRET: s.jwtSecret,
    ENCRYPTION_KEY: s.encryptionKey,
    CMS_SQLITE_FILE: process.env.CMS_SQLITE_FILE ?? path.join(config.stateDir, "cms.sqlite"),
    // Uploads live beside the CMS database, so wiping the state folder wipes both.
    CMS_PUBLIC_DIR: path.join(config.stateDir, "cms-public"),
    STRAPI_ADMIN_EMAIL: s.adminEmail,
    STRAPI_ADMIN_PASSWORD: s.adminPassword,
    STOREFRONT_API_TOKEN: s.storefrontToken,
    EDITOR_API_TOKEN: s.editorToken,
    STRAPI_TELEMETRY_DISABLED: "true",
  };
}

export function storefrontServeEnv(config: ShopConfig): NodeJS.ProcessEnv {
  return { ...process.env, PORT: String(config.ports.storefront), API_TARGET: config.urls.commerce, CMS_TARGET: config.urls.cms };
}
