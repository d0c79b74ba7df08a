// The production topology's shape (docker-compose.yml) without Docker, for the topology test and `npm run bench`:
// two engine replicas in server mode and one worker, all `medusa start` on the built engine (as `npm start` and the
// commerce image run it), on the machine's PostgreSQL (a database of their own, created then dropped) and Redis (a
// database number of their own, flushed after), with Medusa's Redis modules (events, workflows, locks, cache) and the
// sessions and rate-limit counters in Redis; the local Stripe-compatible server for cards, MailDev for e-mails, and
// the storefront proxy's shape in front (topology-proxy.ts). Migrated and seeded once per run, as `commerce-migrate`.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { createStripeLocalServer, type StripeLocalServer, type WebhookEndpoint } from "@shop/stripe-local";
import { assertPortsFree } from "./ports.ts";
import { runCommand, startService, stopAll, waitForHttp } from "./processes.ts";
import { loadOrCreateSecrets, type ShopSecrets } from "./secrets.ts";
import { commerceEnv, ROOT, shopConfig, type ShopConfig } from "./shop-config.ts";
import { TopologyProxy } from "./topology-proxy.ts";

export const WEBHOOK_PATH = "/hooks/payment/stripe_stripe";
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const ENGINE_DIR = path.join(ROOT, "commerce", ".medusa", "server");

export type TopologyOptions = {
  /** First of 7 consecutive ports: proxy, replica a, replica b, worker, stripe, smtp, mail web. */
  basePort?: number;
  stateDir?: string;
  /** The machine's PostgreSQL (a superuser: the run creates and drops its database). */
  postgresUrl?: string;
  /** The machine's Redis, without a database number: the run takes an empty one. */
  redisUrl?: string;
  /** Progress lines (booting, each step's duration). */
  log?: (message: string) => void;
};

export type Replica = { name: string; url: string; child: ChildProcess };

export type Topology = {
  proxy: TopologyProxy;
  replicas: Replica[];
  worker: Replica;
  stripe: StripeLocalServer;
  /** Where the card gateway delivers its webhooks (the proxy's /hooks/payment/ by default; a test may redirect). */
  webhookEndpoints: WebhookEndpoint[];
  webhookSecret: string;
  databaseUrl: string;
  redisUrl: string;
  secrets: ShopSecrets;
  sql: pg.Pool;
  redis: Redis;
  /** Seconds each phase took (database, migrate, seed, boot). */
  timings: Record<string, number>;
  /** SIGKILL of a replica's whole process group (no shutdown hook runs). */
  kill(replica: Replica): Promise<void>;
  stop(): Promise<void>;
};

