import path from 'node:path';

/** Chakra v3's ESM `createSystem` module, the one the loaders below rewrite. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** Its token dictionary's module. */
export const CHAKRA_TOKEN_DICTIONARY_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/**
 * The webpack rules of the browser bundle (`build-javascript` only: the static HTML must still render the global CSS,
 * and `gatsby develop` renders in the browser alone) for Chakra's system:
 * - `chakraStaticGlobals.js`: the system leaves its global CSS to the static HTML;
 * - `chakraSystemSteps.js`: the system can be built over several browser tasks (`theme/system.ts`);
 * - `chakraTokenSteps.js`: so can its token dictionary.
 * Webpack runs a rule's loaders last to first; the two of the first rule touch different lines.
 */
export function chakraSystemRules(siteRoot: string) {
  const loader = (name: string) => ({ loader: path.join(siteRoot, 'src', 'features', 'performance', name) });
  return [
    { test: CHAKRA_SYSTEM_MODULE, use: [loader('chakraStaticGlobals.js'), loader('chakraSystemSteps.js')] },
    { test: CHAKRA_TOKEN_DICTIONARY_MODULE, use: [loader('chakraTokenSteps.js')] },
  ];
}
