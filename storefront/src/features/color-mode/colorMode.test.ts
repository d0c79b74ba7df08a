import { COLOR_MODE_SCRIPT, COLOR_MODE_STORAGE_KEY, parseColorMode, resolveColorMode } from './colorMode';

/** Runs the <head> script as the browser does, with the visitor's stored choice and system setting. */
function runHeadScript({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  const root = document.documentElement;
  root.className = '';
  root.style.colorScheme = '';
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
  window.matchMedia = ((query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)', media: query })) as unknown as typeof window.matchMedia;
  new Function(COLOR_MODE_SCRIPT)();
  return { dark: root.classList.contains('dark'), light: root.classList.contains('light'), scheme: root.style.colorScheme };
}

describe('colour mode rule', () => {
  it('follows the system setting until the visitor chooses, then keeps the choice', () => {
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode(null, false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('trusts only the two known values from storage', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('sombre')).toBeNull();
    expect(parseColorMode(null)).toBeNull();
  });
});

describe('script run before the first paint', () => {
  it('puts a dark system in dark mode', () => {
    expect(runHeadScript({ stored: null, systemDark: true })).toEqual({ dark: true, light: false, scheme: 'dark' });
  });

  it('keeps a light system light', () => {
    expect(runHeadScript({ stored: null, systemDark: false })).toEqual({ dark: false, light: true, scheme: 'light' });
  });

  it("applies the visitor's stored choice over the system setting", () => {
    expect(runHeadScript({ stored: 'light', systemDark: true })).toEqual({ dark: false, light: true, scheme: 'light' });
    expect(runHeadScript({ stored: 'dark', systemDark: false })).toEqual({ dark: true, light: false, scheme: 'dark' });
  });

  it('ignores an unknown stored value', () => {
    expect(runHeadScript({ stored: 'bleu', systemDark: true }).dark).toBe(true);
  });

  it('still follows the system when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runHeadScript({ stored: null, systemDark: true }).dark).toBe(true);
    } finally {
      getItem.mockRestore();
    }
  });
});
