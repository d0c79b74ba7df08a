import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { onRootNotEveryElement, shopSystem } from './system';

type Rules = Record<string, Record<string, unknown>>;

/** The rules of the global CSS the static HTML carries, out of their cascade layer. */
function globalRules(): Rules {
  const layered = shopSystem().getGlobalCss() as Record<string, Rules>;
  const rules: Rules = Object.assign({}, ...Object.values(layered));
  return Object.fromEntries(Object.entries(rules).map(([selector, rule]) => [selector.replace(/^&/, ''), rule]));
}

describe("the shop's global CSS", () => {
  it("declares Chakra's every-element custom properties once, on html", () => {
    const rules = globalRules();
    const chakraEveryElement = Object.keys((chakraGlobalCss as Rules)['*'] ?? {}).filter((key) => key.startsWith('--'));
    expect(chakraEveryElement.length).toBeGreaterThan(20);

    expect(Object.keys(rules['*'] ?? {}).filter((key) => key.startsWith('--'))).toEqual([]);
    for (const property of chakraEveryElement) expect(rules.html).toHaveProperty(property);
    // the border colour every element's preflight border uses is still the theme's token
    expect(rules.html?.['--global-color-border']).toBe('var(--chakra-colors-border)');
  });

  it("keeps Chakra's own html rule and the shop's where they meet", () => {
    const moved = onRootNotEveryElement({ '*': { '--a': '1', color: 'red' }, html: { color: 'fg' }, body: { margin: 0 } } as never) as unknown as Rules;
    expect(moved).toEqual({ html: { '--a': '1', color: 'fg' }, body: { margin: 0 } });
    expect(globalRules().html).toMatchObject({ colorScheme: 'light' });
  });
});
