import type { Store } from './store';
import type { WebhookDispatcher } from './webhooks';

/** What every endpoint works with: the state, the event emitter, this server's own URL, the request's key. */
export interface Context {
  store: Store;
  webhooks: WebhookDispatcher;
  baseUrl: string;
  idempotencyKey: string | null;
  /** The server's clock in Unix seconds (a test may move it to reach a Checkout Session's `expires_at`). */
  now(): number;
}
