import { randomBytes, timingSafeEqual } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { info, warn } from "./log.ts";
import { ROOT, type ShopConfig } from "./shop-config.ts";

/**
 * Incremental storefront builds (issue 12: "a product changed here reaches its static page without a full
 * rebuild"). The engine's product-desk plugin POSTs the changed products to this loopback listener
 * (STOREFRONT_REBUILD_URL, with a per-start token); the queue waits `QUIET_MS` for more changes, then runs
 * `gatsby build` again. Gatsby 5 keeps `.cache` and `public` between builds: it sources again, but reruns only the
 * queries of changed nodes and rewrites only the pages whose data changed (webpack's bundle comes from its cache).
 * One build at a time; changes arriving during a build make exactly one more build after it.
 *
 * The server never serves `storefront/public` itself (Gatsby rewrites it in place while building): each finished
 * build is copied to `<state>/storefront-live/<n>` and the `current` symlink is renamed onto it, an atomic swap; a
 * request sees the old site or the new one, never a half-written page. The previous copy is kept, older ones removed.
 */
export const QUIET_MS = 500;

export type RebuildListener = { url: string; token: string; close(): void };
export type BuildRun = () => Promise<void>;

export function liveRoot(config: ShopConfig): string {
  return path.join(config.stateDir, "storefront-live");
}

/** The symlink the storefront server serves (PUBLIC_DIR). */
export function liveDir(config: ShopConfig): string {
  return path.join(liveRoot(config), "current");
}

/** Copies the finished build and swaps `current` onto it atomically (rename of a fresh symlink over the old one). */
export function publishBuild(config: ShopConfig, source = path.join(ROOT, "storefront", "public")): string {
  const root = liveRoot(config);
  mkdirSync(root, { recursive: true });
  const name = `build-${Date.now()}`;
  cpSync(source, path.join(root, name), { recursive: true });
  const link = path.join(root, `current-${name}`);
  symlinkSync(name, link);
  const previous = existsSync(liveDir(config)) ? readlinkSync(liveDir(config)) : null;
  renameSync(link, liveDir(config));
  for (const entry of readdirSync(root)) {
    if (entry.startsWith("build-") && entry !== name && entry !== previous) rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  return name;
}

/** Debounced, never-overlapping builds; `start()` opens it once the first full build is served. */
export class RebuildQueue {
  private started = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private oldestRequest: number | null = null;

  constructor(private readonly run: BuildRun, private readonly quietMs = QUIET_MS) {}

  request(): void {
    this.oldestRequest ??= Date.now();
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.build(), this.quietMs);
  }

  start(): void {
    this.started = true;
    if (this.oldestRequest !== null) this.request();
  }

  /** The build in progress, if any (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async build(): Promise<void> {
    const requestedAt = this.oldestRequest ?? Date.now();
    this.oldestRequest = null;
    const begun = Date.now();
    this.running = this.run()
      .then(() => info(`Storefront rebuilt in ${((Date.now() - begun) / 1000).toFixed(1)} s (${((Date.now() - requestedAt) / 1000).toFixed(1)} s after the change)`))
      .catch((error: unknown) => warn(`Storefront rebuild failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
    await this.running;
  }
}

function sameToken(presented: unknown, token: string): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The loopback listener the engine calls: `POST /rebuild` with `X-Rebuild-Token` → 202 and a queued build. */
export async function listenForRebuilds(queue: RebuildQueue): Promise<RebuildListener> {
  const token = randomBytes(32).toString("base64url");
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/rebuild" || !sameToken(req.headers["x-rebuild-token"], token)) {
      res.writeHead(req.url === "/rebuild" ? 403 : 404).end();
      req.resume();
      return;
    }
    req.resume();
    queue.request();
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/rebuild`, token, close: () => server.close() };
}
