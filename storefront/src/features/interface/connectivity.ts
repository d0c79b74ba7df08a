import { useSyncExternalStore } from 'react';

/**
 * Online/offline status (spec 4.6), read from the browser's own events. The static HTML and hydration assume
 * online, so the server's markup always matches; an offline visitor sees the change right after.
 */
export function subscribeToConnectivity(onChange: () => void, win: Window = window): () => void {
  win.addEventListener('online', onChange);
  win.addEventListener('offline', onChange);
  return () => {
    win.removeEventListener('online', onChange);
    win.removeEventListener('offline', onChange);
  };
}

/** `navigator.onLine` is only trustworthy when false ("no network at all"); unknown counts as online. */
export function isOnline(nav: Pick<Navigator, 'onLine'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return nav?.onLine !== false;
}

// Module-level functions: a new one at each render makes React and Preact subscribe again after every render.
const subscribe = (onChange: () => void) => subscribeToConnectivity(onChange);
const snapshot = () => isOnline();
const serverSnapshot = () => true;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
