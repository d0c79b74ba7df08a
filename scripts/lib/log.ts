// Step-by-step progress for the terminal: every long step says when it starts and how long it took,
// so a first start never looks like a silent minute-long wait.
const started = Date.now();

function elapsed(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

export function info(message: string): void {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

export function warn(message: string): void {
  console.warn(`\x1b[33m!\x1b[0m ${message}`);
}

export async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const since = Date.now();
  console.log(`\x1b[1m▶ ${label}…\x1b[0m`);
  // A heartbeat keeps the terminal alive during steps that print nothing for a long time.
  const heartbeat = setInterval(() => console.log(`  … ${label} (${elapsed(since)})`), 15_000);
  try {
    const result = await run();
    console.log(`\x1b[32m✔ ${label}\x1b[0m (${elapsed(since)})`);
    return result;
  } catch (error) {
    console.error(`\x1b[31m✘ ${label}\x1b[0m (${elapsed(since)})`);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

export function totalElapsed(): string {
  return elapsed(started);
}
