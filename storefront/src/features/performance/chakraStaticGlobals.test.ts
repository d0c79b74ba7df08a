import { readFileSync } from 'node:fs';
import { CHAKRA_SYSTEM_MODULE } from './chakraSystemRule';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chakraStaticGlobals: (source: string) => string = require('./chakraStaticGlobals.js');

const installedSystemModule = require.resolve('@chakra-ui/react').replace(/[\\/]cjs[\\/]index\.cjs$/, '/esm/styled-system/system.js');

describe("the browser's Chakra system leaves its global CSS to the static HTML", () => {
  it('rewrites the installed Chakra: the system no longer serialises the reset, global and token CSS', () => {
    expect(installedSystemModule).toMatch(CHAKRA_SYSTEM_MODULE);
    const source = readFileSync(installedSystemModule, 'utf8');
    expect(source).toContain('getTokenCss()];');

    const rewritten = chakraStaticGlobals(source);
    expect(rewritten).toContain('const _global = [];');
    expect(rewritten).not.toMatch(/getTokenCss\(\)\]/);
    // the functions themselves stay, for whoever calls them on purpose
    expect(rewritten).toContain('function getTokenCss()');
  });

  it('fails the build when Chakra builds its globals some other way', () => {
    expect(() => chakraStaticGlobals('const _global = [getPreflightCss(), getTokenCss()];')).toThrow(/no longer builds `_global`/);
  });
});
