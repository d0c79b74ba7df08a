// The storefront's proxy of the production topology (docker/nginx.conf), reduced to what the engine sees: `/api`
// (any method) and `/hooks/payment/` (POST only) spread round robin over the engine replicas, everything else 404.
// It behaves as nginx does there, so a test through it says something about production:
// - client IP: the TCP peer is believed only when it is the balancer (here: loopback, as `set_real_ip_from`); then the
//   rightmost X-Forwarded-For entry is the client (`real_ip_recursive`, one trusted hop). The replica receives that
//   client alone in X-Forwarded-For and X-Real-IP, and trusts this proxy (TRUSTED_PROXIES=loopback).
// - a replica that fails is skipped for 10 s (nginx's max_fails=1 fail_timeout=10s);
// - retries (nginx's `proxy_next_upstream error timeout`, its default): a request the replica never received (connection
//   refused or reset before it was written) goes to the next replica whatever its method; a request the replica may
//   have received is retried only when idempotent (GET, HEAD): a POST/PUT that dies with its replica answers 502 and
//   is never run twice. Nothing is retried once the replica has started answering.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Upstream = { name: string; url: string };
export type ProxyStats = { byUpstream: Record<string, number>; retried: number; badGateway: number; errors: Record<string, number> };

const FAIL_TIMEOUT_MS = 10_000;
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));
}

/** The client as nginx's real_ip module finds it: the balancer's X-Forwarded-For entry when the peer is trusted. */
export function realClientIp(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const bare = (peer ?? "").replace(/^::ffff:/, "");
  if (!isLoopback(peer) || !forwardedFor) return bare;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",").map((entry) => entry.trim()).filter(Boolean);
  // real_ip_recursive: walk from the right past every trusted hop.
  for (let i = entries.length - 1; i >= 0; i -= 1) if (!isLoopback(entries[i])) return entries[i];
  return entries[0] ?? bare;
}

export class TopologyProxy {
  private server?: http.Server;
  private next = 0;
  private readonly downUntil = new Map<string, number>();
  // Idle connections to a replica are closed before the replica closes them (Node's server: 5 s), as nginx's upstream
  // keepalive_timeout must be shorter than the server's: otherwise a request sent on a socket the replica is closing
  // at that moment fails, and a POST could not be retried.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 2_000 });
  readonly stats: ProxyStats = { byUpstream: {}, retried: 0, badGateway: 0, errors: {} };

  constructor(private readonly upstreams: Upstream[]) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async listen(port: number): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    // 200 clients at once must not wait on the default backlog or header timeouts of a test machine.
    this.server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  /** Round robin over the replicas not marked down (all of them when every one is down, as nginx does). */
  private order(): Upstream[] {
    const now = Date.now();
    const start = this.next++ % this.upstreams.length;
    const rotated = [...this.upstreams.slice(start), ...this.upstreams.slice(0, start)];
    const alive = rotated.filter((upstream) => (this.downUntil.get(upstream.name) ?? 0) <= now);
    return alive.length ? [...alive, ...rotated.filter((upstream) => !alive.includes(upstream))] : rotated;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");
    const isHook = path.startsWith("/hooks/payment/");
    if (!isApi && !isHook) return void res.writeHead(404).end();
    if (isHook && req.method !== "POST") return void res.writeHead(403).end();

    // The body is read once, so a request can be sent again to the next replica.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    const client = realClientIp(req.socket.remoteAddress, req.headers["x-forwarded-for"]);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    Object.assign(headers, { "x-forwarded-for": client, "x-real-ip": client, "x-forwarded-proto": "http", "content-length": String(body.length) });

    const tries = this.order();
    for (let i = 0; i < tries.length; i += 1) {
      const upstream = tries[i];
      const outcome = await this.forward(upstream, req, res, headers, body);
      if (outcome === "answered") return;
      this.downUntil.set(upstream.name, Date.now() + FAIL_TIMEOUT_MS);
      const retryable = outcome === "not-sent" || IDEMPOTENT.has(req.method ?? "GET");
      if (!retryable || i === tries.length - 1) break;
      this.stats.retried += 1;
    }
    this.stats.badGateway += 1;
    if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ message: "Bad gateway" }));
    else res.destroy();
  }

  /** One attempt: "answered" once the replica's status line came back (then streamed to the client). */
  private forward(
    upstream: Upstream,
    req: IncomingMessage,
    res: ServerResponse,
    headers: http.OutgoingHttpHeaders,
    body: Buffer
  ): Promise<"answered" | "not-sent" | "sent"> {
    return new Promise((resolve) => {
      const target = new URL(req.url ?? "/", upstream.url);
      let written = false;
      const outgoing = http.request(target, { method: req.method, headers, agent: this.agent }, (answer) => {
        this.stats.byUpstream[upstream.name] = (this.stats.byUpstream[upstream.name] ?? 0) + 1;
        const out: http.OutgoingHttpHeaders = { "x-topology-upstream": upstream.name };
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        // A replica dying mid-answer cuts the client's connection: a truncated answer is never passed off as whole.
        answer.once("aborted", () => res.destroy());
        resolve("answered");
      });
      // A reused keep-alive socket that the dead replica closed fails before anything reached a live process.
      outgoing.once("error", (error: NodeJS.ErrnoException) => {
        this.stats.errors[error.code ?? error.message] = (this.stats.errors[error.code ?? error.message] ?? 0) + 1;
        const neverReached = error.code === "ECONNREFUSED" || (!written && error.code === "ECONNRESET");
        resolve(neverReached ? "not-sent" : "sent");
      });
      outgoing.once("finish", () => (written = true));
      outgoing.end(body);
    });
  }
}
