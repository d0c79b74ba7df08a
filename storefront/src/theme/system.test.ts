import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { buildShopSystemInTasks, shopSystem } from './system';
import { onRootNotEveryElement, UNUSED_PALETTES, withoutPalettes } from './trimChakra';
import { globalRules, type GlobalRules } from '../../test/globalRules';

describe("the shop's Chakra system, cut to what the shop uses", () => {
  it("declares Chakra's every-element custom properties once, on html", () => {
    const rules = globalRules();
    const chakraEveryElement = Object.keys((chakraGlobalCss as GlobalRules)['*'] ?? {}).filter((key) => key.startsWith('--'));
    expect(chakraEveryElement.length).toBeGreaterThan(20);

    expect(Object.keys(rules['*'] ?? {}).filter((key) => key.startsWith('--'))).toEqual([]);
    for (const property of chakraEveryElement) expect(rules.html).toHaveProperty(property);
    // the border colour every element's preflight border uses is still the theme's token
    expect(rules.html?.['--global-color-border']).toBe('var(--chakra-colors-border)');
  });

  it("keeps Chakra's own html rule and the shop's where they meet", () => {
    const moved = onRootNotEveryElement({ '*': { '--a': '1', color: 'red' }, html: { color: 'fg' }, body: { margin: 0 } } as never) as unknown as GlobalRules;
    expect(moved).toEqual({ html: { '--a': '1', color: 'fg' }, body: { margin: 0 } });
    expect(globalRules().html).toMatchObject({ colorScheme: 'light' });
  });

  it('holds no token of a palette the shop does not use, and every variable its tokens refer to is defined', () => {
    const tokenCss = JSON.stringify(shopSystem().getTokenCss());
    const defined = new Set([...tokenCss.matchAll(/"(--chakra-[a-z0-9-]+)":/g)].map(([, name]) => name));
    const referred = new Set([...tokenCss.matchAll(/var\((--chakra-[a-z0-9-]+)/g)].map(([, name]) => name));
    expect(defined.size).toBeGreaterThan(300);
    for (const palette of UNUSED_PALETTES) expect([...defined].filter((name) => name.startsWith(`--chakra-colors-${palette}-`))).toEqual([]);
    expect([...referred].filter((name) => !defined.has(name))).toEqual([]);
    // the palettes the shop uses are all there, with their roles
    for (const name of ['--chakra-colors-red-700', '--chakra-colors-green-700', '--chakra-colors-orange-700', '--chakra-colors-brand-solid', '--chakra-colors-gray-fg']) {
      expect(defined).toContain(name);
    }
  });

  it('drops a palette and every token that refers to it, and nothing else', () => {
    const colors = {
      blue: { 500: { value: '#00f' } },
      red: { 500: { value: '#f00' } },
      bg: { info: { value: { _light: '{colors.blue.500}' } }, error: { value: { _light: '{colors.red.500}' } } },
    };
    expect(withoutPalettes(colors, ['blue'])).toEqual({ red: { 500: { value: '#f00' } }, bg: { error: { value: { _light: '{colors.red.500}' } } } });
  });
});


describe('building the system over several browser tasks', () => {
  it('without the browser loader\'s steps (static HTML, tests) builds it at once, the one system every render uses', async () => {
    const nextTask = jest.fn(() => Promise.resolve());
    expect(await buildShopSystemInTasks(nextTask)).toBe(shopSystem());
    expect(nextTask).not.toHaveBeenCalled();
  });

  it('with them, merges, then builds the tokens step by step, then the rest, each after a new task, and keeps that system', async () => {
    const steps: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@chakra-ui/react', () => {
        const chakra = jest.requireActual('@chakra-ui/react');
        const createSystem = (...configs: unknown[]) => {
          steps.push(`createSystem(${configs.length === 1 && (configs[0] as { merged?: boolean }).merged ? 'merged' : 'configs'})`);
          return chakra.createSystem(...configs);
        };
        createSystem.prepare = (...configs: unknown[]) => {
          steps.push('prepare');
          return Object.assign(chakra.mergeConfigs(...configs), { merged: true });
        };
        createSystem.prepareTokens = () => [1, 2, 3].map((step) => () => steps.push(`token step ${step}`));
        return { ...chakra, createSystem };
      });
      const isolated = await import('./system');
      const system = await isolated.buildShopSystemInTasks(async () => void steps.push('next task'));
      expect(isolated.shopSystem()).toBe(system);
    });
    expect(steps).toEqual([
      'next task', 'prepare',
      'next task', 'token step 1', 'next task', 'token step 2', 'next task', 'token step 3',
      'next task', 'createSystem(merged)',
    ]);
  });
});

describe("the browser bundle's system", () => {
  it('carries no global CSS rules (the static HTML has them); the static HTML render keeps them all', async () => {
    const stage = process.env.BUILD_STAGE;
    process.env.BUILD_STAGE = 'build-javascript';
    try {
      await jest.isolateModulesAsync(async () => {
        const browser = await import('./system');
        expect(browser.shopSystem()._config.globalCss).toEqual({});
      });
    } finally {
      if (stage === undefined) delete process.env.BUILD_STAGE;
      else process.env.BUILD_STAGE = stage;
    }
    const rules = globalRules();
    expect(rules['.visually-hidden']).toMatchObject({ position: 'absolute' });
    expect(rules.html).toHaveProperty('--global-color-border');
  });
});
