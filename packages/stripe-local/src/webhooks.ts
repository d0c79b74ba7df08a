import { createHmac } from 'node:crypto';
import { newId, nowSeconds } from './errors';
import type { PendingDelivery, Store } from './store';
import type { StripeEvent } from './types';

export const API_VERSION = '2024-04-10';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

/** Stripe retries for days; the local server keeps the exponential backoff on a shorter, configurable scale. */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 60_000 };

export interface DeliveryAttempt {
  eventId: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the endpoint secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<PendingDelivery>();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly endpoints: WebhookEndpoint[],
    private readonly policy: RetryPolicy,
  ) {}

  /** Records an event (snapshot of the object as it is now) and queues it for every endpoint. */
  emit(type: string, object: unknown, idempotencyKey: string | null, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: this.endpoints.length,
      request: { id: newId('req', 14), idempotency_key: idempotencyKey },
      type,
    };
    this.store.state.events[event.id] = event;
    for (const endpoint of this.endpoints) {
      this.store.state.deliveries.push({ eventId: event.id, url: endpoint.url, attempt: 0, nextAttemptAt: Date.now() });
    }
    this.schedule();
    return event;
  }

  /** Starts (or resumes after a restart) the delivery loop. */
  schedule(): void {
    if (this.stopped || this.timer) return;
    const waiting = this.store.state.deliveries.filter((delivery) => !this.inFlight.has(delivery));
    if (waiting.length === 0) return;
    const delay = Math.max(0, Math.min(...waiting.map((delivery) => delivery.nextAttemptAt)) - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.deliverDue();
    }, delay);
  }

  /** Resolves once every queued delivery has succeeded or given up (tests and graceful shutdowns wait on it). */
  async idle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.store.state.deliveries.length > 0) {
      if (Date.now() > deadline) throw new Error('Webhook deliveries still pending');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Deliveries stay in the persisted queue while in flight, so a stop or crash mid-request resends them later. */
  private async deliverDue(): Promise<void> {
    const now = Date.now();
    const due = this.store.state.deliveries.filter((delivery) => delivery.nextAttemptAt <= now && !this.inFlight.has(delivery));
    for (const delivery of due) this.inFlight.add(delivery);
    await Promise.all(due.map((delivery) => this.deliver(delivery).finally(() => this.inFlight.delete(delivery))));
    if (this.stopped) return;
    this.store.save();
    this.schedule();
  }

  private finish(delivery: PendingDelivery): void {
    this.store.state.deliveries = this.store.state.deliveries.filter((candidate) => candidate !== delivery);
  }

  private async deliver(delivery: PendingDelivery): Promise<void> {
    const event = this.store.state.events[delivery.eventId];
    const endpoint = this.endpoints.find((candidate) => candidate.url === delivery.url);
    if (!event || !endpoint) return this.finish(delivery);
    const payload = JSON.stringify(event, null, 2);
    const attempt = delivery.attempt + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(payload, endpoint.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    if (this.stopped) return;
    this.attempts.push({ eventId: event.id, url: endpoint.url, attempt, status, error });
    const delivered = status !== null && status >= 200 && status < 300;
    if (delivered || attempt >= this.policy.maxAttempts) {
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      return this.finish(delivery);
    }
    delivery.attempt = attempt;
    delivery.nextAttemptAt = Date.now() + Math.min(this.policy.baseDelayMs * 2 ** (attempt - 1), this.policy.maxDelayMs);
  }
}
