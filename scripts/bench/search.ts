// Product search latency: POST /api/product/query against a running commerce engine, each query
// of a typical mix asked `rounds` times one after the other (latency), then the whole mix by
// `concurrency` clients at once (throughput). No dependency: Node's fetch and performance.now().
// `benchSearch("http://localhost:9300")` after the engine is seeded (bench catalogue: 2,073 products).

export type SearchBenchQuery = { name: string; body: Record<string, unknown> };

export type Percentiles = { p50Ms: number; p95Ms: number; maxMs: number };

export type SearchBenchResult = {
  rounds: number;
  concurrency: number;
  queries: (SearchBenchQuery & Percentiles & { total: number })[];
  sequential: Percentiles;
  concurrent: Percentiles & { requestsPerSecond: number };
};

/** What shoppers do: words with and without accents, a prefix, a typo, an EAN, filters, deep pages. */
export const SEARCH_BENCH_QUERIES: SearchBenchQuery[] = [
  { name: "text", body: { q: "radiateur a inertie" } },
  { name: "hyphen", body: { q: "seche serviette" } },
  { name: "prefix", body: { q: "radia" } },
  { name: "typo (trigram fallback)", body: { q: "radiatuer" } },
  { name: "ean", body: { q: "3760891101015" } },
  { name: "filters", body: { category: "radiateurs", power: { min: 1000 }, inStock: true, sort: "price-asc" } },
  { name: "text + filters", body: { q: "inertie", brand: ["Thermolys", "Calorem"], price: { max: 100000 } } },
  { name: "catalogue, page 20", body: { page: 20, pageSize: 48, sort: "name" } },
];

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted[sorted.length - 1] ?? 0) };
}

async function ask(url: string, body: Record<string, unknown>): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { total?: number; message?: string };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`POST ${url} ${JSON.stringify(body)} -> ${res.status} ${answer.message ?? ""}`);
  return { ms, total: answer.total ?? 0 };
}

export async function benchSearch(
  baseUrl: string,
  options: { rounds?: number; concurrency?: number; queries?: SearchBenchQuery[] } = {},
): Promise<SearchBenchResult> {
  const rounds = options.rounds ?? 50;
  const concurrency = options.concurrency ?? 4;
  const mix = options.queries ?? SEARCH_BENCH_QUERIES;
  const url = `${baseUrl.replace(/\/+$/, "")}/api/product/query`;

  // Warm-up: the first call may build the index and fills the connection pool.
  for (const query of mix) await ask(url, query.body);

  const all: number[] = [];
  const queries: SearchBenchResult["queries"] = [];
  for (const query of mix) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds; i += 1) {
      const result = await ask(url, query.body);
      samples.push(result.ms);
      total = result.total;
    }
    all.push(...samples);
    queries.push({ ...query, total, ...percentiles(samples) });
  }

  const concurrentSamples: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let i = 0; i < rounds; i += 1) {
        const query = mix[(client + i) % mix.length];
        concurrentSamples.push((await ask(url, query.body)).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    rounds,
    concurrency,
    queries,
    sequential: percentiles(all),
    concurrent: { ...percentiles(concurrentSamples), requestsPerSecond: Math.round(concurrentSamples.length / seconds) },
  };
}
