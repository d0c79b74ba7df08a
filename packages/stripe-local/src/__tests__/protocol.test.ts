import Stripe from 'stripe';
import { parseForm } from '../form';
import type { StripeLocalServer } from '../server';
import { API_KEY, startServer, stripeClient } from './helpers';

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ server, stripe } = await startServer());
});
afterAll(() => server.close());

describe('Stripe form encoding', () => {
  it('builds nested objects and arrays from a[b][c]= and a[0]= keys', () => {
    const body =
      'amount=100&metadata[order]=24-ABC&line_items[0][price_data][product_data][name]=Radiateur%20%C3%A0%20inertie' +
      '&line_items[0][quantity]=2&line_items[1][quantity]=1&expand[0]=payment_method&expand[]=customer';
    expect(parseForm(body)).toEqual({
      amount: '100',
      metadata: { order: '24-ABC' },
      line_items: [{ price_data: { product_data: { name: 'Radiateur à inertie' } }, quantity: '2' }, { quantity: '1' }],
      expand: ['payment_method', 'customer'],
    });
  });
});

describe('authentication', () => {
  it('refuses a request without a key with 401 in Stripe error shape', async () => {
    const response = await fetch(`${server.url}/v1/payment_intents/pi_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') } });
  });

  it('refuses a key that is not sk_test_…: the client raises StripeAuthenticationError', async () => {
    const wrong = stripeClient(server, 'sk_live_abcdefghijklmnop');
    const error = await wrong.customers.create({ email: 'a@b.fr' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided: sk_live_\*+mnop$/) });
    expect(Object.keys(server.store.state.customers)).toHaveLength(0);
  });

  it('accepts any sk_test_ key as Bearer or as Basic user', async () => {
    const basic = Buffer.from(`${API_KEY}:`).toString('base64');
    const response = await fetch(`${server.url}/v1/customers`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=basic%40example.fr',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'customer', email: 'basic@example.fr' });
  });

  it('answers unknown URLs with 404 invalid_request_error', async () => {
    const response = await fetch(`${server.url}/v1/subscriptions`, { headers: { Authorization: `Bearer ${API_KEY}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL (GET: /v1/subscriptions).' } });
  });
});

describe('Idempotency-Key', () => {
  it('replays the same object for the same key and body', async () => {
    const params = { amount: 4200, currency: 'eur', metadata: { session_id: 'payses_idem' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'key-1' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'key-1' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const same = Object.values(server.store.state.paymentIntents).filter((intent) => intent.metadata.session_id === 'payses_idem');
    expect(same).toHaveLength(1);
  });

  it('captures only once when a capture is replayed with its key', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 800, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    const first = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    const again = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(again).toEqual(first);
    const succeeded = Object.values(server.store.state.events).filter(
      (event) => event.type === 'payment_intent.succeeded' && (event.data.object as { id: string }).id === intent.id,
    );
    expect(succeeded).toHaveLength(1);
  });

  it('answers idempotency_error when a key is reused with another body', async () => {
    await stripe.paymentIntents.create({ amount: 100, currency: 'eur' }, { idempotencyKey: 'key-2' });
    const error = await stripe.paymentIntents.create({ amount: 200, currency: 'eur' }, { idempotencyKey: 'key-2' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect((error as Error).message).toContain("Try using a key other than 'key-2'");
  });

  it('replays errors too: a declined confirmation stays declined under its key', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 300, currency: 'eur' });
    const confirm = () => stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'key-3' });
    await expect(confirm()).rejects.toMatchObject({ code: 'card_declined' });
    await expect(confirm()).rejects.toMatchObject({ code: 'card_declined', statusCode: 402 });
    const failures = Object.values(server.store.state.events).filter((event) => event.type === 'payment_intent.payment_failed' && (event.data.object as { id: string }).id === intent.id);
    expect(failures).toHaveLength(1);
  });
});
