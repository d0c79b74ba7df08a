import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fingerprint } from "./fingerprint.ts";
import { info, step } from "./log.ts";
import { runCommand, startService, waitForHttp, waitForLine } from "./processes.ts";
import type { ShopSecrets } from "./secrets.ts";
import { cmsEnv, commerceEnv, ROOT, storefrontServeEnv, type ShopConfig } from "./shop-config.ts";
import { buildStorefront } from "./storefront-build.ts";

// The services of the shop, each started the same way by `npm start` and by the benchmarks.
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const logFile = (config: ShopConfig, name: string) => path.join(config.logDir, `${name}.log`);

export async function startDatabase(config: ShopConfig): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.DATABASE_URL) {
    info("Using the PostgreSQL server of DATABASE_URL");
    return { url: process.env.DATABASE_URL, child: null };
  }
  const child = startService({
    name: "postgres",
    command: bin("tsx"),
    args: ["scripts/postgres.ts", "--data-dir", path.join(config.stateDir, "postgres"), "--port", String(config.ports.postgres), "--db", "medusa"],
    cwd: ROOT,
    env: process.env,
    logFile: logFile(config, "postgres"),
  });
  const [, adminUrl] = await waitForLine(child, /READY (\S+)/, 120_000);
  return { url: adminUrl.replace(/\/postgres$/, "/medusa"), child };
}

/** Builds the shared package, the plugins, the engine and the CMS admin; Turbo replays cached outputs. */
export function buildServices(config: ShopConfig): Promise<void> {
  return runCommand({
    name: "build",
    command: bin("turbo"),
    args: ["run", "build", "--filter=!@shop/storefront", "--filter=!@shop/e2e", "--concurrency=2", "--output-logs=errors-only"],
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", ...adminBackendUrls(config) },
    logFile: logFile(config, "build"),
  });
}

/**
 * The Medusa admin bundle has its engine's URL built in (Strapi's calls its own origin). On the default port the
 * config's default is right, and leaving the variable unset keeps Turbo's cache key the same as `npm test`'s build
 * (no second build); a shop on another COMMERCE_PORT builds an admin that calls its own engine.
 */
function adminBackendUrls(config: ShopConfig): NodeJS.ProcessEnv {
  return config.ports.commerce === 9000 ? {} : { MEDUSA_BACKEND_URL: config.urls.commerce };
}

function commerceFingerprint(databaseUrl: string, extraEnv: NodeJS.ProcessEnv): string {
  const plugins = readdirSync(path.join(ROOT, "plugins")).map((name) => path.join(ROOT, "plugins", name, ".medusa", "server"));
  return fingerprint(
    [path.join(ROOT, "commerce", ".medusa", "server", "src"), ...plugins, path.join(ROOT, "commerce", "src", "scripts"), path.join(ROOT, "packages", "shared", "dist")],
    JSON.stringify({ databaseUrl, extraEnv }),
  );
}

/** Migrates and seeds the engine's database, unless nothing that shapes them changed since the last time. */
export async function prepareCommerce(config: ShopConfig, secrets: ShopSecrets, databaseUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  const marker = path.join(config.stateDir, "commerce-prepared.txt");
  const current = commerceFingerprint(databaseUrl, extraEnv);
  if (existsSync(marker) && readFileSync(marker, "utf8") === current) {
    info("Commerce database already migrated and seeded for this build (delete .data/commerce-prepared.txt to force)");
    return;
  }
  const env = { ...commerceEnv(config, secrets, databaseUrl), ...extraEnv };
  const cwd = path.join(ROOT, "commerce");
  await step("Migrating the commerce database", () =>
    runCommand({ name: "migrate", command: bin("medusa"), args: ["db:migrate"], cwd, env, logFile: logFile(config, "commerce-migrate") }),
  );
  await step("Seeding the catalogue (idempotent)", () =>
    runCommand({ name: "seed", command: bin("medusa"), args: ["exec", "./src/scripts/seed.ts"], cwd, env, logFile: logFile(config, "commerce-seed") }),
  );
  writeFileSync(marker, current);
}

export function startCommerce(config: ShopConfig, secrets: ShopSecrets, databaseUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  return step("Starting the commerce engine (Medusa)", async () => {
    const child = startService({
      name: "commerce",
      command: bin("medusa"),
      args: ["start"],
      cwd: path.join(ROOT, "commerce", ".medusa", "server"),
      env: { ...commerceEnv(config, secrets, databaseUrl), ...extraEnv },
      logFile: logFile(config, "commerce"),
    });
    await waitForHttp(`${config.urls.commerce}/health`, child, 180_000);
    return child;
  });
}

