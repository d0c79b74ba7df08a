/**
 * What the error page shows for a thrown error (spec 2.6): errors raised while loading page data carry their
 * own status (default 500) and message; any other render failure is a 500 whose technical message stays out
 * of the page.
 */
export class PageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** Only messages written for visitors (PageError) are shown; others may name code, tables or secrets. */
export function visitorMessage(error: unknown): string | null {
  return error instanceof PageError && error.message ? error.message : null;
}

/**
 * Test hook for the browser journeys: a tab whose sessionStorage holds this key once fails its next page render,
 * so the error boundary can be proven on the real build. Only the visitor's own tab can set it (no URL can),
 * and it clears itself on use.
 */
export const FORCED_RENDER_ERROR_KEY = 'shop:e2e-render-error';

export function takeForcedRenderError(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): boolean {
  try {
    if (storage?.getItem(FORCED_RENDER_ERROR_KEY) !== '1') return false;
    storage.removeItem(FORCED_RENDER_ERROR_KEY);
    return true;
  } catch {
    return false;
  }
}
