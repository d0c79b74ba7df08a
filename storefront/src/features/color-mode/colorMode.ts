/**
 * Light or dark (spec 9: "dark-mode variants"). The visitor's own choice wins, kept in localStorage; without one the
 * page follows the system's `prefers-color-scheme`. Chakra v3 matches its `_dark` condition and the dark values of
 * the semantic tokens on a `.dark` class (`.dark &`), so the mode is that class on <html>, plus `color-scheme` for
 * the browser's own widgets (scrollbars, date pickers).
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'maison-chaleur-color-mode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value is trusted only when it is one of the two modes. */
export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveColorMode(stored: ColorMode | null, systemPrefersDark: boolean): ColorMode {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** The mode the page shows now (what the inline script or a toggle applied). */
export function currentColorMode(root: HTMLElement): ColorMode {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

/** localStorage may be unavailable (private mode, blocked storage): the choice then lasts for the page only. */
export function readStoredColorMode(): ColorMode | null {
  try {
    return parseColorMode(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // not persisted; the page still switches
  }
}

/**
 * Runs in <head> before the body is parsed (gatsby-ssr onRenderBody), so the first paint already has the right
 * colours: no light flash for a dark visitor. Same rule as resolveColorMode/applyColorMode, written as plain ES5.
 */
export const COLOR_MODE_SCRIPT = `(function(){var s=null;try{s=window.localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');}catch(e){}var m=s==='dark'||s==='light'?s:(window.matchMedia&&window.matchMedia('${DARK_QUERY}').matches?'dark':'light');var r=document.documentElement;r.classList.add(m);r.classList.remove(m==='dark'?'light':'dark');r.style.colorScheme=m;})();`;
