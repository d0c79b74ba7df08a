import type { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';

/**
 * Chakra's defaults, cut to what the shop uses: less work for `createSystem` in the browser (its token dictionary was
 * two thirds of it once the global CSS was left to the static HTML) and less CSS in every page.
 */

/** Chakra palettes no screen of the shop uses (no `colorPalette`, token or semantic colour names them). */
export const UNUSED_PALETTES = ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;

type TokenTree = { [key: string]: TokenTree | unknown };

const namesPalette = (palettes: readonly string[]) => new RegExp(`\\{colors\\.(${palettes.join('|')})\\.`);

/** A token tree without the named top-level palettes, nor any token whose value refers to one of them. */
export function withoutPalettes<T extends object>(colors: T, palettes: readonly string[] = UNUSED_PALETTES): T {
  const refersToRemoved = namesPalette(palettes);
  const prune = (tree: TokenTree, top: boolean): TokenTree =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, node]) => {
        if (top && palettes.includes(key)) return [];
        if (node && typeof node === 'object' && 'value' in node) return refersToRemoved.test(JSON.stringify(node)) ? [] : [[key, node]];
        return node && typeof node === 'object' ? [[key, prune(node as TokenTree, false)]] : [[key, node]];
      }),
    );
  return prune(colors as TokenTree, true) as T;
}

/**
 * Chakra's global CSS with its `*` rule (about 25 custom properties: ring, filter and backdrop-filter defaults, the
 * global fonts and border colour) declared on `html` instead. On `*`, every element computed its own copy: a third of
 * the home page's style recalculation (54 → 35 ms in a trace). Custom properties inherit, so every element still sees
 * them; only an element setting one of them (`blur`, `ring`…) now passes it on to its children.
 */
export function onRootNotEveryElement(globalCss: typeof chakraGlobalCss): typeof chakraGlobalCss {
  const { '*': everyElement, html, ...rest } = globalCss as Record<string, object>;
  return { ...rest, html: { ...everyElement, ...html } } as typeof chakraGlobalCss;
}
