import { shopSystem } from '../src/theme/system';

export type GlobalRules = Record<string, Record<string, unknown>>;

/** The rules of the global CSS the static HTML carries, out of their cascade layer, selectors as the browser reads them. */
export function globalRules(): GlobalRules {
  const layered = shopSystem().getGlobalCss() as Record<string, GlobalRules>;
  const rules: GlobalRules = Object.assign({}, ...Object.values(layered));
  return Object.fromEntries(Object.entries(rules).map(([selector, rule]) => [selector.replace(/^&/, ''), rule]));
}
