import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';

/**
 * Cache rules of a Gatsby site: hashed assets (static/, *.js, *.css) never change under the same
 * name, so browsers keep them a year; HTML and page data change with every build, so they are
 * revalidated on each visit.
 */
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export function cacheControlFor(filePath: string, publicDir: string): string {
  const rel = path.relative(publicDir, filePath).split(path.sep).join('/');
  if (rel.startsWith('static/')) return LONG_CACHE;
  if (/\.(js|css)$/.test(rel) && rel !== 'sw.js' && !rel.startsWith('page-data/')) return LONG_CACHE;
  return REVALIDATE;
}

export function setStaticHeaders(publicDir: string) {
  return (res: Response, filePath: string): void => {
    res.setHeader('Cache-Control', cacheControlFor(filePath, publicDir));
  };
}

export type MatchPath = { matchPath: string; path: string };

/** Client-only routes (e.g. '/me/*' -> '/me/') that Gatsby records in .cache/match-paths.json. */
export function readMatchPaths(siteRoot: string): MatchPath[] {
  try {
    const raw = fs.readFileSync(path.join(siteRoot, '.cache', 'match-paths.json'), 'utf8');
    const list = JSON.parse(raw) as MatchPath[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The page whose HTML serves `urlPath`, by Gatsby's match-path patterns ('/me/*' matches '/me/orders/'). */
export function findMatchPath(urlPath: string, matchPaths: MatchPath[]): MatchPath | undefined {
  return matchPaths.find(({ matchPath }) => {
    const pattern = matchPath
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*$/, '(?:/.*)?')
      .replace(/\/:[^/]+/g, '/[^/]+');
    return new RegExp(`^${pattern}/?$`).test(urlPath);
  });
}
