import Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { startServer } from './helpers';

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ server, stripe } = await startServer());
});
afterAll(() => server.close());

describe('PaymentIntents through the official client', () => {
  it('creates an intent with Stripe shapes and retrieves it', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 123_456,
      currency: 'EUR',
      capture_method: 'manual',
      description: 'Commande 24-ABCDEF',
      metadata: { session_id: 'payses_1', order: '24-ABCDEF' },
    });
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 123_456,
      currency: 'eur',
      capture_method: 'manual',
      status: 'requires_payment_method',
      livemode: false,
      description: 'Commande 24-ABCDEF',
      metadata: { session_id: 'payses_1', order: '24-ABCDEF' },
    });
    expect(created.id).toMatch(/^pi_\w{24}$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(Math.abs(created.created - Date.now() / 1000)).toBeLessThan(5);
    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toEqual(created);
  });

  it('rejects missing or non-integer amounts with invalid_request_error', async () => {
    await expect(stripe.paymentIntents.create({ currency: 'eur' } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
      statusCode: 400,
    });
    await expect(stripe.paymentIntents.create({ amount: 12.5, currency: 'eur' })).rejects.toMatchObject({ param: 'amount' });
  });

  it('answers resource_missing for an unknown intent', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
      message: "No such payment_intent: 'pi_unknown'",
    });
  });

  it('updates amount, customer and metadata (empty value removes a key)', async () => {
    const customer = await stripe.customers.create({ email: 'jean@example.fr' });
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur', metadata: { a: '1', b: '2' } });
    const updated = await stripe.paymentIntents.update(intent.id, { amount: 2500, customer: customer.id, metadata: { a: '', c: '3' } });
    expect(updated).toMatchObject({ amount: 2500, customer: customer.id, metadata: { b: '2', c: '3' } });
    await expect(stripe.paymentIntents.update(intent.id, { customer: 'cus_nope' })).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('manual capture: confirm → requires_capture, partial capture → succeeded', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', capture_method: 'manual' });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({ status: 'requires_capture', amount_capturable: 5000, amount_received: 0 });
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    await expect(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 6000 })).rejects.toMatchObject({
      param: 'amount_to_capture',
    });
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 4000 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 4000, amount_capturable: 0 });
    const charge = await stripe.charges.retrieve(captured.latest_charge as string);
    expect(charge).toMatchObject({ object: 'charge', captured: true, amount_captured: 4000, payment_intent: intent.id });
  });

  it('capturing twice answers payment_intent_unexpected_state with the intent (what Medusa relies on)', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    await stripe.paymentIntents.capture(intent.id);
    const error = await stripe.paymentIntents.capture(intent.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code: 'payment_intent_unexpected_state', payment_intent: { id: intent.id, status: 'succeeded' } });
  });

  it('automatic capture with confirm=true succeeds at once; expand inlines the payment method', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 999,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
      expand: ['payment_method'],
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 999 });
    expect(intent.payment_method).toMatchObject({ object: 'payment_method', type: 'card', card: { last4: '4242' } });
  });

  it('a declined card answers 402 card_error and leaves the intent in requires_payment_method', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    const error = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', type: 'card_error' });
  });

  it('confirming without a payment method is refused', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    await expect(stripe.paymentIntents.confirm(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('3-D Secure card → requires_action with a redirect, completed on the authentication page', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2000,
      currency: 'eur',
      capture_method: 'manual',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: 'http://shop.test/retour',
    });
    expect(intent.status).toBe('requires_action');
    const url = intent.next_action?.redirect_to_url?.url as string;
    expect(url).toBe(`${server.url}/authenticate/${intent.id}`);
    const page = await fetch(url);
    expect(await page.text()).toContain('Authentification de la carte');
    const answer = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'accept' }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://shop.test/retour?payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}`);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('cancels from requires_payment_method or requires_capture, never after success', async () => {
    const open = await stripe.paymentIntents.create({ amount: 100, currency: 'eur' });
    const canceled = await stripe.paymentIntents.cancel(open.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const authorized = await stripe.paymentIntents.create({ amount: 100, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    expect((await stripe.paymentIntents.cancel(authorized.id)).status).toBe('canceled');
    const paid = await stripe.paymentIntents.create({ amount: 100, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(stripe.paymentIntents.update(paid.id, { amount: 50 })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});
