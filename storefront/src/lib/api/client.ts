/**
 * The one way the storefront talks to `/api` (spec section 7): same origin (the storefront server proxies
 * /api to the engine), the session rides on its HttpOnly cookie, JSON both ways. A 4xx/5xx answer becomes an
 * `ApiRequestError` carrying the server's French message, so screens show it as is.
 */

export const API_BASE = '/api';

/** Shown when the server gave no usable message (network down, proxy error page, HTML answer). */
export const FALLBACK_ERROR_MESSAGE = 'Le service est momentanément indisponible. Veuillez réessayer.';

export class ApiRequestError extends Error {
  readonly status: number;
  /** first message per field ("billing.zipCode"), as the server's `formatZodError` sends them */
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fields = fields;
  }
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export type ApiRequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** a success without a body (204 No Content) resolves with undefined instead of being an error */
  allowEmpty?: boolean;
};

function readErrorBody(body: unknown): { message: string; fields: Record<string, string> } {
  if (body && typeof body === 'object') {
    const { message, fields } = body as { message?: unknown; fields?: unknown };
    const cleanFields: Record<string, string> = {};
    if (fields && typeof fields === 'object') {
      for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') cleanFields[key] = value;
    }
    if (typeof message === 'string' && message.trim() !== '') return { message, fields: cleanFields };
    return { message: FALLBACK_ERROR_MESSAGE, fields: cleanFields };
  }
  return { message: FALLBACK_ERROR_MESSAGE, fields: {} };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends one call and reads its JSON answer: a refusal or a missing answer becomes an `ApiRequestError`. */
async function send<T>(path: string, init: RequestInit, allowEmpty = false): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'include', ...init });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // status 0: the request never got an answer (offline, proxy down)
    throw new ApiRequestError(0, FALLBACK_ERROR_MESSAGE);
  }
  const json = await readJson(response);
  if (!response.ok) {
    const { message, fields } = readErrorBody(json);
    throw new ApiRequestError(response.status, message, fields);
  }
  if (json === undefined) {
    if (allowEmpty) return undefined as T;
    throw new ApiRequestError(response.status, FALLBACK_ERROR_MESSAGE);
  }
  return json as T;
}

/** `path` is relative to /api ('/cart/voucher'). Resolves with the parsed JSON answer. */
export function apiRequest<T>(path: string, { method = 'GET', body, signal, allowEmpty }: ApiRequestOptions = {}): Promise<T> {
  return send<T>(
    path,
    {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    },
    allowEmpty,
  );
}

/** A multipart upload (POST /api/files): the browser sets the multipart Content-Type with its boundary itself. */
export function apiUpload<T>(path: string, form: FormData, method: Method = 'POST'): Promise<T> {
  return send<T>(path, { method, headers: { Accept: 'application/json' }, body: form });
}
