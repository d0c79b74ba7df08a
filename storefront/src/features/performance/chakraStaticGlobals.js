/**
 * Webpack loader, browser bundle only (`chakraSystemRule.ts`): Chakra's `createSystem` serialises its reset, global and token
 * CSS (about a thousand custom properties) as it builds the system, only for its provider's <Global> to insert them.
 * Every page's static HTML already holds that CSS (emotion's server render, gathered into <head> by src/html.tsx), so
 * the browser's system skips it: 60 % of `createSystem`'s time (features/performance/README.md). The loader fails the
 * build if Chakra's source no longer has the line, rather than ship a page without its global CSS or pay it again.
 */
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

function chakraStaticGlobals(source) {
  if (!source.includes(EAGER_GLOBALS)) {
    throw new Error('chakraStaticGlobals: Chakra\'s createSystem no longer builds `_global` as expected; check the loader against the installed @chakra-ui/react');
  }
  return source.replace(EAGER_GLOBALS, 'const _global = []; // the static HTML holds this CSS');
}

module.exports = chakraStaticGlobals;
