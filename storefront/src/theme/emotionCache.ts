import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_CLASS_NAMES_ATTRIBUTE } from '../features/performance/serverStyles';

let browserCache: EmotionCache | undefined;

/**
 * The browser's emotion cache: it knows the class rules the static HTML already holds in its head
 * (features/performance/serverStyles.ts), so hydration neither inserts them again nor moves their tag. Emotion's
 * default cache finds server tags only by its own attribute and moves each one it finds. Rules a later render needs
 * go into new tags after the server's, as before. The server keeps emotion's default (a cache per page).
 */
export function browserEmotionCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createCache({ key: 'css' });
    for (const tag of Array.from(document.querySelectorAll(`style[${SERVER_CLASS_NAMES_ATTRIBUTE}]`))) {
      for (const name of (tag.getAttribute(SERVER_CLASS_NAMES_ATTRIBUTE) ?? '').split(' ')) if (name) browserCache.inserted[name] = true;
    }
  }
  return browserCache;
}
