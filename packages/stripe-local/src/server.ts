import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expand, findRoute } from './api-routes';
import type { Context } from './context';
import { StripeApiError, newId } from './errors';
import { list, parseForm, type FormObject } from './form';
import { expireDueCheckoutSessions } from './checkout-sessions';
import { handlePage } from './pages';
import { Store } from './store';
import { API_VERSION, DEFAULT_RETRY_POLICY, WebhookDispatcher, type RetryPolicy, type WebhookEndpoint } from './webhooks';

export interface StripeLocalOptions {
  /** 0 or absent: a free port chosen by the system. */
  port?: number;
  host?: string;
  webhookEndpoints?: WebhookEndpoint[];
  /** JSON file holding the whole state, rewritten after every change and read back at start. */
  stateFile?: string;
  retry?: Partial<RetryPolicy>;
  /** Address the browser uses to reach the hosted pages (default http://<host>:<port>). */
  publicUrl?: string;
  /** Milliseconds since the epoch, default Date.now: tests move it to reach a Checkout Session's `expires_at`. */
  clock?: () => number;
  /** How often open Checkout Sessions past their `expires_at` are expired (ms, default 10 000). */
  expirySweepMs?: number;
}

export interface StripeLocalServer {
  url: string;
  port: number;
  store: Store;
  webhooks: WebhookDispatcher;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(413, 'invalid_request_error', 'Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: string, extraHeaders: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': newId('req', 14),
    'Stripe-Version': API_VERSION,
    ...extraHeaders,
  });
  response.end(body);
}

/** Any `sk_test_…` key is accepted (also as HTTP Basic user, as Stripe allows); anything else is a 401. */
function apiKeyError(header: string | undefined): StripeApiError | null {
  let key = '';
  if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header?.startsWith('Basic ')) key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  if (!key) {
    return new StripeApiError(
      401,
      'invalid_request_error',
      'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').',
    );
  }
  if (/^sk_test_\w+$/.test(key)) return null;
  const shown = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
  return new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`, { code: 'api_key_invalid' });
}

interface ApiAnswer {
  status: number;
  body: string;
}

function runApi(ctx: Context, method: string, path: string, params: FormObject): ApiAnswer {
  const found = findRoute(method, path);
  if (!found) {
    const error = new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    return { status: 404, body: JSON.stringify(error.toJSON()) };
  }
  try {
    const result = found.handler(ctx, params, found.id);
    const paths = list(params.expand).filter((path): path is string => typeof path === 'string');
    return { status: 200, body: JSON.stringify(expand(ctx, result, paths)) };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: JSON.stringify(error.toJSON()) };
    throw error;
  }
}

/** Same key, same request: the stored answer again. Same key, another request: Stripe's idempotency_error. */
function runIdempotent(ctx: Context, method: string, path: string, params: FormObject, key: string | null): ApiAnswer & { replayed: boolean } {
  if (method !== 'POST' || !key) return { ...runApi(ctx, method, path, params), replayed: false };
  const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex');
  const previous = ctx.store.state.idempotency[key];
  if (previous) {
    if (previous.method !== method || previous.path !== path || previous.params !== fingerprint) {
      const error = new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
      return { status: 400, body: JSON.stringify(error.toJSON()), replayed: false };
    }
    return { status: previous.status, body: previous.body, replayed: true };
  }
  const answer = runApi(ctx, method, path, params);
  ctx.store.state.idempotency[key] = { method, path, params: fingerprint, ...answer };
  return { ...answer, replayed: false };
}

async function handle(base: Omit<Context, 'idempotencyKey'>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method ?? 'GET';
  const body = method === 'GET' ? url.search.slice(1) : await readBody(request);
  const params = parseForm(body);
  if (!url.pathname.startsWith('/v1/')) {
    const handled = handlePage({ ...base, idempotencyKey: null }, method, url.pathname, params, response);
    if (handled && method === 'POST') base.store.save();
    if (!handled) sendJson(response, 404, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not found' } }));
    return;
  }
  const authError = apiKeyError(request.headers.authorization);
  if (authError) return sendJson(response, 401, JSON.stringify(authError.toJSON()));
  const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
  const answer = runIdempotent({ ...base, idempotencyKey: key }, method, url.pathname, params, key);
  if (method !== 'GET') base.store.save();
  sendJson(response, answer.status, answer.body, {
    ...(key ? { 'Idempotency-Key': key } : {}),
    ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
}

export async function createStripeLocalServer(options: StripeLocalOptions = {}): Promise<StripeLocalServer> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store(options.stateFile);
  const webhooks = new WebhookDispatcher(store, options.webhookEndpoints ?? [], { ...DEFAULT_RETRY_POLICY, ...options.retry });
  const clock = options.clock ?? Date.now;
  const base = { store, webhooks, baseUrl: options.publicUrl ?? '', now: () => Math.floor(clock() / 1000) };
  const server: Server = createServer((request, response) => {
    handle(base, request, response).catch((error: unknown) => {
      const status = error instanceof StripeApiError ? error.status : 500;
      const body = error instanceof StripeApiError ? error.toJSON() : { error: { type: 'api_error', message: String(error) } };
      if (!response.headersSent) sendJson(response, status, JSON.stringify(body));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  base.baseUrl = options.publicUrl ?? url;
  webhooks.schedule();
  // As Stripe does on its own, sessions past their expires_at expire (and send checkout.session.expired) even if
  // nobody reads them; reads and the hosted page also expire a due session on the spot.
  const sweep = setInterval(() => {
    if (expireDueCheckoutSessions({ ...base, idempotencyKey: null }) > 0) store.save();
  }, options.expirySweepMs ?? 10_000);
  sweep.unref();
  return {
    url,
    port,
    store,
    webhooks,
    close: async () => {
      clearInterval(sweep);
      webhooks.stop();
      store.save();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