export function startCms(config: ShopConfig, secrets: ShopSecrets): Promise<ChildProcess> {
  return step("Starting the CMS (Strapi)", async () => {
    const child = startService({
      name: "cms",
      command: bin("strapi"),
      args: ["start"],
      cwd: path.join(ROOT, "cms"),
      env: cmsEnv(config, secrets),
      logFile: logFile(config, "cms"),
    });
    await waitForHttp(`${config.urls.cms}/_health`, child, 180_000);
    return child;
  });
}

export function storefrontSources(config: ShopConfig, secrets: ShopSecrets) {
  return {
    medusaUrl: config.urls.commerce,
    adminEmail: secrets.medusa.adminEmail,
    adminPassword: secrets.medusa.adminPassword,
    strapiUrl: config.urls.cms,
    strapiToken: secrets.strapi.storefrontToken,
  };
}

/** An incremental build after a product change (storefront-rebuild.ts publishes it). */
export function rebuildStorefront(config: ShopConfig, secrets: ShopSecrets): Promise<void> {
  return buildStorefront(storefrontSources(config, secrets), logFile(config, "storefront-rebuild"));
}

export function generateStorefront(config: ShopConfig, secrets: ShopSecrets, onSpawn?: (child: ChildProcess) => void): Promise<void> {
  const sources = storefrontSources(config, secrets);
  // A second shop started from the same checkout must not rebuild the one Gatsby folder the first one serves.
  if (process.env.STOREFRONT_BUILD === "reuse" && existsSync(path.join(ROOT, "storefront", "public", "index.html"))) {
    info("Serving the last storefront build (STOREFRONT_BUILD=reuse)");
    return Promise.resolve();
  }
  return step("Building the static storefront (Gatsby)", () => buildStorefront(sources, logFile(config, "storefront-build"), onSpawn));
}

/** Serves `publicDir` (default: Gatsby's folder; `npm start` gives the swapped copy of storefront-rebuild.ts). */
export function serveStorefront(config: ShopConfig, publicDir?: string): Promise<ChildProcess> {
  return step("Serving the storefront", async () => {
    const child = startService({
      name: "storefront",
      command: bin("tsx"),
      args: ["server/serve.ts"],
      cwd: path.join(ROOT, "storefront"),
      env: { ...storefrontServeEnv(config), ...(publicDir ? { PUBLIC_DIR: publicDir } : {}) },
      logFile: logFile(config, "storefront"),
    });
    await waitForHttp(config.urls.storefront, child, 60_000);
    return child;
  });
}

/** MailDev catches every e-mail the engine sends (web UI and REST API), unless SMTP_URL names a relay. */
export async function startMailCatcher(config: ShopConfig): Promise<ChildProcess | null> {
  if (!config.localMail) {
    info("E-mails go to the SMTP relay of SMTP_URL");
    return null;
  }
  return step("Starting the e-mail catcher (MailDev)", async () => {
    const child = startService({
      name: "maildev",
      command: bin("maildev"),
      args: ["--smtp", String(config.ports.smtp), "--web", String(config.ports.mail), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1"],
      cwd: ROOT,
      env: process.env,
      logFile: logFile(config, "maildev"),
    });
    await waitForHttp(`${config.urls.mail}/healthz`, child, 60_000);
    return child;
  });
}

/** The local Stripe-compatible server (card gateway and hosted card page), unless STRIPE_API_KEY names real Stripe. */
export async function startStripeLocal(config: ShopConfig, secrets: ShopSecrets): Promise<ChildProcess | null> {
  if (!config.localStripe) {
    info("Card payments go to Stripe (STRIPE_API_KEY)");
    return null;
  }
  return step("Starting the local card gateway (Stripe-compatible)", async () => {
    const child = startService({
      name: "stripe-local",
      command: bin("tsx"),
      args: [
        "packages/stripe-local/src/cli.ts",
        "--port", String(config.ports.stripe),
        "--host", "127.0.0.1",
        // Medusa receives a provider's webhooks on /hooks/payment/<provider id without "pp_">.
        "--webhook", `${config.urls.commerce}/hooks/payment/stripe_stripe`,
        "--secret", secrets.stripe.webhookSecret,
        // Payments, events and undelivered webhooks survive a restart of the shop.
        "--state", path.join(config.stateDir, "stripe-local.json"),
      ],
      cwd: ROOT,
      env: process.env,
      logFile: logFile(config, "stripe-local"),
    });
    await waitForLine(child, /listening on/, 60_000);
    return child;
  });
}
