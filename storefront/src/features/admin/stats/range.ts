import type { StatsRange } from './api';

/** A Paris day ('2026-11-25') of an instant. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);
}

/** The dashboard opens on the last 30 days, today included. */
export function defaultRange(now: Date = new Date()): StatsRange {
  const end = parisDay(now);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/** '2026-11-25' → '25/11' on the chart's axis. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