export const DEFAULT_POSTGRES_URL = "postgres://postgres:postgres@127.0.0.1:5432/postgres";
export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/** Whether the machine's PostgreSQL and Redis answer (the test fails under CI when they do not). */
export async function servicesReachable(postgresUrl = DEFAULT_POSTGRES_URL, redisUrl = DEFAULT_REDIS_URL): Promise<string[]> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch {
    missing.push(`PostgreSQL (${postgresUrl.replace(/\/\/[^@]*@/, "//")})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    missing.push(`Redis (${redisUrl})`);
  } finally {
    redis.disconnect();
  }
  return missing;
}

/** An empty Redis database number (1–15), so the run's keys and queues never meet another shop's. */
async function emptyRedisDb(baseUrl: string): Promise<number> {
  for (let db = 15; db >= 1; db -= 1) {
    const redis = new Redis(`${baseUrl}/${db}`, { maxRetriesPerRequest: 1 });
    try {
      if ((await redis.dbsize()) === 0) {
        // Claimed at once: a second run started meanwhile sees a non-empty database.
        await redis.set("topology:claimed", String(process.pid));
        return db;
      }
    } finally {
      redis.disconnect();
    }
  }
  throw new Error("no empty Redis database (1–15) for the topology run");
}

async function timed<T>(timings: Record<string, number>, name: string, log: (m: string) => void, run: () => Promise<T>): Promise<T> {
  const since = performance.now();
  log(`${name}…`);
  const result = await run();
  timings[name] = Math.round((performance.now() - since) / 100) / 10;
  log(`${name}: ${timings[name]} s`);
  return result;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  if (!existsSync(path.join(ENGINE_DIR, "medusa-config.js"))) throw new Error("the engine is not built (commerce/.medusa/server): run npm run build");
  const log = options.log ?? (() => undefined);
  const base = options.basePort ?? Number(process.env.TOPOLOGY_BASE_PORT ?? 8670);
  const ports = { proxy: base, a: base + 1, b: base + 2, worker: base + 3, stripe: base + 4, smtp: base + 5, mail: base + 6 };
  await assertPortsFree(Object.entries(ports).map(([role, port]) => ({ port, role: `topology ${role}`, override: "TOPOLOGY_BASE_PORT" })));
  const stateDir = options.stateDir ?? path.join(ROOT, ".data", `topology-${process.pid}`);
  mkdirSync(path.join(stateDir, "logs"), { recursive: true });
  const postgresUrl = options.postgresUrl ?? process.env.TOPOLOGY_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  const redisBase = (options.redisUrl ?? process.env.TOPOLOGY_REDIS_URL ?? DEFAULT_REDIS_URL).replace(/\/\d*$/, "");
  const timings: Record<string, number> = {};
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    cleanups.length = 0;
  };

  try {
    // The run's own database and Redis database number.
    const database = `topology_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
    });
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${database}`;
    const redisDb = await emptyRedisDb(redisBase);
    const redisUrl = `${redisBase}/${redisDb}`;
    const redis = new Redis(redisUrl);
    cleanups.push(async () => {
      await redis.flushdb();
      redis.disconnect();
    });
    const sql = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
    cleanups.push(() => sql.end());

    const { secrets } = loadOrCreateSecrets(path.join(stateDir, "secrets.json"));
    const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
    const webhookEndpoints: WebhookEndpoint[] = [{ url: `${proxyUrl}${WEBHOOK_PATH}`, secret: secrets.stripe.webhookSecret }];
    const stripe = await createStripeLocalServer({ port: ports.stripe, host: "127.0.0.1", webhookEndpoints });
    cleanups.push(() => stripe.close());

    // The engine's environment as `npm start` builds it (shop-config.ts), pointed at the proxy, plus the compose file's
    // production parts: Redis, and the proxy as the only trusted hop.
    const config: ShopConfig = {
      ...shopConfig(),
      stateDir,
      logDir: path.join(stateDir, "logs"),
      ports: { ...shopConfig().ports, commerce: ports.a, stripe: ports.stripe, smtp: ports.smtp, mail: ports.mail },
      urls: { ...shopConfig().urls, storefront: proxyUrl, commerce: proxyUrl, stripe: stripe.url },
      localStripe: true,
      localMail: true,
    };
    const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
      ...commerceEnv(config, secrets, databaseUrl.toString()),
      REDIS_URL: redisUrl,
      TRUSTED_PROXIES: "loopback",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // The load comes from one claimed client address (scripts/topology/support.ts): the per-IP sign-up and submit
      // limits and unpaid-order cap (issue 11 item 12) are raised through their settings, as for the journeys.
      SIGNUP_RATE_LIMIT_PER_IP: process.env.SIGNUP_RATE_LIMIT_PER_IP ?? "100000",
      CHECKOUT_RATE_LIMIT_PER_IP: process.env.CHECKOUT_RATE_LIMIT_PER_IP ?? "100000",
      UNPAID_ORDERS_PER_IP: process.env.UNPAID_ORDERS_PER_IP ?? "100000",
      ...extra,
    });
    const logFile = (name: string) => path.join(stateDir, "logs", `${name}.log`);

    const maildev = startService({
      name: "maildev",
      command: bin("maildev"),
      args: ["--smtp", String(ports.smtp), "--web", String(ports.mail), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1"],
      cwd: ROOT,
      env: process.env,
      logFile: logFile("maildev"),
    });
    cleanups.push(() => stopChildren([maildev]));

    const cwd = path.join(ROOT, "commerce");
    await timed(timings, "migrate", log, () =>
      runCommand({ name: "migrate", command: bin("medusa"), args: ["db:migrate"], cwd, env: env({}), logFile: logFile("migrate") })
    );
    await timed(timings, "seed", log, () =>
      runCommand({ name: "seed", command: bin("medusa"), args: ["exec", "./src/scripts/seed.ts"], cwd, env: env({}), logFile: logFile("seed") })
    );

    const start = (name: string, port: number, mode: "server" | "worker"): Replica => {
      const child = startService({
        name,
        command: bin("medusa"),
        args: ["start"],
        cwd: ENGINE_DIR,
        env: env({ PORT: String(port), MEDUSA_WORKER_MODE: mode, MEDUSA_BACKEND_URL: proxyUrl }),
        logFile: logFile(name),
      });
      return { name, url: `http://127.0.0.1:${port}`, child };
    };
    const replicas = [start("replica-a", ports.a, "server"), start("replica-b", ports.b, "server")];
    const worker = start("worker", ports.worker, "worker");
    cleanups.push(() => stopChildren([...replicas, worker].map((replica) => replica.child)));
    await timed(timings, "boot", log, () =>
      Promise.all([...replicas, worker].map((replica) => waitForHttp(`${replica.url}/health`, replica.child, 300_000)))
    );

    const proxy = new TopologyProxy(replicas.map(({ name, url }) => ({ name, url })));
    await proxy.listen(ports.proxy);
    cleanups.push(() => proxy.close());

    return {
      proxy,
      replicas,
      worker,
      stripe,
      webhookEndpoints,
      webhookSecret: secrets.stripe.webhookSecret,
      databaseUrl: databaseUrl.toString(),
      redisUrl,
      secrets,
      sql,
      redis,
      timings,
      kill: async (replica) => {
        const exited = new Promise((resolve) => replica.child.once("exit", resolve));
        process.kill(-replica.child.pid!, "SIGKILL");
        await exited;
      },
      stop: async () => {
        await stop();
        rmSync(stateDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM then SIGKILL of the given children's groups (processes.ts stops every child of this process otherwise). */
async function stopChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    })
  );
}

export { stopAll };
