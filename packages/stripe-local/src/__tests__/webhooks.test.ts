import Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { signatureHeader } from '../webhooks';
import { WEBHOOK_SECRET, eventTypes, startReceiver, startServer } from './helpers';

describe('signed webhooks', () => {
  let server: StripeLocalServer;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    ({ server, stripe } = await startServer({ webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }] }));
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('signs each event so stripe.webhooks.constructEvent accepts it, and rejects a wrong secret', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4000, currency: 'eur', metadata: { session_id: 'payses_w' }, payment_method: 'pm_card_visa', confirm: true });
    await server.webhooks.idle();
    const hook = receiver.received.find((received) => JSON.parse(received.body).type === 'payment_intent.succeeded');
    expect(hook).toBeDefined();
    expect(hook!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(hook!.body, hook!.signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false, data: { object: { id: intent.id, amount_received: 4000, metadata: { session_id: 'payses_w' } } } });
    expect(event.id).toMatch(/^evt_/);
    expect(() => stripe.webhooks.constructEvent(hook!.body, hook!.signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(hook!.body.replace('4000', '4001'), hook!.signature, WEBHOOK_SECRET)).toThrow();
  });

  it('matches Stripe’s own test header generator', () => {
    const payload = '{"id":"evt_1"}';
    const expected = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 });
    expect(signatureHeader(payload, WEBHOOK_SECRET, 1_700_000_000)).toBe(expected);
  });

  it('sends charge.refunded and serves events at GET /v1/events/{id}', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 900, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    await stripe.refunds.create({ payment_intent: intent.id, amount: 400 });
    await server.webhooks.idle();
    const hook = receiver.received.find((received) => JSON.parse(received.body).type === 'charge.refunded');
    const event = stripe.webhooks.constructEvent(hook!.body, hook!.signature, WEBHOOK_SECRET);
    expect(event.data.object).toMatchObject({ object: 'charge', payment_intent: intent.id, amount_refunded: 400, refunded: false });
    const fetched = await stripe.events.retrieve(event.id);
    expect(fetched).toMatchObject({ id: event.id, type: 'charge.refunded', pending_webhooks: 0 });
    await expect(stripe.events.retrieve('evt_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('webhook retries', () => {
  it('retries a failing endpoint with growing delays until it answers 2xx', async () => {
    const receiver = await startReceiver(2);
    const { server, stripe } = await startServer({
      webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }],
      retry: { baseDelayMs: 40, maxAttempts: 5 },
    });
    const customer = await stripe.customers.create({ email: 'retry@example.fr' });
    await server.webhooks.idle();
    expect(receiver.failures()).toBe(2);
    expect(eventTypes(receiver.received)).toEqual(['customer.created']);
    const attempts = server.webhooks.attempts.map((attempt) => [attempt.attempt, attempt.status]);
    expect(attempts).toEqual([[1, 500], [2, 500], [3, 200]]);
    expect(JSON.parse(receiver.received[0].body).data.object.id).toBe(customer.id);
    await server.close();
    await receiver.close();
  });

  it('gives up after maxAttempts on an unreachable endpoint', async () => {
    const { server, stripe } = await startServer({
      webhookEndpoints: [{ url: 'http://127.0.0.1:9/unreachable', secret: WEBHOOK_SECRET }],
      retry: { baseDelayMs: 10, maxAttempts: 3 },
    });
    await stripe.customers.create({ email: 'nobody@example.fr' });
    await server.webhooks.idle();
    expect(server.webhooks.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([[1, null], [2, null], [3, null]]);
    expect(server.webhooks.attempts[0].error).toBeTruthy();
    await server.close();
  });
});
