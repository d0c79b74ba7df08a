import { shopSystem } from './system';

const system = shopSystem();

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('solid buttons', () => {
  it.each(['copper', 'brand'])('keep white text at 4.5:1 or more when hovered (%s, light mode)', (palette) => {
    const solid = (system as unknown as { _config: { theme: { recipes: { button: { variants: { variant: { solid: { _hover: { bg: string } } } } } } } } })._config.theme.recipes.button.variants.variant.solid;
    expect(solid._hover.bg).toBe('colorPalette.solidHover');
    // the light value of `${palette}.solidHover` is a shade of the palette: read it from the tokens
    const shade = /\{colors\.\w+\.(\d+)\}/.exec(JSON.stringify((system as any)._config.theme.semanticTokens.colors[palette].solidHover.value._light))?.[1];
    expect(contrast(system.token(`colors.${palette}.${shade}`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
