import { CHUNK_RELOAD_STORAGE_KEY, installChunkReload, isChunkLoadError, reloadAfterChunkError } from './chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load failure', () => {
  it("recognises webpack's ChunkLoadError and the browsers' import errors, nothing else", () => {
    const webpackError = Object.assign(new Error('Loading chunk 532 failed.\n(error: https://shop/app-1.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(webpackError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk component---src-pages-blog-tsx failed.'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const reload = jest.fn();
    const deps = { storage, now: () => now, reload };
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    now += 59_999;
    expect(reloadAfterChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the last reload cannot be remembered (storage blocked)', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError({ storage: null, now: () => 1, reload })).toBe(false);
    const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadAfterChunkError({ storage: throwing, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default: the guard survives the reload itself', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    expect(reloadAfterChunkError()).toBe(false); // a reload just happened in this tab
    window.sessionStorage.clear();
  });

  it('reacts to uncaught chunk errors and rejected imports on the window, and to nothing else', () => {
    const reloadOnce = jest.fn(() => true);
    const uninstall = installChunkReload(window, reloadOnce);
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: chunkError });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError, message: chunkError.message }));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is not a function'), message: 'x is not a function' }));
    expect(reloadOnce).toHaveBeenCalledTimes(2);
    uninstall();
    window.dispatchEvent(rejection);
    expect(reloadOnce).toHaveBeenCalledTimes(2);
  });
});
