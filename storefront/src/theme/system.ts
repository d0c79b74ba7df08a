import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens as chakraSemanticTokens,
  spinnerRecipe,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { layoutGlobalCss } from './layoutCss';
import { onRootNotEveryElement, withoutPalettes } from './trimChakra';

/**
 * The shop's look (spec section 9): dark brown primary, copper accent, the spec's breakpoints and
 * font weights, a 1686 px layout, and dark-mode values for every colour a page uses.
 */

/** Spec breakpoints (px). Chakra's own `sm` is 480 px: all five are set so none is inherited. */
export const BREAKPOINTS = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' } as const;

export const MAX_PAGE_WIDTH = '1686px';

/** Only the weights the spec lists. */
export const FONT_WEIGHTS = { thin: '100', light: '300', normal: '400', medium: '500', bold: '700', black: '900' } as const;

const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));

const step = (shade: string, by: number) => String(Math.min(950, Math.max(50, Number(shade) + by)));

/** The roles of a palette, light and dark: lets `colorPalette="brand"` drive Chakra's recipes. */
const paletteRoles = (name: string, solid: { light: string; dark: string }, contrastDark = 'white') => ({
  // a hovered solid button goes one step further from the page (Chakra's default, solid at 90 %, let copper text
  // fall to 4.2:1 on white)
  solidHover: { value: { _light: `{colors.${name}.${step(solid.light, 100)}}`, _dark: `{colors.${name}.${step(solid.dark, -100)}}` } },
  contrast: { value: { _light: 'white', _dark: contrastDark } },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.200}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.900}` } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.800}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.700}` } },
  solid: { value: { _light: `{colors.${name}.${solid.light}}`, _dark: `{colors.${name}.${solid.dark}}` } },
  focusRing: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.400}` } },
  border: { value: { _light: `{colors.${name}.300}`, _dark: `{colors.${name}.600}` } },
});

/*
 * `process.env.BUILD_STAGE === 'build-javascript'` below: the browser's production bundle (Gatsby defines BUILD_STAGE
 * at build time, so webpack drops the other branch). Its system builds no global CSS, which every page's static HTML
 * holds (`features/performance/chakraStaticGlobals.js`), so the rules stay out of its JavaScript too.
 */

/** The shop's global CSS: the mode, the page's colours, screen-reader text, the layout's frame. */
function shopGlobalCss() {
  return {
    // the browser's own widgets (scrollbars, form controls) follow the mode too (features/color-mode)
    html: { colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'page', color: 'fg', fontWeight: 'normal' },
    'h1, h2, h3': { fontWeight: 'bold' },
    // Text for screen readers only (form labels the design shows as placeholders).
    '.visually-hidden': {
      position: 'absolute', width: '1px', height: '1px', padding: '0', margin: '-1px',
      overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: '0',
    },
    ...layoutGlobalCss,
  } satisfies NonNullable<Parameters<typeof defineConfig>[0]['globalCss']>;
}

const config = defineConfig({
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      colors: {
        brand: scale({
          50: '#f8f3ef', 100: '#ede0d5', 200: '#d9bfaa', 300: '#bf987e', 400: '#9c6f55', 500: '#7d5139',
          600: '#653f2b', 700: '#4f3021', 800: '#3c2419', 900: '#2a1911', 950: '#1b0f0a',
        }),
        copper: scale({
          50: '#fcf4ee', 100: '#f7e3d4', 200: '#efc5a8', 300: '#e2a076', 400: '#d3824f', 500: '#b87333',
          600: '#9d5f28', 700: '#7f4b21', 800: '#613a1b', 900: '#432813', 950: '#2b190c',
        }),
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      fontWeights: scale(FONT_WEIGHTS),
      sizes: { page: { value: MAX_PAGE_WIDTH } },
    },
    recipes: {
      button: { variants: { variant: { solid: { _hover: { bg: 'colorPalette.solidHover' }, _expanded: { bg: 'colorPalette.solidHover' } } } } },
    },
    semanticTokens: {
      colors: {
        // copper.600 on white is the lightest copper that keeps 4.5:1 for text on buttons.
        brand: paletteRoles('brand', { light: '700', dark: '300' }, '{colors.brand.950}'),
        copper: paletteRoles('copper', { light: '600', dark: '400' }, '{colors.copper.950}'),
        page: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
        surface: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
        header: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.900}' } },
        headerFg: { value: { _light: 'white', _dark: '{colors.brand.50}' } },
        price: { value: { _light: '{colors.brand.700}', _dark: '{colors.copper.300}' } },
        accent: { value: { _light: '{colors.copper.600}', _dark: '{colors.copper.400}' } },
        // Chakra's own neutrals (drawer panels, muted backgrounds, borders) in the shop's browns when dark, and its
        // status texts one step darker when light: red.500, green.600 and orange.600 on white are below 4.5:1.
        bg: {
          DEFAULT: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.brand.900}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.brand.800}' } },
          panel: { value: { _light: 'white', _dark: '{colors.brand.900}' } },
        },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.brand.700}' } },
        },
        stock: {
          in: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          low: { value: { _light: '{colors.copper.700}', _dark: '{colors.copper.300}' } },
          out: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
  globalCss: process.env.BUILD_STAGE === 'build-javascript' ? {} : shopGlobalCss(),
});

/**
 * Chakra's default theme minus the recipes of components the shop does not use (`defaultConfig`
 * would ship the styles of ~90 components in every page's JavaScript) and minus its unused palettes
 * (`trimChakra.ts`). Add a recipe here when a new Chakra component comes into use (its first render
 * fails loudly without it).
 */
const chakraBase = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: process.env.BUILD_STAGE === 'build-javascript' ? {} : onRootNotEveryElement(chakraGlobalCss),
  theme: {
    keyframes,
    tokens: { ...chakraTokens, colors: withoutPalettes(chakraTokens.colors) },
    semanticTokens: { ...chakraSemanticTokens, colors: withoutPalettes(chakraSemanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: { button: buttonRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe },
    slotRecipes: { drawer: drawerSlotRecipe },
  },
});

type ShopSystem = ReturnType<typeof createSystem>;
type SystemConfig = Parameters<typeof createSystem>[0];

/** What `features/performance/chakraSystemSteps.js` adds to the browser's `createSystem`; absent elsewhere. */
type SystemSteps = {
  prepare?: (...configs: SystemConfig[]) => SystemConfig;
  prepareTokens?: (config: SystemConfig) => Array<() => void>;
};

let built: ShopSystem | undefined;

/** The shop's Chakra system, built on first use (the static HTML's render, tests, `gatsby develop`). */
export function shopSystem(): ShopSystem {
  built ??= createSystem(mergeConfigs(defaultBaseConfig, chakraBase), config);
  return built;
}

/**
 * The same system, built in the browser before the first render over tasks of its own (gatsby-browser's
 * onClientEntry): Chakra's base config, the shop's merged onto it, the token dictionary step by step, the rest. In
 * one task it was the longest of a first load (27–40 ms of main thread on a desktop CPU, four times that on
 * Lighthouse's phone), a task a tap waits for; in three, the dictionary's was still 20–35 ms.
 * Where the steps are absent (no loader), it is built at once.
 */
export async function buildShopSystemInTasks(nextTask: () => Promise<void>): Promise<ShopSystem> {
  const { prepare, prepareTokens } = createSystem as typeof createSystem & SystemSteps;
  if (built || !prepare || !prepareTokens) return shopSystem();
  const base = mergeConfigs(defaultBaseConfig, chakraBase);
  await nextTask();
  const merged = prepare(base, config);
  for (const step of prepareTokens(merged)) {
    await nextTask();
    step();
  }
  await nextTask();
  built ??= createSystem(merged);
  return built;
}
