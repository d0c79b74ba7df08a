/**
 * The browser bundle runs on Preact (docs/adr/018): react and react-dom, with their subpaths (react/jsx-runtime,
 * react-dom/client…), resolve to preact/compat. Only the `build-javascript` stage: the static HTML is still rendered
 * by React (Gatsby's SSR engine needs react-dom/server), and `gatsby develop` keeps React for fast refresh.
 * `GATSBY_BROWSER_RUNTIME=react` builds the browser bundle on React again (comparisons, hydration checks).
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
} as const;

/** Preact's modules join Gatsby's long-cached `framework` chunk, as React's did. */
export const FRAMEWORK_MODULES = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/;

type Module = { nameForCondition?: () => string | null };
type CacheGroup = { test?: unknown };
type WebpackConfig = {
  cache?: false | { name?: string; cacheLocation?: string };
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> } };
};

export function usesPreact(stage: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return stage === 'build-javascript' && env.GATSBY_BROWSER_RUNTIME !== 'react';
}

/**
 * Gatsby's own config aliases `react` and `react-dom` to React's folders, and webpack takes the first alias that
 * matches: those two entries are replaced in place, and the framework chunk takes Preact in. Webpack's cache of the
 * stage gets a folder of its own: it keeps the modules as resolved, whatever the aliases say now, so a React build
 * over a Preact build's cache (or the reverse) shipped the other runtime.
 */
export function toPreact(config: WebpackConfig): WebpackConfig {
  const alias = { ...config.resolve?.alias, ...PREACT_ALIASES };
  const splitChunks = config.optimization?.splitChunks;
  const framework = splitChunks ? splitChunks.cacheGroups?.framework : undefined;
  if (framework) framework.test = (module: Module) => FRAMEWORK_MODULES.test(module.nameForCondition?.() ?? '');
  const cache = config.cache && config.cache.cacheLocation ? { ...config.cache, cacheLocation: `${config.cache.cacheLocation}-preact` } : config.cache;
  return { ...config, cache, resolve: { ...config.resolve, alias } };
}
