import type { AdminModule, DashboardTile } from './types';

/** The dashboard's tiles for a staff member: those whose grant they hold, by `order` then id. */
export function tilesFor(modules: readonly AdminModule[], grants: readonly string[]): DashboardTile[] {
  const held = new Set(grants);
  return modules
    .flatMap((module) => module.tiles ?? [])
    .filter((tile) => held.has(tile.grant))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
