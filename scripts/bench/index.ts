// `npm run bench`: how long the static storefront takes to generate for the seeded catalogue and
// for 2,000 generated products, the latency of the /api calls on that big catalogue (search, cart
// next to the raw Medusa call it wraps, checkout submit), and the peak memory of each service
// meanwhile; then, the shop stopped, the topology load test (./topology.ts: 200 concurrent checkouts of a stock of 10
// through 2 engine replicas + 1 worker on the machine's PostgreSQL and Redis).
// Runs on its own ports and a fresh state folder, so it never touches the shop of `npm start`.
import { readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { info } from "../lib/log.ts";
import { PeakMemory } from "../lib/memory.ts";
import { stopAll } from "../lib/processes.ts";
import { fetchPublishableKey } from "../lib/medusa-admin.ts";
import { loadOrCreateSecrets } from "../lib/secrets.ts";
import { buildServices, generateStorefront, prepareCommerce, startCms, startCommerce, startDatabase } from "../lib/services.ts";
import { ROOT, shopConfig } from "../lib/shop-config.ts";
import { benchCart, benchCheckoutSubmit } from "./api.ts";
import { benchTopologyCheckouts, type TopologyLoadFigures } from "./topology.ts";
import { benchSearch } from "./search.ts";

const GENERATED_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
/** `npm run bench -- --api-only`: skip the two storefront builds, measure only the /api calls. */
const API_ONLY = process.argv.includes("--api-only");
/** `npm run bench -- --topology-only`: only the topology load test. */
const TOPOLOGY_ONLY = process.argv.includes("--topology-only");
/** `npm run bench -- --no-topology`: skip the topology load test at the end. */
const NO_TOPOLOGY = process.argv.includes("--no-topology");

Object.assign(process.env, {
  SHOP_STATE_DIR: process.env.SHOP_STATE_DIR ?? path.join(ROOT, ".data", "bench"),
  COMMERCE_PORT: process.env.COMMERCE_PORT ?? "9300",
  CMS_PORT: process.env.CMS_PORT ?? "1537",
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "5533",
  // Every bench client comes from this machine: the per-IP sign-up/submit limits and unpaid-order cap (issue 11
  // item 12, production defaults 10/30 an hour and 10 open orders) are raised, as for the journeys.
  SIGNUP_RATE_LIMIT_PER_IP: process.env.SIGNUP_RATE_LIMIT_PER_IP ?? "100000",
  CHECKOUT_RATE_LIMIT_PER_IP: process.env.CHECKOUT_RATE_LIMIT_PER_IP ?? "100000",
  UNPAID_ORDERS_PER_IP: process.env.UNPAID_ORDERS_PER_IP ?? "100000",
});
const config = shopConfig();

async function timed(run: () => Promise<unknown>): Promise<number> {
  const since = performance.now();
  await run();
  return Math.round((performance.now() - since) / 100) / 10;
}

function countProductPages(): number {
  return readdirSync(path.join(ROOT, "storefront", "public", "products"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
}

/** The topology load test, on its own database and Redis database; its figures, or why it could not run. */
async function topologyLoad(): Promise<TopologyLoadFigures | { error: string }> {
  info("Topology load test: 2 engine replicas + 1 worker behind the proxy, 200 concurrent checkouts of a stock of 10");
  // Loaded here, not at the top: it imports built workspace packages (@shop/stripe-local's dist), which a fresh
  // clone only has once buildServices has run.
  const { startTopology } = await import("../lib/topology.ts");
  const topology = await startTopology({ log: (message) => info(`topology: ${message}`) });
  try {
    const figures = await benchTopologyCheckouts(topology, Number(process.env.BENCH_TOPOLOGY_SHOPPERS ?? 200), Number(process.env.BENCH_TOPOLOGY_STOCK ?? 10), (message) =>
      info(`topology: ${message}`)
    );
    console.log(JSON.stringify({ topologyLoad: { boot: topology.timings, ...figures } }, null, 2));
    if (!Object.values(figures.holds).every(Boolean)) process.exitCode = 1;
    return figures;
  } finally {
    await topology.stop();
  }
}

async function main(): Promise<void> {
  if (TOPOLOGY_ONLY) {
    await buildServices(config);
    await topologyLoad();
    return;
  }
  // A fresh database every run: the generated products must not leak into the catalogue figure.
  for (const stale of ["postgres", "cms.sqlite", "cms-public", "commerce-prepared.txt"]) rmSync(path.join(config.stateDir, stale), { recursive: true, force: true });
  // Cold Gatsby builds, so two runs of the benchmark measure the same thing.
  if (!API_ONLY) for (const cache of [".cache", "public"]) rmSync(path.join(ROOT, "storefront", cache), { recursive: true, force: true });
  mkdirSync(path.join(config.stateDir, "cms-public", "uploads"), { recursive: true });
  mkdirSync(config.logDir, { recursive: true });
  const { secrets } = loadOrCreateSecrets(config.secretsFile);
  const memory = new PeakMemory();
  memory.start();

  const database = await startDatabase(config);
  memory.track("postgres", database.child?.pid);
  const servicesBuild = await timed(() => buildServices(config));
  const firstSeed = await timed(() => prepareCommerce(config, secrets, database.url));
  let commerce = await startCommerce(config, secrets, database.url);
  memory.track("commerce", commerce.pid);
  memory.track("cms", (await startCms(config, secrets)).pid);

  const trackBuild = (child: { pid?: number }) => memory.track("storefront build", child.pid);
  const catalogueBuild = API_ONLY ? null : await timed(() => generateStorefront(config, secrets, trackBuild));
  const cataloguePages = API_ONLY ? null : countProductPages();

  info(`Seeding ${GENERATED_PRODUCTS} generated products`);
  process.kill(-commerce.pid!, "SIGTERM");
  await new Promise((resolve) => commerce.once("exit", resolve));
  const bigSeed = await timed(() => prepareCommerce(config, secrets, database.url, { SEED_GENERATED_PRODUCTS: String(GENERATED_PRODUCTS) }));
  commerce = await startCommerce(config, secrets, database.url);
  memory.track("commerce", commerce.pid);
  const bigBuild = API_ONLY ? null : await timed(() => generateStorefront(config, secrets, trackBuild));
  const bigPages = API_ONLY ? null : countProductPages();

  info("Measuring /api latency on the big catalogue (search, cart vs raw Medusa)");
  const search = await benchSearch(config.urls.commerce);
  const publishableKey = await fetchPublishableKey(config.urls.commerce, secrets.medusa.adminEmail, secrets.medusa.adminPassword);
  const cart = await benchCart({ commerceUrl: config.urls.commerce, publishableKey });
  // Targets (issue 10): p95 ≤ 600 ms serial, ≤ 1.5 s at 8 concurrent clients, different shoppers buying different
  // articles; then the worst case, one shopper's e-mail and one article for all 8 (they complete one at a time).
  const submitTarget = { commerceUrl: config.urls.commerce, publishableKey };
  const submits = Number(process.env.BENCH_SUBMITS ?? 40);
  const checkoutSubmit = {
    serial: await benchCheckoutSubmit(submitTarget, submits, 1),
    concurrent4: await benchCheckoutSubmit(submitTarget, submits, 4),
    concurrent8: await benchCheckoutSubmit(submitTarget, submits, 8),
    oneArticleConcurrent8: await benchCheckoutSubmit(submitTarget, submits, 8, "one-article"),
  };

  const results = {
    date: new Date().toISOString(),
    machine: `${process.arch}, node ${process.version}`,
    seconds: {
      servicesBuild,
      migrateAndSeedCatalogue: firstSeed,
      storefrontBuildCatalogue: catalogueBuild,
      migrateAndSeedGenerated: bigSeed,
      storefrontBuildGenerated: bigBuild,
    },
    productPages: { catalogue: cataloguePages, generated: bigPages },
    // Imported once the build has run: the budget reads the back-office's texts from @shop/shared's dist.
    javascriptFirstLoadGzipKB: API_ONLY ? null : (await import("./page-weight.ts")).pageWeights(),
    apiLatencyMs: {
      search: { sequential: search.sequential, concurrent: search.concurrent },
      cartPut: cart,
      checkoutSubmit,
    },
    peakMemory: memory.stop(),
    topologyLoad: null as TopologyLoadFigures | { error: string } | null,
  };
  // The shop's services stop first: the three engines of the topology need the machine to themselves.
  await stopAll();
  if (!NO_TOPOLOGY) results.topologyLoad = await topologyLoad().catch((error: unknown) => ({ error: String(error) }));
  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(config.stateDir, "bench-results.json"), JSON.stringify(results, null, 2) + "\n");
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
