import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

/**
 * Faster compilers for a cold `gatsby build` (the journeys' shop start, a new clone's `npm start`), same output:
 * - the shop's own TypeScript modules go through esbuild instead of Babel, except those holding a GraphQL query:
 *   Gatsby's Babel plugin replaces `graphql` and `useStaticQuery` with the extracted query, and no other compiler does;
 * - the browser bundle is minified by SWC instead of Terser, in the same webpack plugin with Gatsby's choices.
 * Babel (twice: browser and HTML stages) and Terser were most of the cold build's compile time.
 */
type Rule = { test?: unknown; include?: unknown };
type WebpackConfig = { module?: { rules?: unknown[] }; optimization?: { minimizer?: unknown[] } };

const GRAPHQL = /\bgraphql\s*[`(]|\buseStaticQuery\b/;
/** The test of the rule Gatsby compiles its site's sources with (webpack-utils `rules.js`). */
const GATSBY_SOURCES_TEST = String(/\.(js|mjs|jsx|ts|tsx)$/);

/** ES2017 for the browsers (Gatsby's default list: those with ES modules, old Safari included); Node for the HTML. */
export const ESBUILD_TARGET = { 'build-javascript': 'es2017', 'build-html': 'node20' } as const;

export function withEsbuildSources<Config extends WebpackConfig>(config: Config, siteRoot: string, target: string): Config {
  const sources = path.join(siteRoot, 'src') + path.sep;
  const verdicts = new Map<string, boolean>();
  const byEsbuild = (file: string): boolean => {
    if (!file.startsWith(sources) || !/\.tsx?$/.test(file)) return false;
    let verdict = verdicts.get(file);
    if (verdict === undefined) {
      verdict = !GRAPHQL.test(readFileSync(file, 'utf8'));
      verdicts.set(file, verdict);
    }
    return verdict;
  };
  const rules = (config.module?.rules ?? []).map((rule) => {
    const { test, include } = rule as Rule;
    if (String(test) !== GATSBY_SOURCES_TEST || typeof include !== 'function') return rule;
    return { ...(rule as object), include: (file: string) => !byEsbuild(file) && Boolean(include(file)) };
  });
  // gatsby-node is bundled by Gatsby: resolve from the site's package, not from this file.
  const loader = createRequire(path.join(siteRoot, 'package.json')).resolve('esbuild-loader');
  rules.push({ test: /\.tsx?$/, include: byEsbuild, type: 'javascript/auto', use: [{ loader, options: { jsx: 'automatic', target } }] });
  return { ...config, module: { ...config.module, rules } };
}

export function withSwcMinifier<Config extends WebpackConfig>(config: Config): Config {
  const minimizer = (config.optimization?.minimizer ?? []).map((plugin) =>
    plugin instanceof TerserPlugin
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/, terserOptions: { mangle: { safari10: true } } })
      : plugin,
  );
  return { ...config, optimization: { ...config.optimization, minimizer } };
}
