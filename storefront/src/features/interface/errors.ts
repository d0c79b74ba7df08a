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

