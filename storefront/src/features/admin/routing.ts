/**
 * Which registered screen serves a path under /admin. A tiny matcher rather than a router: the section is one
 * client-only Gatsby page (`/admin/*`), Gatsby's navigation already gives it the location, and the patterns are
 * plain (`orders`, `orders/:id`, `messages/answers`).
 */
import type { AdminModule, AdminScreen } from './types';

export type ScreenMatch = { screen: AdminScreen; params: Record<string, string> };

/** `/admin/orders/12/?x=1` → `orders/12`; the dashboard is `''`. Escapes are decoded per segment (ids). */
export function adminSubPath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0];
  const segments = bare.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'admin') segments.shift();
  return segments.join('/');
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params of `pattern` on `path`, or null; and how many literal segments matched (more is more specific). */
function matchPattern(pattern: string, path: string): { params: Record<string, string>; literals: number } | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  let literals = 0;
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i].startsWith(':')) {
      const value = decode(actual[i]);
      if (value === null || value === '') return null;
      params[wanted[i].slice(1)] = value;
    } else if (wanted[i] === actual[i]) {
      literals++;
    } else {
      return null;
    }
  }
  return { params, literals };
}

/** The most specific screen of `modules` for `path` (a literal segment beats a `:name`), or null. */
export function matchScreen(path: string, modules: readonly AdminModule[]): ScreenMatch | null {
  let best: (ScreenMatch & { literals: number }) | null = null;
  for (const screen of modules.flatMap((module) => module.screens)) {
    const found = matchPattern(screen.path, path);
    if (found && (!best || found.literals > best.literals)) best = { screen, params: found.params, literals: found.literals };
  }
  return best && { screen: best.screen, params: best.params };
}

/** Two screens of the same pattern, or two tiles of one id: a registration mistake the unit tests catch. */
export function registrationProblems(modules: readonly AdminModule[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const module of modules) {
    for (const screen of module.screens) {
      const key = segmentsOf(screen.path).map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
      const other = seen.get(`screen ${key}`);
      if (other) problems.push(`${module.name}: the screen ${screen.path} is also registered by ${other}`);
      seen.set(`screen ${key}`, module.name);
      if (screen.path !== screen.path.replace(/^\/+|\/+$/g, '') || screen.path.startsWith('admin')) {
        problems.push(`${module.name}: write ${screen.path} without slashes at its ends and without admin/`);
      }
    }
    for (const tile of module.tiles ?? []) {
      const other = seen.get(`tile ${tile.id}`);
      if (other) problems.push(`${module.name}: the tile ${tile.id} is also registered by ${other}`);
      seen.set(`tile ${tile.id}`, module.name);
    }
  }
  return problems;
}
