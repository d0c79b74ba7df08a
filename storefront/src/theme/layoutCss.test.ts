import { layoutClass } from './layoutCss';
import { globalRules } from '../../test/globalRules';

describe("the layout frame's global CSS", () => {
  it('styles every class of the frame, with the theme tokens resolved to their custom properties', () => {
    const rules = globalRules();
    for (const name of Object.values(layoutClass)) {
      const selector = Object.keys(rules).find((key) => key.startsWith(`.${name}`) && !key.startsWith(`.${name}-`));
      expect(selector).toBeDefined();
    }
    expect(rules[`.${layoutClass.header}`]).toMatchObject({ background: 'var(--chakra-colors-header)', color: 'var(--chakra-colors-header-fg)' });
    // the skip link comes above everything once focused (a z-index name Chakra does not know is written as it is,
    // which the browser ignores: the props it replaces said 'skipLink')
    expect(rules[`.${layoutClass.skipLink}:focus`]).toMatchObject({ position: 'fixed', zIndex: 'var(--chakra-z-index-skip-nav)' });
  });

  it("keeps the phone and the laptop layouts of the header's bar and search row (spec breakpoints)", () => {
    const rules = globalRules();
    const fromTablet = '@media screen and (min-width: 48rem)';
    expect(rules[`.${layoutClass.headerBar}`]).toMatchObject({ paddingInline: 'var(--chakra-spacing-3)', gap: 'var(--chakra-spacing-2)', [fromTablet]: { paddingInline: 'var(--chakra-spacing-4)', gap: 'var(--chakra-spacing-4)' } });
    expect(rules[`.${layoutClass.headerSearch}`]).toMatchObject({ order: 3, width: '100%', [fromTablet]: { order: 0, width: 'auto', flex: '1' } });
  });
});
