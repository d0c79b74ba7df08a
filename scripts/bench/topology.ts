// The topology load test (issue 11, "Done when"): 200 shoppers, each with its own session, IP and cart holding one
// unit of the same product (stock 10), submit their checkout at the same moment through the proxy of the production
// topology's shape (2 server replicas + 1 worker on Redis, scripts/lib/topology.ts). Expected: exactly 10 orders,
// stock never below zero, every order with its state. Figures: throughput, p50/p95 of a submit, answers by status.
import { ipOf, ordersOf, percentile, seededVariants, setStock, Shopper, stockOf, VALID_CHECKOUT } from "../topology/support.ts";
import type { Topology } from "../lib/topology.ts";

export type TopologyLoadFigures = {
  shoppers: number;
  stock: number;
  wallSeconds: number;
  submitsPerSecond: number;
  latencyMs: { p50: number; p95: number; max: number };
  answersByStatus: Record<string, number>;
  answersByReplica: Record<string, number>;
  /** The first answer's message for each status other than 201. */
  messages: Record<string, string>;
  orders: number;
  ordersWithoutState: number;
  stockAfter: { stocked: number; reserved: number };
  /** The three properties the load test must hold. */
  holds: { exactlyStockOrders: boolean; noNegativeStock: boolean; everyOrderHasState: boolean };
};

async function inBatches<T>(count: number, width: number, run: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await run(n);
      }
    })
  );
  return results;
}

/** 200 different people: guest checkouts with one e-mail at once race on Medusa's guest customer (see README). */
const checkoutOf = (n: number) => ({ ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: `client-${n}@exemple.fr` } });

export async function benchTopologyCheckouts(
  topology: Topology,
  shoppersCount = 200,
  stock = 10,
  log: (message: string) => void = () => undefined
): Promise<TopologyLoadFigures> {
  const [variant] = await seededVariants(topology.sql);
  await setStock(topology, variant, stock);

  // Sessions and carts first (16 at a time), so the measured burst is the submits alone.
  const shoppers = await inBatches(shoppersCount, 16, async (n) => {
    const shopper = new Shopper(topology.proxy.url, ipOf(1000 + n));
    const added = await shopper.call("PUT", "/api/cart", { ean: variant.ean, quantity: 1 });
    if (added.status !== 200) throw new Error(`shopper ${n}: PUT /api/cart answered ${added.status} ${JSON.stringify(added.data)}`);
    return shopper;
  });

  log(`${shoppersCount} carts ready; ${shoppersCount} submits at once`);
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async (shopper, n) => {
      const since = performance.now();
      try {
        const res = await shopper.call("POST", "/api/checkout/submit", checkoutOf(n));
        const message = typeof res.data === "object" && res.data ? String(res.data.message ?? "") : String(res.data);
        return { status: String(res.status), upstream: res.upstream ?? "none", ms: performance.now() - since, message };
      } catch (error) {
        return { status: `error ${(error as Error).name}`, upstream: "none", ms: performance.now() - since, message: String(error) };
      }
    })
  );
  const wallSeconds = (performance.now() - started) / 1000;

  const count = (keys: string[]) => keys.reduce<Record<string, number>>((acc, key) => ({ ...acc, [key]: (acc[key] ?? 0) + 1 }), {});
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const orders = await ordersOf(topology.sql, variant);
  const stockAfter = await stockOf(topology.sql, variant);
  const ordersWithoutState = orders.filter((order) => !order.state).length;
  return {
    shoppers: shoppersCount,
    stock,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    submitsPerSecond: Math.round((shoppersCount / wallSeconds) * 10) / 10,
    latencyMs: { p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), max: Math.round(latencies.at(-1) ?? 0) },
    answersByStatus: count(answers.map((answer) => answer.status)),
    answersByReplica: count(answers.map((answer) => answer.upstream)),
    messages: Object.fromEntries(answers.filter((answer) => answer.status !== "201").reverse().map((answer) => [answer.status, answer.message.slice(0, 200)])),
    orders: orders.length,
    ordersWithoutState,
    stockAfter,
    holds: {
      exactlyStockOrders: orders.length === stock,
      noNegativeStock: stockAfter.stocked - stockAfter.reserved >= 0,
      everyOrderHasState: ordersWithoutState === 0,
    },
  };
}
