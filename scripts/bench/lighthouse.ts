// Lighthouse mobile scores (issues 4, 13, 15) of a running shop: performance, accessibility, best practices and SEO for
// the pages of defaultPages below. Lighthouse's default config is the mobile one (Moto G power emulation,
// simulated slow 4G), so the figures compare with the ones PageSpeed Insights gives. Debian's Chromium is driven
// through chrome-launcher (nothing is downloaded). Alone: `tsx scripts/bench/lighthouse.ts [baseUrl...] [--runs N]`
// (default http://localhost:8000, 3 runs) prints each page's median of the runs, and the JSON of every run. Given two
// shops (a build before a change served on a second port, say), each round measures both, page by page in turn, so a
// busy minute weighs on both alike: before and after side by side from one run. `--pages products,blog` keeps only
// those pages (by name), to give one page more runs in the same time.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, takeRunsArgument } from "./rounds.ts";

export type LighthousePage = { page: string; path: string };

export type LighthouseScores = {
  page: string;
  url: string;
  /** 0–100, as Lighthouse shows them */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** milliseconds (CLS: unitless), from the same run, to explain a performance score */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the machine during the run: a busy machine scores low and slows performance */
  benchmarkIndex: number;
  /**
   * The tasks Lighthouse's blocking time is made of (its `long-tasks` audit: each task of the unthrottled load times
   * 4, over 50 ms), by the script it attributes them to; in the JSON only
   */
  longTasks: { script: string; startMs: number; durationMs: number }[];
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function chromePath(): string {
  const found = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error("No Chromium found: set CHROME_PATH");
  return found;
}

/** Runs Lighthouse (mobile, default config) on each page in turn, in one headless Chromium. */
export async function lighthouseScores(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    logLevel: "silent",
  });
  try {
    const results: LighthouseScores[] = [];
    for (const { page, path } of pages) {
      const url = new URL(path, baseUrl).href;
      const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError, environment } = runner.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * (id === "cumulative-layout-shift" ? 1000 : 1)) / (id === "cumulative-layout-shift" ? 1000 : 1);
      results.push({
        page,
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: metric("first-contentful-paint"),
        lcpMs: metric("largest-contentful-paint"),
        tbtMs: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
        longTasks: longTasksOf(audits["long-tasks"]?.details),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function longTasksOf(details: unknown): LighthouseScores["longTasks"] {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
  return items.map((item) => ({
    script: (item.url ?? "").split("/").pop() || "(browser)",
    startMs: Math.round(item.startTime ?? 0),
    durationMs: Math.round(item.duration ?? 0),
  }));
}

/**
 * The home, the first category and the first product linked from the catalogue page of the running shop, the
 * catalogue and the blog (issue 15's pages), and the pro area's radiator store (issue 13).
 */
export async function defaultPages(baseUrl: string): Promise<LighthousePage[]> {
  const answer = await fetch(new URL("/products/", baseUrl));
  if (!answer.ok) throw new Error(`GET /products/ on ${baseUrl}: ${answer.status}`);
  const html = await answer.text();
  const first = (pattern: RegExp) => html.match(pattern)?.[1];
  const category = first(/href="(\/categories\/[^"?#]+)"/);
  const product = first(/href="(\/products\/[a-z0-9-]+\/)"/);
  if (!category || !product) throw new Error(`No category or product link on ${baseUrl}/products/`);
  return [
    { page: "home", path: "/" },
    { page: "category", path: category },
    { page: "product", path: product },
    { page: "products", path: "/products/" },
    { page: "blog", path: "/blog/" },
    { page: "pro store (rd)", path: "/pro/v1/store/rd/" },
  ];
}

const MEDIAN_FIELDS = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "benchmarkIndex"] as const;

/** Per page, the median of each figure over the runs (runs hold the same pages in the same order). */
export function medianScores(runs: LighthouseScores[][]): LighthouseScores[] {
  return runs[0]!.map((first, index) => {
    const row = { ...first };
    for (const field of MEDIAN_FIELDS) row[field] = median(runs.map((run) => run[index]![field]));
    return row;
  });
}

/** Takes `--pages a,b` out of the command-line arguments: the names of the pages to keep, or null for all of them. */
function takePageNames(args: string[]): string[] | null {
  const flag = args.indexOf("--pages");
  return flag >= 0 ? (args.splice(flag, 2)[1] ?? "").split(",") : null;
}

function keepPages(pages: LighthousePage[], names: string[] | null): LighthousePage[] {
  if (!names) return pages;
  const unknown = names.filter((name) => !pages.some(({ page }) => page === name));
  if (unknown.length > 0) throw new Error(`--pages: no page named ${unknown.join(", ")} (${pages.map(({ page }) => page).join(", ")})`);
  return pages.filter(({ page }) => names.includes(page));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const runs = takeRunsArgument(args, 3);
  const pageNames = takePageNames(args);
  const baseUrls = args.length > 0 ? args : [process.env.SHOP_URL ?? "http://localhost:8000"];
  // the pages are the first shop's, asked of every shop: the same category and product on both sides
  const pages = keepPages(await defaultPages(baseUrls[0]!), pageNames);
  const results = new Map<string, LighthouseScores[][]>(baseUrls.map((baseUrl) => [baseUrl, []]));
  for (let round = 0; round < runs; round++) {
    for (const baseUrl of baseUrls) results.get(baseUrl)!.push(await lighthouseScores(baseUrl, pages));
  }
  for (const [baseUrl, shopRuns] of results) {
    console.log(`\n${baseUrl}: median of ${runs} run(s)`);
    console.table(medianScores(shopRuns).map(({ url: _url, longTasks: _tasks, ...row }) => row));
  }
  console.log(JSON.stringify(Object.fromEntries(results), null, 2));
}
