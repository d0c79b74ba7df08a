/**
 * Webpack loader, browser bundle only (`chakraSystemRule.ts`). Chakra's `createSystem` is one long task on a phone:
 * merging the configs, then the token dictionary (about half of it), then the style utilities. This loader lets
 * `theme/system.ts` run the first two steps in browser tasks of their own, so no single task builds the whole system:
 * - `createSystem.prepare(...configs)` merges the configs as `createSystem` does and marks the result as merged;
 * - `createSystem.prepareTokens(config)` gives the steps that build the token dictionary of such a config, exactly as
 *   `createSystem` would (`chakraTokenSteps.js` cuts the dictionary's work into them), to run one per browser task;
 * - `createSystem(config)` with a merged config skips the merge, and takes the dictionary if it was prepared.
 * Without these steps `createSystem` behaves as before. The loader fails the build if Chakra's source no longer has
 * the lines it rewrites, rather than ship a system built from other arguments.
 */
const MERGE = '  const config = mergeConfigs(...configs);';
const TOKENS = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });`;
const DEFAULTS = `  const {
    theme = {},
    utilities = {},
    globalCss = {},
    cssVarsRoot = ":where(:root, :host)",
    cssVarsPrefix = "chakra",
    preflight
  } = config;`;

const STEPS = `
// chakraSystemSteps.js (storefront): the steps createSystem can be built in
const preparedSystems = new WeakMap();
function tokenDictionaryOf(config, inSteps = false) {
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  return createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
    inSteps
  });
}
createSystem.prepare = (...configs) => {
  const config = mergeConfigs(...configs);
  preparedSystems.set(config, { tokens: undefined });
  return config;
};
createSystem.prepareTokens = (config) => {
  const prepared = preparedSystems.get(config);
  if (!prepared) throw new Error("createSystem.prepareTokens: give it the config createSystem.prepare returned");
  const { dictionary, steps } = tokenDictionaryOf(config, true);
  if (!steps) throw new Error("createSystem.prepareTokens: the token dictionary has no steps (chakraTokenSteps.js is not applied)");
  // createSystem takes the dictionary only once every step ran; otherwise it builds its own
  return steps.map((step, index) => () => {
    step();
    if (index === steps.length - 1) prepared.tokens = dictionary;
  });
};
`;

function chakraSystemSteps(source) {
  for (const expected of [MERGE, TOKENS, DEFAULTS]) {
    if (!source.includes(expected)) {
      throw new Error(`chakraSystemSteps: Chakra's createSystem no longer reads \`${expected.trim().split('\n')[0]}\` as expected; check the loader against the installed @chakra-ui/react`);
    }
  }
  return (
    source
      .replace(MERGE, '  const prepared = configs.length === 1 ? preparedSystems.get(configs[0]) : undefined;\n  const config = prepared ? configs[0] : mergeConfigs(...configs);')
      .replace(TOKENS, '  const tokens = prepared?.tokens ?? tokenDictionaryOf(config);') + STEPS
  );
}

module.exports = chakraSystemSteps;
