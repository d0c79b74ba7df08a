// What the benches that repeat a measurement share (lighthouse.ts, main-thread.ts): the `--runs N` argument and the
// median of the runs.

/** Takes `--runs N` out of the command-line arguments; `fallback` when absent. */
export function takeRunsArgument(args: string[], fallback: number): number {
  const flag = args.indexOf("--runs");
  const runs = flag >= 0 ? Number(args.splice(flag, 2)[1]) : fallback;
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
  return runs;
}

/** The median; of an even count, the mean of the two middle values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
