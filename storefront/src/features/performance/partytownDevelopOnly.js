/**
 * Stand-in for `@builder.io/partytown/integration` in the browser build (aliased in gatsby-node, `build-javascript`
 * only). Gatsby's internal partytown plugin imports it into every page's first-load JavaScript, yet calls it only
 * under `gatsby develop` (its onInitialClientRender returns at once in production): the 3 KB snippet was dead
 * weight. The static HTML stage keeps the real module (Gatsby's gatsby-ssr writes the snippet there when a page has
 * an off-main-thread script; the shop has none).
 */
exports.partytownSnippet = () => {
  throw new Error('partytownSnippet is not in the production browser bundle (features/performance/partytownDevelopOnly.js)');
};
