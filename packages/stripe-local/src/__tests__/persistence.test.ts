import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBHOOK_SECRET, eventTypes, startReceiver, startServer } from './helpers';

describe('state file', () => {
  const directory = mkdtempSync(join(tmpdir(), 'stripe-local-'));
  const stateFile = join(directory, 'state.json');
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps intents, sessions and idempotency keys across a restart mid-payment', async () => {
    const first = await startServer({ stateFile });
    const session = await first.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://shop.test/ok/{CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/ko/{CHECKOUT_SESSION_ID}',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 29_900, product_data: { name: 'Chauffe-eau' } } }],
      payment_intent_data: { capture_method: 'manual' },
    });
    const keyed = await first.stripe.customers.create({ email: 'keep@example.fr' }, { idempotencyKey: 'persist-1' });
    await first.server.close();

    const second = await startServer({ stateFile, port: 0 });
    const answer = await fetch(`${second.server.url}/pay/${session.id}`, { method: 'POST', body: new URLSearchParams({ outcome: 'accept' }), redirect: 'manual' });
    expect(answer.headers.get('location')).toBe(`http://shop.test/ok/${session.id}`);
    expect((await second.stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('requires_capture');
    const replay = await second.stripe.customers.create({ email: 'keep@example.fr' }, { idempotencyKey: 'persist-1' });
    expect(replay.id).toBe(keyed.id);
    await second.server.close();

    const third = await startServer({ stateFile });
    const captured = await third.stripe.paymentIntents.capture(session.payment_intent as string);
    expect(captured.status).toBe('succeeded');
    await third.server.close();
  });

  it('delivers after a restart the webhooks that were still pending', async () => {
    const file = join(directory, 'pending.json');
    const receiver = await startReceiver(1);
    const first = await startServer({ stateFile: file, webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }], retry: { baseDelayMs: 300 } });
    await first.stripe.customers.create({ email: 'late@example.fr' });
    while (receiver.failures() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await first.server.close();
    expect(receiver.received).toHaveLength(0);

    const second = await startServer({ stateFile: file, webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }], retry: { baseDelayMs: 10 } });
    expect(second.server.store.state.deliveries).toHaveLength(1);
    await second.server.webhooks.idle();
    expect(eventTypes(receiver.received)).toEqual(['customer.created']);
    await second.server.close();
    await receiver.close();
  });
});
