import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

// Every long-running child gets its own process group, so stopping the shop signals the whole
// group: `medusa start/develop` and `strapi start` fork workers that would otherwise outlive
// their parent.
const running = new Set<ChildProcess>();
let stopping = false;
let onServiceDied: ((name: string, code: number | null) => void) | undefined;

/** Called when a long-running service stops on its own (a crash), not when we stop it. */
export function whenAServiceDies(handler: (name: string, code: number | null) => void): void {
  onServiceDied = handler;
}

export type ServiceOptions = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Also echo the service's output to the terminal, prefixed with its name. */
  echo?: boolean;
  /** A one-off command (build, migration) rather than a service expected to keep running. */
  oneOff?: boolean;
  /** Told about the process once spawned (the benchmarks sample its memory). */
  onSpawn?: (child: ChildProcess) => void;
};

function prefixLines(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => `  [${name}] ${line}`)
    .join("\n");
}

export function startService(options: ServiceOptions): ChildProcess {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: "a" });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  } satisfies SpawnOptions);
  running.add(child);
  options.onSpawn?.(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (options.echo) {
        const text = prefixLines(options.name, chunk);
        if (text) console.log(text);
      }
    });
  }
  child.on("exit", (code) => {
    running.delete(child);
    log.end();
    if (!options.oneOff && !stopping) onServiceDied?.(options.name, code);
  });
  return child;
}

/** Runs a command to completion (a build, a migration), logging to a file; rejects on failure. */
export async function runCommand(options: ServiceOptions): Promise<void> {
  const child = startService({ ...options, oneOff: true });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) {
    throw new Error(`${options.name} failed (exit ${code}); see ${options.logFile}`);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopOne(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup(child, "SIGTERM");
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
    if ((await Promise.race([exited, timeout])) === "timeout") signalGroup(child, "SIGKILL");
  }
  // Workers forked by a service may outlive its leader: sweep the group once more.
  signalGroup(child, "SIGKILL");
}

/** Stops every child group, the last started first (the storefront before the engine, the database last). */
export async function stopAll(graceMs = 10_000): Promise<void> {
  stopping = true;
  for (const child of [...running].reverse()) {
    await stopOne(child, graceMs);
  }
}

/** Resolves once `url` answers with a status below 500, or rejects when the process dies or time runs out. */
export async function waitForHttp(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`the process stopped (exit ${child.exitCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Resolves with the first output line of `child` matching `pattern` (e.g. a READY banner). */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.match(pattern);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(match);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the process stopped (exit ${code}) before printing ${pattern}`));
    });
  });
}
