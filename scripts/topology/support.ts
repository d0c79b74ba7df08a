// What the topology test and the topology bench share: a cookie-keeping shopper that claims a client IP the way the
// balancer in front of the proxy would (X-Forwarded-For from a trusted hop), a valid checkout form, a product whose
// stock a run sets, and SQL reads of orders and their states.
import http from "node:http";
import type pg from "pg";
import type { Topology } from "../lib/topology.ts";

export type Answer<T = any> = { status: number; data: T; upstream: string | null };

// node:http rather than fetch: a submit queued behind 200 others may wait minutes, beyond fetch's 5-minute header timeout.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 2_000 });

export class Shopper {
  cookie: string | undefined;
  constructor(
    private readonly baseUrl: string,
    readonly ip = "198.51.100.1"
  ) {}

  /** One call, through `via` (a replica's URL) instead of the shopper's base URL when given. */
  call<T = any>(method: string, path: string, body?: unknown, via?: string): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {
      "x-forwarded-for": this.ip,
      ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
    return new Promise((resolve, reject) => {
      const request = http.request(new URL(path, via ?? this.baseUrl), { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("error", reject);
        response.once("end", () => {
          const setCookie = (response.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("connect.sid="));
          if (setCookie) this.cookie = setCookie.split(";")[0];
          const text = Buffer.concat(chunks).toString("utf8");
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            // not JSON (a 502 of the proxy, an empty body)
          }
          const upstream = response.headers["x-topology-upstream"];
          resolve({ status: response.statusCode ?? 0, data: data as T, upstream: typeof upstream === "string" ? upstream : null });
        });
      });
      request.once("error", reject);
      request.end(payload);
    });
  }
}

export const VALID_CHECKOUT = {
  contact: { firstName: "Claire", lastName: "Dupont", email: "claire.dupont@exemple.fr", phone: "0612345678" },
  billing: { firstName: "Claire", lastName: "Dupont", isCompany: false, address: "3 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
  delivery: { type: "home" },
  cart: {},
};

/** An IP of a documentation range per shopper number (198.18.0.0/15: 131,072 addresses). */
export const ipOf = (n: number) => `198.18.${Math.floor(n / 256) % 256}.${n % 256}`;

export type StockedVariant = { ean: string; variantId: string; inventoryItemId: string };

/** Published variants of the seeded catalogue that have an EAN and one inventory level, in EAN order. */
export async function seededVariants(sql: pg.Pool): Promise<StockedVariant[]> {
  const { rows } = await sql.query<{ ean: string; variant_id: string; inventory_item_id: string }>(
    `select pv.ean, pv.id as variant_id, pvi.inventory_item_id
       from product_variant pv
       join product p on p.id = pv.product_id and p.status = 'published' and p.deleted_at is null
       join product_variant_inventory_item pvi on pvi.variant_id = pv.id and pvi.deleted_at is null
      where pv.ean is not null and pv.deleted_at is null
        and (select count(*) from inventory_level l where l.inventory_item_id = pvi.inventory_item_id and l.deleted_at is null) = 1
      order by pv.ean`
  );
  return rows.map((row) => ({ ean: row.ean, variantId: row.variant_id, inventoryItemId: row.inventory_item_id }));
}

const adminTokens = new WeakMap<Topology, Promise<string>>();

/** The shop owner's admin token (Medusa's staff login on a replica: staff tooling never goes through the proxy). */
function adminToken(topology: Topology): Promise<string> {
  let token = adminTokens.get(topology);
  if (!token) {
    token = fetch(`${topology.replicas.at(-1)!.url}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: topology.secrets.medusa.adminEmail, password: topology.secrets.medusa.adminPassword }),
    }).then(async (response) => {
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`staff login answered ${response.status} ${JSON.stringify(body)}`);
      return body.token;
    });
    adminTokens.set(topology, token);
  }
  return token;
}

/**
 * Sets a variant's stock as the warehouse staff would, through Medusa's admin API (a direct SQL update would leave
 * the replicas reading the cached availability).
 */
export async function setStock(topology: Topology, variant: StockedVariant, units: number): Promise<void> {
  const { rows } = await topology.sql.query<{ location_id: string }>(
    `select location_id from inventory_level where inventory_item_id = $1 and deleted_at is null`,
    [variant.inventoryItemId]
  );
  const response = await fetch(
    `${topology.replicas.at(-1)!.url}/admin/inventory-items/${variant.inventoryItemId}/location-levels/${rows[0].location_id}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(topology)}` },
      body: JSON.stringify({ stocked_quantity: units }),
    }
  );
  if (!response.ok) throw new Error(`setting the stock of ${variant.ean} answered ${response.status} ${await response.text()}`);
}

export async function stockOf(sql: pg.Pool, variant: StockedVariant): Promise<{ stocked: number; reserved: number }> {
  const { rows } = await sql.query<{ stocked: number; reserved: number }>(
    `select stocked_quantity::int as stocked, reserved_quantity::int as reserved from inventory_level where inventory_item_id = $1 and deleted_at is null`,
    [variant.inventoryItemId]
  );
  return rows[0];
}

export type OrderRow = { number: string; state: string | null };

/** The orders holding a line of this variant, each with its state (null: an order without a state row). */
export async function ordersOf(sql: pg.Pool, variant: StockedVariant): Promise<OrderRow[]> {
  const { rows } = await sql.query<OrderRow>(
    `select o.metadata->>'orderNumber' as number, s.state
       from "order" o
       left join order_state s on s.order_id = o.id
      where o.deleted_at is null and exists (
        select 1 from order_item oi join order_line_item li on li.id = oi.item_id
         where oi.order_id = o.id and li.variant_id = $1 and oi.deleted_at is null)`,
    [variant.variantId]
  );
  return rows;
}

export async function stateOf(sql: pg.Pool, orderNumber: string): Promise<string | null> {
  const { rows } = await sql.query<{ state: string }>(
    `select s.state from "order" o left join order_state s on s.order_id = o.id where o.metadata->>'orderNumber' = $1`,
    [orderNumber]
  );
  return rows[0]?.state ?? null;
}

export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await probe();
  }
  return value;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
