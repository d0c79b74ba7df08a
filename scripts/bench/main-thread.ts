// Main-thread work of a first load (issue 15), from a Chromium trace: what Lighthouse's blocking time is made of, with
// less noise. Lighthouse times tasks by the wall clock, so another process on a two-core machine moves its score by
// 10 points from one run to the next; this bench adds up the main thread's own CPU time (the trace's thread
// durations) instead. Per page, the median over the runs of: style recalculation, layout, HTML parsing, script
// evaluation, callbacks, all tasks, and an estimate of blocking time on Lighthouse's mobile phone (each task after the
// first contentful paint, times 4, over 50 ms). Mobile viewport, no network throttling, Debian's Chromium.
// `tsx scripts/bench/main-thread.ts [--runs N] <url...>` (default 7 runs); give a build before a change and the one
// after it, served side by side, to compare them in one run (rounds alternate between the URLs).
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { median, takeRunsArgument } from "./rounds.ts";

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

export type MainThreadCost = {
  styleMs: number;
  layoutMs: number;
  parseHtmlMs: number;
  scriptEvaluationMs: number;
  callbacksMs: number;
  allTasksMs: number;
  /** Σ max(0, 4 × task − 50 ms) over the tasks after the first contentful paint */
  blockingAt4xMs: number;
};

const EVENTS: Record<Exclude<keyof MainThreadCost, "allTasksMs" | "blockingAt4xMs">, string> = {
  styleMs: "UpdateLayoutTree",
  layoutMs: "Layout",
  parseHtmlMs: "ParseHTML",
  scriptEvaluationMs: "EvaluateScript",
  callbacksMs: "FunctionCall",
};
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** after the load event, long enough for the parts that hydrate later and the lazy chunks */
const SETTLE_MS = 4000;

const cpuMs = (event: TraceEvent) => (event.tdur ?? 0) / 1000;

/** The main-thread figures of one trace: the renderer's main thread is the one that painted first. */
export function mainThreadCost(events: TraceEvent[]): MainThreadCost {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace has no first contentful paint");
  const main = events.filter((event) => event.ph === "X" && event.pid === paint.pid && event.tid === paint.tid);
  const total = (name: string) => main.filter((event) => event.name === name).reduce((sum, event) => sum + cpuMs(event), 0);
  const tasks = main.filter((event) => event.name === "RunTask");
  const cost = Object.fromEntries(Object.entries(EVENTS).map(([key, name]) => [key, total(name)])) as MainThreadCost;
  cost.allTasksMs = tasks.reduce((sum, task) => sum + cpuMs(task), 0);
  cost.blockingAt4xMs = tasks
    .filter((task) => task.ts >= paint.ts)
    .reduce((sum, task) => sum + Math.max(0, LIGHTHOUSE_CPU_SLOWDOWN * cpuMs(task) - LONG_TASK_MS), 0);
  return cost;
}

async function traceFirstLoad(browser: Browser, url: string): Promise<MainThreadCost> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading", transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadCost(events);
  } finally {
    await context.close();
  }
}

/** Per URL, each figure's median over `runs` first loads; the rounds alternate between the URLs. */
export async function mainThreadCosts(urls: string[], runs: number): Promise<Map<string, MainThreadCost>> {
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((path): path is string => Boolean(path && existsSync(path)));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const samples = new Map<string, MainThreadCost[]>(urls.map((url) => [url, []]));
    for (let round = 0; round < runs; round++) {
      for (const url of urls) samples.get(url)!.push(await traceFirstLoad(browser, url));
    }
    return new Map(
      [...samples].map(([url, costs]) => [
        url,
        Object.fromEntries(Object.keys(costs[0]!).map((key) => [key, Math.round(median(costs.map((cost) => cost[key as keyof MainThreadCost])))])) as MainThreadCost,
      ]),
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const runs = takeRunsArgument(args, 7);
  if (args.length === 0) throw new Error("Give the pages to trace: tsx scripts/bench/main-thread.ts http://localhost:8000/ …");
  const costs = await mainThreadCosts(args, runs);
  console.log(`Main-thread CPU of a first load, median of ${runs} run(s), ms`);
  console.table(Object.fromEntries(costs));
}
