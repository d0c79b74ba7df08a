// Latency of the /api layer against the raw Medusa store call it wraps, side by side in one run:
// `PUT /api/cart {ean, quantity, fixed}` vs `POST /store/carts/{id}/line-items/{line}` (same quantity
// update of one line, each answering the whole cart), then `POST /api/checkout/submit`.
// Every autocannon connection owns its session and cart, so no two requests wait on one cart's lock.
import autocannon from "autocannon";

export type LatencyFigures = { requests: number; errors: number; non2xx: number; p50: number; p95: number; p99: number; rps: number };

type BenchTarget = { commerceUrl: string; publishableKey: string };
type Article = { ean: string; variantId: string };

const JSON_HEADERS = { "content-type": "application/json" };
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 8);
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 15);

function cookieOf(response: Response): string {
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the /api answered no session cookie");
  return cookie;
}

async function ok<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The in-stock articles of the Storefront channel, most units first (the bench orders some of each). */
async function stockedArticles(target: BenchTarget): Promise<Article[]> {
  const { products } = await ok<{ products: { variants: { id: string; ean: string | null; inventory_quantity?: number }[] }[] }>(
    await fetch(`${target.commerceUrl}/store/products?limit=200&fields=id,variants.id,variants.ean,+variants.inventory_quantity`, {
      headers: { "x-publishable-api-key": target.publishableKey },
    }),
    "list products"
  );
  const variants = products.flatMap((product) => product.variants).filter((variant) => variant.ean && (variant.inventory_quantity ?? 0) > 0);
  variants.sort((a, b) => (b.inventory_quantity ?? 0) - (a.inventory_quantity ?? 0));
  if (!variants.length) throw new Error("no product with an EAN in the Storefront channel");
  return variants.map((variant) => ({ ean: variant.ean!, variantId: variant.id }));
}

async function pickArticle(target: BenchTarget): Promise<Article> {
  return (await stockedArticles(target))[0];
}

/** A fresh /api session whose cart holds one unit of the article (the session is made by its first write). */
async function apiSession(target: BenchTarget, article: Article): Promise<string> {
  const response = await fetch(`${target.commerceUrl}/api/cart`, {
    method: "PUT",
    headers: JSON_HEADERS,
    body: JSON.stringify({ ean: article.ean, quantity: 1 }),
  });
  const cookie = cookieOf(response);
  await ok(response, "PUT /api/cart");
  return cookie;
}

/** A raw Medusa store cart (region France) with one line of the article; its line path for updates. */
async function storeCart(target: BenchTarget, article: Article): Promise<string> {
  const headers = { ...JSON_HEADERS, "x-publishable-api-key": target.publishableKey };
  const { regions } = await ok<{ regions: { id: string; name: string }[] }>(
    await fetch(`${target.commerceUrl}/store/regions`, { headers }),
    "list regions"
  );
  const region = regions.find((candidate) => candidate.name === "France") ?? regions[0];
  const { cart } = await ok<{ cart: { id: string } }>(
    await fetch(`${target.commerceUrl}/store/carts`, {
      method: "POST",
      headers,
      body: JSON.stringify({ region_id: region.id, shipping_address: { country_code: "fr" } }),
    }),
    "create store cart"
  );
  const added = await ok<{ cart: { items: { id: string }[] } }>(
    await fetch(`${target.commerceUrl}/store/carts/${cart.id}/line-items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ variant_id: article.variantId, quantity: 1 }),
    }),
    "add store line"
  );
  return `/store/carts/${cart.id}/line-items/${added.cart.items[0].id}`;
}

/** Percentile of sorted latencies (ms), nearest-rank. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(result: autocannon.Result, times: number[]): LatencyFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    rps: Math.round(result.requests.average),
  };
}

/**
 * Runs autocannon with one prepared request per connection (its own cookie or cart path). autocannon's
 * summary has no p95, so every response time is kept and the percentiles computed here.
 */
async function load(origin: string, perConnection: autocannon.Request[]): Promise<LatencyFigures> {
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: perConnection.length,
        duration: DURATION_S,
        setupClient: (client) => {
          client.setRequests([perConnection[next++ % perConnection.length]]);
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished))
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return figures(result, times);
}

export async function benchCart(target: BenchTarget): Promise<{ api: LatencyFigures; medusa: LatencyFigures }> {
  const article = await pickArticle(target);
  const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => apiSession(target, article)));
  const linePaths = await Promise.all(Array.from({ length: CONNECTIONS }, () => storeCart(target, article)));
  const apiRequests = cookies.map((cookie) => ({
    method: "PUT" as const,
    path: "/api/cart",
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ ean: article.ean, quantity: 1, fixed: true }),
  }));
  const storeRequests = linePaths.map((path) => ({
    method: "POST" as const,
    path,
    headers: { ...JSON_HEADERS, "x-publishable-api-key": target.publishableKey },
    body: JSON.stringify({ quantity: 1 }),
  }));
  // Warm both paths (JIT, connection pools) before measuring; then alternate so drift hits both.
  await load(target.commerceUrl, storeRequests.slice(0, 2));
  await load(target.commerceUrl, apiRequests.slice(0, 2));
  const medusa = await load(target.commerceUrl, storeRequests);
  const api = await load(target.commerceUrl, apiRequests);
  return { api, medusa };
}

/** A valid checkout form (section 5 rules), home delivery in France, for the given e-mail. */
const checkoutForm = (email: string) => ({
  contact: { firstName: "Camille", lastName: "Durand", email, phone: "0612345678" },
  billing: { firstName: "Camille", lastName: "Durand", isCompany: false, address: "12 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
  delivery: { type: "home" },
  cart: {},
});

/**
 * Who submits at once:
 * - `shoppers`: different guests (each sample its own e-mail) buying different articles (the 20 most stocked, in
 *   turn), what a shop sees on a busy evening; the targets are measured on it.
 * - `one-article`: the worst case, every sample the same e-mail and the same article: the e-mail's lock and the
 *   article's stock lock make them complete one after the other (the price of never overselling).
 */
export type SubmitScenario = "shoppers" | "one-article";
let benchRun = 0;

/**
 * `POST /api/checkout/submit` latency: each submit needs its own cart (it becomes an order), so every
 * sample is a fresh session with one unit in its cart, prepared untimed; `clients` submit at once.
 */
export async function benchCheckoutSubmit(
  target: BenchTarget,
  samples = Number(process.env.BENCH_SUBMITS ?? 40),
  clients = 4,
  scenario: SubmitScenario = "shoppers"
): Promise<LatencyFigures> {
  const articles = (await stockedArticles(target)).slice(0, scenario === "shoppers" ? 20 : 1);
  const run = ++benchRun;
  const times: number[] = [];
  let failures = 0;
  let started = 0;
  const since = performance.now();
  const worker = async () => {
    while (started < samples) {
      const sample = started++;
      const article = articles[sample % articles.length];
      const email = scenario === "shoppers" ? `banc-${Date.now()}-${run}-${sample}@example.fr` : "camille.durand@example.fr";
      const cookie = await apiSession(target, article);
      const before = performance.now();
      const response = await fetch(`${target.commerceUrl}/api/checkout/submit`, {
        method: "POST",
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify(checkoutForm(email)),
      });
      await response.arrayBuffer();
      times.push(performance.now() - before);
      if (!response.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const sorted = times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: times.length,
    errors: 0,
    non2xx: failures,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    rps: Math.round((times.length / ((performance.now() - since) / 1000)) * 10) / 10,
  };
}
