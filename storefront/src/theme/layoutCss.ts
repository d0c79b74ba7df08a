import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The class names of the layout's frame: the skip link and the header's bar, logo and search row. They are styled
 * by the theme's global CSS (below), which every page's static HTML holds, instead of Chakra's style props: those
 * elements hydrate with a page's first pass, and resolving their props in the browser was most of that task on a
 * phone (issue 15). Same rules as the props they replace; tokens and breakpoints are the theme's.
 */
export const layoutClass = {
  skipLink: 'shop-skip-link',
  header: 'shop-header',
  headerBar: 'shop-header-bar',
  logo: 'shop-logo',
  logoName: 'shop-logo-name',
  headerSearch: 'shop-header-search',
} as const;

const rule = (name: string) => `.${name}`;

export const layoutGlobalCss: Record<string, SystemStyleObject> = {
  [`${rule(layoutClass.skipLink)}:focus`]: {
    position: 'fixed', top: '2', insetStart: '2', width: 'auto', height: 'auto', clip: 'auto', zIndex: 'skipNav', bg: 'page', p: '2',
  },
  [rule(layoutClass.header)]: { bg: 'header', color: 'headerFg' },
  [rule(layoutClass.headerBar)]: {
    display: 'flex', alignItems: 'center', flexWrap: 'wrap', maxW: 'page', mx: 'auto',
    px: { base: '3', md: '4' }, py: '3', gap: { base: '2', md: '4' },
  },
  [rule(layoutClass.logo)]: {
    display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'headerFg', borderRadius: 'l1', outline: 'none',
    _focusVisible: { outlineWidth: '2px', outlineOffset: '2px', outlineStyle: 'solid', outlineColor: 'gray.focusRing' },
  },
  [rule(layoutClass.logoName)]: { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'black', letterSpacing: 'tight', ms: '2' },
  // on phones the search takes its own full-width row under the logo, account and cart
  [rule(layoutClass.headerSearch)]: {
    display: 'flex', justifyContent: 'center', order: { base: 3, md: 0 }, width: { base: '100%', md: 'auto' }, flex: { base: 'none', md: '1' },
  },
};
