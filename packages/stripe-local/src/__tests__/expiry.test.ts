import type Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { WEBHOOK_SECRET, eventTypes, startReceiver, startServer } from './helpers';

// The server's clock, moved by the tests (Unix milliseconds).
let clockMs = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = () => Math.floor(clockMs / 1000);

let server: StripeLocalServer;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ server, stripe } = await startServer({
    clock: () => clockMs,
    expirySweepMs: 50,
    webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }],
  }));
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

function createSession(expiresAt?: number): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://shop.test/ok?s={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/ko?s={CHECKOUT_SESSION_ID}',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 49_900, product_data: { name: 'Radiateur' } } }],
    payment_intent_data: { capture_method: 'manual' },
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
  });
}

describe('Checkout Session expires_at', () => {
  it('defaults to 24 hours after creation', async () => {
    const session = await createSession();
    expect(session.created).toBe(nowSeconds());
    expect(session.expires_at).toBe(nowSeconds() + 24 * 3600);
  });

  it('accepts 30 minutes to 24 hours and refuses anything else as Stripe does', async () => {
    expect((await createSession(nowSeconds() + 30 * 60)).expires_at).toBe(nowSeconds() + 30 * 60);
    expect((await createSession(nowSeconds() + 24 * 3600)).expires_at).toBe(nowSeconds() + 24 * 3600);
    await expect(createSession(nowSeconds() + 30 * 60 - 1)).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    await expect(createSession(nowSeconds() + 24 * 3600 + 1)).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    });
  });

  it('expires the session once its time has come: read as expired, intent cancelled, page closed, event sent', async () => {
    const session = await createSession(nowSeconds() + 45 * 60);
    clockMs += 44 * 60 * 1000;
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await fetch(session.url as string)).status).toBe(200);
    clockMs += 60 * 1000;
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
    expect((await stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('canceled');
    expect((await fetch(session.url as string)).status).toBe(410);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400, code: 'checkout_session_unexpected_state' });
    await server.webhooks.idle();
    expect(eventTypes(receiver.received)).toContain('checkout.session.expired');
  });

  it('cannot be paid on the hosted page after its time: the page answers 410', async () => {
    const session = await createSession(nowSeconds() + 30 * 60);
    clockMs += 31 * 60 * 1000;
    const answer = await fetch(session.url as string, { method: 'POST', body: new URLSearchParams({ outcome: 'accept' }), redirect: 'manual' });
    expect(answer.status).toBe(410);
    expect((await stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('canceled');
  });

  it('expires due sessions on its own, without anyone reading them', async () => {
    const session = await createSession(nowSeconds() + 30 * 60);
    clockMs += 30 * 60 * 1000;
    const expired = () => server.store.state.checkoutSessions[session.id].status === 'expired';
    for (let i = 0; i < 100 && !expired(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.store.state.checkoutSessions[session.id].status).toBe('expired');
  });
});
