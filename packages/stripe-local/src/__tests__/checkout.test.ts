import Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { WEBHOOK_SECRET, eventTypes, startReceiver, startServer } from './helpers';

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

function createSession(captureMethod: 'manual' | 'automatic' = 'automatic'): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://shop.test/api/checkout/redirect/{CHECKOUT_SESSION_ID}?issue=ok',
    cancel_url: 'http://shop.test/api/checkout/redirect/{CHECKOUT_SESSION_ID}?issue=ko',
    line_items: [
      { quantity: 2, price_data: { currency: 'eur', unit_amount: 61_728, product_data: { name: 'Radiateur à inertie <Sahara>' } } },
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 1, product_data: { name: 'Thermostat' } } },
    ],
    metadata: { order: '24-ABCDEF' },
    payment_intent_data: { capture_method: captureMethod, metadata: { order: '24-ABCDEF' } },
  });
}

async function choose(session: Stripe.Checkout.Session, outcome: string): Promise<Response> {
  return fetch(session.url as string, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
}

describe('Checkout Sessions and the hosted page', () => {
  it('creates a session whose url is this server’s French page showing the amount in fr-FR', async () => {
    const session = await createSession();
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: 123_457, currency: 'eur', metadata: { order: '24-ABCDEF' } });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${server.url}/pay/${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
    const intent = await stripe.paymentIntents.retrieve(session.payment_intent as string);
    expect(intent).toMatchObject({ amount: 123_457, status: 'requires_payment_method', metadata: { order: '24-ABCDEF' } });
    const page = await fetch(session.url as string);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('1\u202f234,57\u00a0€');
    expect(html).toContain('Radiateur à inertie &#60;Sahara&#62;');
    for (const label of ['Payer', 'Refuser', 'Abandonner']) expect(html).toMatch(new RegExp(`<button type="submit" name="outcome" value="\\w+">${label}</button>`));
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([['Radiateur à inertie <Sahara>', 2, 123_456], ['Thermostat', 1, 1]]);
  });

  it('“Payer” pays and redirects to success_url with the session id', async () => {
    const session = await createSession();
    const answer = await choose(session, 'accept');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://shop.test/api/checkout/redirect/${session.id}?issue=ok`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect((await stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('succeeded');
    expect((await fetch(session.url as string)).status).toBe(410);
  });

  it('“Payer” with manual capture leaves the intent requires_capture', async () => {
    const session = await createSession('manual');
    await choose(session, 'accept');
    expect((await stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('requires_capture');
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('“Refuser” declines the card and sends the shopper to cancel_url', async () => {
    const session = await createSession();
    const answer = await choose(session, 'refuse');
    expect(answer.headers.get('location')).toBe(`http://shop.test/api/checkout/redirect/${session.id}?issue=ko`);
    const intent = await stripe.paymentIntents.retrieve(session.payment_intent as string);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({ code: 'card_declined' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('“Abandonner” expires the session, cancels the intent and goes back to cancel_url', async () => {
    const session = await createSession();
    const answer = await choose(session, 'abandon');
    expect(answer.headers.get('location')).toBe(`http://shop.test/api/checkout/redirect/${session.id}?issue=ko`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect((await stripe.paymentIntents.retrieve(session.payment_intent as string)).status).toBe('canceled');
    const closed = await fetch(session.url as string);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain('Cette session de paiement n’est plus disponible.');
  });

  it('a browser following the redirects lands on success_url', async () => {
    const landing = await startReceiver();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: `${landing.url}?session={CHECKOUT_SESSION_ID}`,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 5000, product_data: { name: 'Sèche-serviettes' } } }],
    });
    const answer = await fetch(session.url as string, { method: 'POST', body: new URLSearchParams({ outcome: 'accept' }) });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${landing.url}?session=${session.id}`);
    await landing.close();
  });

  it('expires through the API and refuses bad sessions', async () => {
    const session = await createSession();
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://x', line_items: [{ price: 'price_123', quantity: 1 }] })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('sends the webhook events of each outcome', async () => {
    await server.webhooks.idle();
    const types = eventTypes(receiver.received);
    for (const type of ['checkout.session.completed', 'checkout.session.expired', 'payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.payment_failed', 'payment_intent.canceled']) {
      expect(types).toContain(type);
    }
  });
});
