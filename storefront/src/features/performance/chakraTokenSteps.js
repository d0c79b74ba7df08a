/**
 * Webpack loader, browser bundle only (`chakraSystemRule.ts`). Building Chakra's token dictionary was still one task
 * of 20–35 ms on a desktop CPU once `createSystem` was cut into steps (`chakraSystemSteps.js`): four times that on
 * Lighthouse's phone. This loader lets `createTokenDictionary({ ..., inSteps: true })` return the dictionary with the
 * steps that fill it (registering the tokens, then each call of Chakra's `build()`: their transforms, conditions,
 * references, lookup views) for the caller to run in browser tasks of their own (2–19 ms each on a desktop CPU);
 * without `inSteps` it runs them at once, in the order `build()` does. The loader fails the build if Chakra's source
 * no longer has the lines it rewrites.
 */
const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`;
const TAIL = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`;
const OPTIONS = `function createTokenDictionary(options) {`;

const STEPS = `  // chakraTokenSteps.js (storefront): build() one call at a time, run here or by the caller (options.inSteps)
  const steps = [
    () => {
      registerTokens();
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
    },
    () => applyMiddlewares("pre"),
    () => applyTransforms("pre"),
    addConditionalTokens,
    addReferences,
    expandTokenReferences$1,
    () => applyMiddlewares("post"),
    () => applyTransforms("post"),
    setupViews
  ];
  if (options.inSteps) return { dictionary, steps };
  steps.forEach((step) => step());
  return dictionary;`;

function chakraTokenSteps(source) {
  for (const expected of [BUILD, TAIL, OPTIONS]) {
    if (!source.includes(expected)) {
      throw new Error(`chakraTokenSteps: Chakra's createTokenDictionary no longer reads \`${expected.trim().split('\n')[0]}\` as expected; check the loader against the installed @chakra-ui/react`);
    }
  }
  return source.replace(TAIL, STEPS);
}

module.exports = chakraTokenSteps;
