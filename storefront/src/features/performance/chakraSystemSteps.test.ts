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

const esmRoot = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
const installedSystemModule = path.join(esmRoot, 'styled-system', 'system.js');

/** The installed module as the browser bundle has it (both loaders), its imports pointed at the installed files. */
function rewrittenSystemModule(): string {
  const rewritten = chakraStaticGlobals(chakraSystemSteps(readFileSync(installedSystemModule, 'utf8')));
  const resolveFromChakra = createRequire(installedSystemModule).resolve;
  return rewritten.replace(/from '([^']+)'/g, (_, specifier: string) => {
    const file = specifier.startsWith('.') ? path.join(esmRoot, 'styled-system', specifier) : resolveFromChakra(specifier);
    return `from '${pathToFileURL(file).href}'`;
  });
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
createSystem.prepareTokens(prepared);
const stepwise = seen(createSystem(prepared));
const mergedOnly = seen(createSystem(createSystem.prepare(defaultConfig)));
const atOnce = seen(createSystem(defaultConfig));
const installed = seen(original.createSystem(defaultConfig));
let refused = '';
try { createSystem.prepareTokens({ ...defaultConfig }); } catch (error) { refused = error.message; }
console.log(JSON.stringify({ same: stepwise === installed && mergedOnly === installed && atOnce === installed, length: installed.length, refused }));
`;

describe("the browser's Chakra system, built in steps", () => {
  it('builds in steps the very system Chakra builds at once: tokens, style props, token CSS and recipes', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'chakra-steps-'));
    try {
      const rewritten = path.join(folder, 'system.mjs');
      writeFileSync(rewritten, rewrittenSystemModule());
      const compare = path.join(folder, 'compare.mjs');
      writeFileSync(compare, COMPARE);
      const output = execFileSync(process.execPath, [
        compare,
        pathToFileURL(rewritten).href,
        pathToFileURL(installedSystemModule).href,
        pathToFileURL(path.join(esmRoot, 'preset.js')).href,
      ], { encoding: 'utf8' });
      const result = JSON.parse(output) as { same: boolean; length: number; refused: string };
      expect(result.length).toBeGreaterThan(10_000);
      expect(result.same).toBe(true);
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
});
