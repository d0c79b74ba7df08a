// `npm test`: every workspace's tests (Turbo, after the builds they need, see below), then the production
// topology's test (scripts/topology: 2 engine replicas + 1 worker on PostgreSQL and Redis), then the browser
// journeys against a started shop; ends with the time each stage took, so a slow suite is seen at once.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = path.join(ROOT, ".turbo", "runs");

type Stage = { name: string; seconds: number; note?: string };
type TaskSummary = { taskId: string; cache: { status: string }; execution?: { startTime: number; endTime: number; exitCode: number } };

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(command: string, args: string[]): Promise<{ code: number; seconds: number }> {
  const started = Date.now();
  const code = await run(command, args);
  return { code, seconds: (Date.now() - started) / 1000 };
}

/** The tasks of the Turbo run that just ended (its --summarize file), slowest first. */
function turboTasks(since: number): Stage[] {
  if (!existsSync(RUNS)) return [];
  const files = readdirSync(RUNS, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.join(RUNS, entry.name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) return [];
  const tasks = (JSON.parse(readFileSync(files[0], "utf8")) as { tasks: TaskSummary[] }).tasks;
  return tasks
    .filter((task) => task.execution)
    .map((task) => ({
      name: task.taskId,
      seconds: (task.execution!.endTime - task.execution!.startTime) / 1000,
      note: [task.cache.status === "HIT" ? "cached" : "", task.execution!.exitCode !== 0 ? "FAILED" : ""].filter(Boolean).join(", "),
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

function report(stages: Stage[]): void {
  const width = Math.max(...stages.map((stage) => stage.name.length));
  console.log("\n== test stage times");
  for (const stage of stages) {
    console.log(`${stage.name.padEnd(width)}  ${stage.seconds.toFixed(1).padStart(7)} s${stage.note ? `  (${stage.note})` : ""}`);
  }
}

const turboBin = path.join(ROOT, "node_modules", ".bin", "turbo");
const started = Date.now();
const stages: Stage[] = [];

/** One Turbo run; its tasks join the report, slowest first. */
async function turbo(args: string[]): Promise<number> {
  const since = Date.now();
  const { code } = await timed(turboBin, [...args, "--summarize"]);
  stages.push(...turboTasks(since));
  return code;
}

// The plugins and packages build two at a time (the machines have two cores, and each build is one node process);
// the test tasks below then find them in Turbo's cache. The small suites run two at a time too; the commerce suite
// runs alone, since it already spreads its files over two jest workers (each booting an engine).
const workspaceCodes = [
  await turbo(["run", "build", "--filter=@shop/commerce^...", "--filter=@shop/storefront^...", "--concurrency=2", "--output-logs=errors-only"]),
];
if (workspaceCodes[0] === 0) {
  workspaceCodes.push(await turbo(["run", "test", "--concurrency=2", "--continue", "--filter=!@shop/e2e", "--filter=!@shop/commerce"]));
  workspaceCodes.push(await turbo(["run", "test", "--concurrency=1", "--filter=@shop/commerce"]));
}
const workspaces = { code: workspaceCodes.find((code) => code !== 0) ?? 0, seconds: (Date.now() - started) / 1000 };
stages.push({ name: "workspace tests (all, with builds)", seconds: workspaces.seconds });
if (workspaces.code === 0) {
  const tsxBin = path.join(ROOT, "node_modules", ".bin", "tsx");
  // The topology runs the built engine (commerce/.medusa/server), which the workspace tests do not build; the
  // journeys' `npm start` then finds it in Turbo's cache instead of building it again.
  const engine = await timed(turboBin, ["run", "build", "--filter=@shop/commerce", "--output-logs=errors-only"]);
  stages.push({ name: "engine build (for the topology)", seconds: engine.seconds, note: engine.code ? "FAILED" : "" });
  const topology = await timed(tsxBin, ["--test", "--test-reporter=spec", "scripts/topology/topology.test.ts"]);
  stages.push({ name: "topology (2 replicas + worker)", seconds: topology.seconds, note: topology.code ? "FAILED" : "" });
  const journeys = await timed("npm", ["run", "test", "--workspace", "@shop/e2e"]);
  stages.push({ name: "journeys (shop start + Playwright)", seconds: journeys.seconds, note: journeys.code ? "FAILED" : "" });
  process.exitCode = engine.code || topology.code || journeys.code;
} else {
  process.exitCode = workspaces.code;
}
stages.push({ name: "npm test", seconds: (Date.now() - started) / 1000 });
report(stages);
