// `npm start`: the whole shop on embedded defaults, with progress for every step and clean
// shutdown of every child process on Ctrl-C.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { info, step, totalElapsed, warn } from "./lib/log.ts";
import { assertPortsFree } from "./lib/ports.ts";
import { stopAll, whenAServiceDies } from "./lib/processes.ts";
import { loadOrCreateSecrets, type ShopSecrets } from "./lib/secrets.ts";
import {
  buildServices,
  generateStorefront,
  prepareCommerce,
  rebuildStorefront,
  serveStorefront,
  startCms,
  startCommerce,
  startDatabase,
  startMailCatcher,
  startStripeLocal,
} from "./lib/services.ts";
import { shopConfig } from "./lib/shop-config.ts";
import { listenForRebuilds, liveDir, publishBuild, RebuildQueue, type RebuildListener } from "./lib/storefront-rebuild.ts";

const config = shopConfig();
let rebuilds: RebuildListener | null = null;

function printBanner(secrets: ShopSecrets): void {
  const lines = [
    "",
    `\x1b[1mMaison Chaleur is running\x1b[0m (ready in ${totalElapsed()})`,
    `  Storefront      ${config.urls.storefront}`,
    `  Medusa admin    ${config.urls.commerce}/app     ${secrets.medusa.adminEmail} / ${secrets.medusa.adminPassword}`,
    `  Back-office     ${config.urls.storefront}/admin/  same owner login; order desk (orders + messages) ${secrets.medusa.deskEmail} / ${secrets.medusa.deskPassword}`,
    `  Strapi admin    ${config.urls.cms}/admin   ${secrets.strapi.adminEmail} / ${secrets.strapi.adminPassword}`,
    config.localMail
      ? `  E-mails         ${config.urls.mail}   (MailDev: every e-mail the shop sends)`
      : "  E-mails         sent through SMTP_URL",
    config.localStripe
      ? `  Card payments   local Stripe-compatible server ${config.urls.stripe} (test page: Payer / Refuser / Abandonner)`
      : "  Card payments   Stripe (STRIPE_API_KEY)",
    `  Logs            ${config.logDir}`,
    `  Staff logins are kept in ${config.secretsFile} (git-ignored).`,
    "Press Ctrl-C to stop every service.",
  ];
  console.log(lines.join("\n"));
}

async function main(): Promise<void> {
  mkdirSync(config.logDir, { recursive: true });
  mkdirSync(path.join(config.stateDir, "cms-public", "uploads"), { recursive: true });
  const { secrets, created } = loadOrCreateSecrets(config.secretsFile);
  if (created) info(`Generated secrets and staff passwords in ${config.secretsFile}`);

  await assertPortsFree([
    { port: config.ports.storefront, role: "storefront", override: "STOREFRONT_PORT" },
    { port: config.ports.commerce, role: "commerce engine", override: "COMMERCE_PORT" },
    { port: config.ports.cms, role: "CMS", override: "CMS_PORT" },
    ...(process.env.DATABASE_URL ? [] : [{ port: config.ports.postgres, role: "embedded PostgreSQL", override: "EMBEDDED_PG_PORT" }]),
    ...(config.localStripe ? [{ port: config.ports.stripe, role: "local card gateway", override: "STRIPE_LOCAL_PORT" }] : []),
    ...(config.localMail
      ? [
          { port: config.ports.smtp, role: "MailDev SMTP", override: "MAILDEV_SMTP_PORT" },
          { port: config.ports.mail, role: "MailDev web UI", override: "MAILDEV_WEB_PORT" },
        ]
      : []),
  ]);

  // The e-mail catcher and the card gateway start in the shadow of the database.
  const [database] = await Promise.all([
    step("Starting PostgreSQL", () => startDatabase(config)),
    startMailCatcher(config),
    startStripeLocal(config, secrets),
  ]);
  await step("Building the engine, plugins and CMS admin (cached after the first run)", () => buildServices(config));
  // Product changes made in the back-office rebuild their pages incrementally (scripts/lib/storefront-rebuild.ts),
  // except for a second shop reusing another's build (it must not rebuild the Gatsby folder they share).
  const queue = new RebuildQueue(async () => {
    await rebuildStorefront(config, secrets);
    publishBuild(config);
  });
  rebuilds = process.env.STOREFRONT_BUILD === "reuse" ? null : await listenForRebuilds(queue);
  const rebuildEnv = rebuilds ? { STOREFRONT_REBUILD_URL: rebuilds.url, STOREFRONT_REBUILD_TOKEN: rebuilds.token } : {};
  // The CMS does not depend on the engine: it boots while the engine migrates and seeds.
  await Promise.all([
    prepareCommerce(config, secrets, database.url).then(() => startCommerce(config, secrets, database.url, rebuildEnv)),
    startCms(config, secrets),
  ]);
  await generateStorefront(config, secrets);
  publishBuild(config);
  await serveStorefront(config, liveDir(config));
  queue.start();
  printBanner(secrets);
}

// One shutdown for every cause (Ctrl-C, a crash, a failed step): a second cause waits for the
// first instead of exiting while services are still being stopped.
let shuttingDown: Promise<never> | undefined;
function shutdown(code: number): Promise<never> {
  shuttingDown ??= (async () => {
    info("Stopping every service…");
    rebuilds?.close();
    await stopAll();
    process.exit(code);
  })();
  return shuttingDown;
}

whenAServiceDies((name, code) => {
  warn(`${name} stopped unexpectedly (exit ${code}); see ${path.join(config.logDir, `${name}.log`)}`);
  void shutdown(1);
});
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
main().catch(async (error: unknown) => {
  // A step interrupted by the shutdown itself is not news.
  if (!shuttingDown) warn(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
