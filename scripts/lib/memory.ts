import { readdirSync, readFileSync } from "node:fs";

// Peak memory of a service = the largest sum of resident memory over its whole process group
// (Medusa and Strapi fork workers; a build spawns helpers), sampled every interval.
function groupOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command: state ppid pgrp …
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[2]);
  } catch {
    return null;
  }
}

function rssBytes(pid: string): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function groupRssBytes(groupId: number): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    if (groupOf(pid) === groupId) total += rssBytes(pid);
  }
  return total;
}

export class PeakMemory {
  private readonly groups = new Map<string, number>();
  private readonly peaks = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  track(name: string, groupId: number | undefined): void {
    if (groupId !== undefined) this.groups.set(name, groupId);
  }

  start(intervalMs = 500): void {
    this.timer = setInterval(() => {
      for (const [name, group] of this.groups) {
        this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, groupRssBytes(group)));
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): Record<string, string> {
    clearInterval(this.timer);
    return Object.fromEntries([...this.peaks].map(([name, bytes]) => [name, `${Math.round(bytes / 1024 / 1024)} MB`]));
  }
}
