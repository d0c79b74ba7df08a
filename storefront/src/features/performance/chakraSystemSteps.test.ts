import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraSystemSteps: (source: string) => string = require('./chakraSystemSteps.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraStaticGlobals: (source: string) => string = require('./chakraStaticGlobals.js');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraTokenSteps: (source: string) => string = require('./chakraTokenSteps.js');

const esmRoot = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
const installedSystemModule = path.join(esmRoot, 'styled-system', 'system.js');
const installedTokenModule = path.join(esmRoot, 'styled-system', 'token-dictionary.js');

/** An installed module rewritten, its imports pointed at the installed files but for those given. */
function rewritten(installed: string, rewrite: (source: string) => string, replaced: Record<string, string> = {}): string {
  const resolveFromChakra = createRequire(installed).resolve;
  return rewrite(readFileSync(installed, 'utf8')).replace(/from '([^']+)'/g, (_, specifier: string) => {
    const file = replaced[specifier] ?? (specifier.startsWith('.') ? path.join(path.dirname(installed), specifier) : resolveFromChakra(specifier));
    return `from '${pathToFileURL(file).href}'`;
  });
}

/** The system and token modules as the browser bundle has them (all three loaders), written in `folder`. */
function writeBrowserModules(folder: string): string {
  const tokens = path.join(folder, 'token-dictionary.mjs');
  writeFileSync(tokens, rewritten(installedTokenModule, chakraTokenSteps));
  const system = path.join(folder, 'system.mjs');
  writeFileSync(system, rewritten(installedSystemModule, (source) => chakraStaticGlobals(chakraSystemSteps(source)), { './token-dictionary.js': tokens }));
  return system;
}

/**
 * In a Node process of its own (Chakra's ESM build): the system built in steps and the one built at once from the
 * rewritten module, and the one the installed module builds, with Chakra's default config. What a page sees of each.
 */
const COMPARE = `
const [{ createSystem }, original, { defaultConfig }] = await Promise.all([
  import(process.argv[2]), import(process.argv[3]), import(process.argv[4]),
]);
const seen = (system) => JSON.stringify({
  tokens: system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.cssVar?.ref]),
  css: system.css({ color: 'red.500', px: '4', _hover: { bg: 'colorPalette.solid' }, md: { fontSize: 'lg' } }),
  tokenCss: system.getTokenCss(),
  button: system.getRecipeFn('button')({ size: 'lg' }),
});
const prepared = createSystem.prepare(defaultConfig);
const steps = createSystem.prepareTokens(prepared);
steps.forEach((step) => step());
const stepwise = seen(createSystem(prepared));
// steps left unrun: createSystem builds the dictionary itself
const halfway = createSystem.prepare(defaultConfig);
createSystem.prepareTokens(halfway)[0]();
const halfwaySeen = seen(createSystem(halfway));
const mergedOnly = seen(createSystem(createSystem.prepare(defaultConfig)));
const atOnce = seen(createSystem(defaultConfig));
const installed = seen(original.createSystem(defaultConfig));
let refused = '';
try { createSystem.prepareTokens({ ...defaultConfig }); } catch (error) { refused = error.message; }
console.log(JSON.stringify({
  same: stepwise === installed && halfwaySeen === installed && mergedOnly === installed && atOnce === installed,
  length: installed.length, steps: steps.length, refused,
}));
`;

describe("the browser's Chakra system, built in steps", () => {
  it('builds in steps the very system Chakra builds at once: tokens, style props, token CSS and recipes', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'chakra-steps-'));
    try {
      const system = writeBrowserModules(folder);
      const compare = path.join(folder, 'compare.mjs');
      writeFileSync(compare, COMPARE);
      const output = execFileSync(process.execPath, [
        compare,
        pathToFileURL(system).href,
        pathToFileURL(installedSystemModule).href,
        pathToFileURL(path.join(esmRoot, 'preset.js')).href,
      ], { encoding: 'utf8' });
      const result = JSON.parse(output) as { same: boolean; length: number; steps: number; refused: string };
      expect(result.length).toBeGreaterThan(10_000);
      expect(result.same).toBe(true);
      expect(result.steps).toBe(9);
      expect(result.refused).toMatch(/give it the config createSystem.prepare returned/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the build when Chakra merges its configs or builds its tokens some other way', () => {
    const source = readFileSync(installedSystemModule, 'utf8');
    expect(() => chakraSystemSteps(source.replace('mergeConfigs(...configs)', 'merge(...configs)'))).toThrow(/no longer reads `const config = mergeConfigs/);
    expect(() => chakraSystemSteps(source.replace('prefix: cssVarsPrefix', 'prefix: cssVarsPrefix, extra'))).toThrow(/no longer reads `const tokens = createTokenDictionary/);
    expect(() => chakraSystemSteps(source.replace('cssVarsPrefix = "chakra"', 'cssVarsPrefix = "ck"'))).toThrow(/no longer reads `const \{/);
  });

  it('fails the build when Chakra builds its token dictionary some other way', () => {
    const source = readFileSync(installedTokenModule, 'utf8');
    expect(() => chakraTokenSteps(source.replace('    addReferences();\n', ''))).toThrow(/no longer reads `function build\(\) \{`/);
    expect(() => chakraTokenSteps(source.replace('  build();\n', '  build(true);\n'))).toThrow(/no longer reads `registerTokens\(\);`/);
  });
});
