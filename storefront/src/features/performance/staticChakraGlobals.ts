import path from 'node:path';

/** Chakra v3's ESM `createSystem` module, the one `chakraStaticGlobals.js` rewrites. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * The webpack rule of the browser bundle (`build-javascript` only: the static HTML must still render the global CSS,
 * and `gatsby develop` renders in the browser alone) that lets Chakra's system leave its global CSS to the HTML.
 */
export function staticChakraGlobalsRule(siteRoot: string) {
  return {
    test: CHAKRA_SYSTEM_MODULE,
    use: [{ loader: path.join(siteRoot, 'src', 'features', 'performance', 'chakraStaticGlobals.js') }],
  };
}
