// `npm start`: the whole shop on embedded defaults, with progress for every step and clean
// shutdown of every child process on Ctrl-C.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { info, step, totalElapsed, warn } from "./lib/log.ts";
import { assertPortsFree } from "./lib/ports.ts";
import { runCommand, startService, stopAll, waitForHttp, waitForLine } from "./lib/processes.ts";
import { loadOrCreateSecrets, type ShopSecrets } from "./lib/secrets.ts";
import { buildStorefront } from "./lib/storefront-build.ts";
import {
  cmsEnv,
  commerceEnv,
  ROOT,
  shopConfig,
  storefrontServeEnv,
  type ShopConfig,
} from "./lib/shop-config.ts";

const config = shopConfig();
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const log = (name: string) => path.join(config.logDir, `${name}.log`);

async function startDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) {
    info(`Using the PostgreSQL server of DATABASE_URL`);
    return process.env.DATABASE_URL;
  }
  const child = startService({
    name: "postgres",
    command: bin("tsx"),
    args: ["scripts/postgres.ts", "--data-dir", path.join(config.stateDir, "postgres"), "--port", String(config.ports.postgres), "--db", "medusa"],
    cwd: ROOT,
    env: process.env,
    logFile: log("postgres"),
  });
  const [, adminUrl] = await waitForLine(child, /READY (\S+)/, 120_000);
  return adminUrl.replace(/\/postgres$/, "/medusa");
}

function buildServices(): Promise<void> {
  // Turbo caches each workspace's build output, so a warm start replays it in seconds.
  return runCommand({
    name: "build",
    command: bin("turbo"),
    args: ["run", "build", "--filter=!@shop/storefront", "--filter=!@shop/e2e", "--concurrency=2", "--output-logs=errors-only"],
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--max-old-space-size=4096" },
    logFile: log("build"),
  });
}

async function startCommerce(env: NodeJS.ProcessEnv): Promise<void> {
  const cwd = path.join(ROOT, "commerce");
  await step("Migrating the commerce database", () =>
    runCommand({ name: "migrate", command: bin("medusa"), args: ["db:migrate"], cwd, env, logFile: log("commerce-migrate") }),
  );
  await step("Seeding the catalogue (idempotent)", () =>
    runCommand({ name: "seed", command: bin("medusa"), args: ["exec", "./src/scripts/seed.ts"], cwd, env, logFile: log("commerce-seed") }),
  );
  await step("Starting the commerce engine (Medusa)", async () => {
    const child = startService({
      name: "commerce",
      command: bin("medusa"),
      args: ["start"],
      cwd: path.join(cwd, ".medusa", "server"),
      env,
      logFile: log("commerce"),
    });
    await waitForHttp(`${config.urls.commerce}/health`, child, 180_000);
  });
}

async function startCms(env: NodeJS.ProcessEnv): Promise<void> {
  await step("Starting the CMS (Strapi)", async () => {
    const child = startService({
      name: "cms",
      command: bin("strapi"),
      args: ["start"],
      cwd: path.join(ROOT, "cms"),
      env,
      logFile: log("cms"),
    });
    await waitForHttp(`${config.urls.cms}/_health`, child, 180_000);
  });
}

async function startStorefront(cfg: ShopConfig, secrets: ShopSecrets): Promise<void> {
  const sources = {
    medusaUrl: cfg.urls.commerce,
    adminEmail: secrets.medusa.adminEmail,
    adminPassword: secrets.medusa.adminPassword,
    strapiUrl: cfg.urls.cms,
    strapiToken: secrets.strapi.storefrontToken,
  };
  await step("Building the static storefront (Gatsby)", () => buildStorefront(sources, log("storefront-build")));
  await step("Serving the storefront", async () => {
    const child = startService({
      name: "storefront",
      command: bin("tsx"),
      args: ["server/serve.ts"],
      cwd: path.join(ROOT, "storefront"),
      env: storefrontServeEnv(cfg),
      logFile: log("storefront"),
    });
    await waitForHttp(cfg.urls.storefront, child, 60_000);
  });
}

function printBanner(secrets: ShopSecrets): void {
  const lines = [
    "",
    `\x1b[1mMaison Chaleur is running\x1b[0m (ready in ${totalElapsed()})`,
    `  Storefront      ${config.urls.storefront}`,
    `  Medusa admin    ${config.urls.commerce}/app     ${secrets.medusa.adminEmail} / ${secrets.medusa.adminPassword}`,
    `  Strapi admin    ${config.urls.cms}/admin   ${secrets.strapi.adminEmail} / ${secrets.strapi.adminPassword}`,
    `  Logs            ${config.logDir}`,
    `  Staff logins are kept in ${config.secretsFile} (git-ignored).`,
    "Press Ctrl-C to stop every service.",
  ];
  console.log(lines.join("\n"));
}

async function main(): Promise<void> {
  mkdirSync(config.logDir, { recursive: true });
  const { secrets, created } = loadOrCreateSecrets(config.secretsFile);
  if (created) info(`Generated secrets and staff passwords in ${config.secretsFile}`);

  await assertPortsFree([
    { port: config.ports.storefront, role: "storefront", override: "STOREFRONT_PORT" },
    { port: config.ports.commerce, role: "commerce engine", override: "COMMERCE_PORT" },
    { port: config.ports.cms, role: "CMS", override: "CMS_PORT" },
    ...(process.env.DATABASE_URL ? [] : [{ port: config.ports.postgres, role: "embedded PostgreSQL", override: "EMBEDDED_PG_PORT" }]),
  ]);

  const databaseUrl = await step("Starting PostgreSQL", startDatabase);
  await step("Building the engine, plugins and CMS admin (cached after the first run)", buildServices);

  const commerce = commerceEnv(config, secrets, databaseUrl);
  await Promise.all([startCommerce(commerce), startCms(cmsEnv(config, secrets))]);

  await startStorefront(config, secrets);
  printBanner(secrets);
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    info("Stopping every service…");
    await stopAll();
  }
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
main().catch(async (error: unknown) => {
  warn(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
