/**
 * Chunk-loading failures (spec 4.6, 8): after a deployment the JavaScript chunks an open tab asks for may be
 * gone. The page reloads once to fetch the new build, at most once per 60 s so a chunk that keeps failing
 * (server down, broken build) cannot send the visitor into a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'shop:chunk-reload-at';

/** webpack's ChunkLoadError ("Loading chunk 123 failed", "Loading CSS chunk …") and the browsers' import() errors. */
export function isChunkLoadError(value: unknown): boolean {
  if (!value) return false;
  const name = typeof value === 'object' && 'name' in value ? String((value as Error).name) : '';
  if (name === 'ChunkLoadError') return true;
  const message = typeof value === 'object' && 'message' in value ? String((value as Error).message) : String(value);
  return /loading (css )?chunk [\w-]+ failed|failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message);
}

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
};

const browserDeps = (): ReloadDeps => {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null; // storage blocked by the browser's settings
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
};

/** Reloads unless a reload for the same reason happened less than 60 s ago; returns whether it reloaded. */
export function reloadAfterChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const { storage, now, reload } = deps;
  // Without storage there is no way to remember the last reload: better no reload than a loop.
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Listens for chunk failures nobody caught (script errors and rejected imports). Returns the uninstaller. */
export function installChunkReload(win: Window = window, reloadOnce: () => boolean = reloadAfterChunkError): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
