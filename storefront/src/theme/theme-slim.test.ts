/**
 * The production build swaps '@chakra-ui/react/theme' for chakra-theme-slim.js (see gatsby-node):
 * every name the shop imports must exist there with Chakra's own values, or the look would drift
 * silently after a Chakra upgrade.
 */
import * as real from '@chakra-ui/react/theme';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain JS module resolved through jest's moduleNameMapper
import * as slim from './chakra-theme-slim';

const NAMES = [
  'animationStyles', 'buttonRecipe', 'cssVarsPrefix', 'cssVarsRoot', 'drawerSlotRecipe', 'globalCss', 'headingRecipe',
  'inputRecipe', 'keyframes', 'layerStyles', 'linkRecipe', 'semanticTokens', 'spinnerRecipe', 'textStyles', 'tokens',
] as const;

describe('slim Chakra theme module', () => {
  it.each(NAMES)('exports %s exactly as @chakra-ui/react/theme does', (name) => {
    expect((slim as Record<string, unknown>)[name]).toEqual((real as Record<string, unknown>)[name]);
  });

  it('covers every name system.ts imports from the theme', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const source: string = require('node:fs').readFileSync(require('node:path').join(__dirname, 'system.ts'), 'utf8');
    const block = /import \{([^}]*)\} from '@chakra-ui\/react\/theme'/.exec(source)?.[1] ?? '';
    const imported = block.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean);
    expect(imported.length).toBeGreaterThan(5);
    for (const name of imported) expect(NAMES).toContain(name);
  });
});
