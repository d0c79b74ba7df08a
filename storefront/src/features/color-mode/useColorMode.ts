import { useCallback, useEffect, useState } from 'react';
import {
  applyColorMode,
  COLOR_MODE_STORAGE_KEY,
  currentColorMode,
  DARK_QUERY,
  parseColorMode,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
  type ColorMode,
} from './colorMode';

/**
 * The page's colour mode, known after mount only (null before): the static HTML cannot know it, so rendering it
 * earlier would make the first client render differ from the server's. The inline script has already applied it.
 * Without a stored choice the page keeps following the system setting while open; a choice made in another tab
 * applies here too.
 */
export function useColorMode(): { mode: ColorMode | null; toggle: () => void } {
  const [mode, setMode] = useState<ColorMode | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const show = (next: ColorMode) => {
      applyColorMode(root, next);
      setMode(next);
    };
    setMode(currentColorMode(root));
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const onSystemChange = () => {
      if (!readStoredColorMode()) show(resolveColorMode(null, Boolean(media?.matches)));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_STORAGE_KEY) return;
      show(resolveColorMode(parseColorMode(event.newValue), Boolean(media?.matches)));
    };
    media?.addEventListener?.('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener?.('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const toggle = useCallback(() => {
    const next: ColorMode = currentColorMode(document.documentElement) === 'dark' ? 'light' : 'dark';
    applyColorMode(document.documentElement, next);
    storeColorMode(next);
    setMode(next);
  }, []);

  return { mode, toggle };
}
