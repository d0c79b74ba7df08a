import Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { startServer } from './helpers';

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  ({ server, stripe } = await startServer());
});
afterAll(() => server.close());

async function paidIntent(amount: number): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create({ amount, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
}

describe('Refunds', () => {
  it('refunds part then the rest of a payment, then refuses with charge_already_refunded', async () => {
    const intent = await paidIntent(10_000);
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 2500 });
    expect(partial).toMatchObject({ object: 'refund', amount: 2500, currency: 'eur', payment_intent: intent.id, status: 'succeeded' });
    expect(partial.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(partial.id)).toEqual(partial);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 9000 })).rejects.toMatchObject({ param: 'amount' });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(7500);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses to refund an intent that was not paid', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'eur', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 400, param: 'payment_intent' });
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('Refund list, update and reasons (what a back-office reads)', () => {
  it('lists the refunds of one payment newest first, pages them, and keeps other payments apart', async () => {
    const intent = await paidIntent(10_000);
    const other = await paidIntent(5_000);
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000, reason: 'requested_by_customer', metadata: { note: 'geste' } });
    const second = await stripe.refunds.create({ payment_intent: intent.id, amount: 2000 });
    await stripe.refunds.create({ payment_intent: other.id, amount: 500 });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id)).toEqual([second.id, first.id]);
    expect(listed.has_more).toBe(false);
    expect(listed.data[1]).toMatchObject({ amount: 1000, reason: 'requested_by_customer', metadata: { note: 'geste' }, status: 'succeeded' });
    const page = await stripe.refunds.list({ payment_intent: intent.id, limit: 1 });
    expect(page).toMatchObject({ has_more: true, data: [{ id: second.id }] });
    const next = await stripe.refunds.list({ payment_intent: intent.id, limit: 1, starting_after: second.id });
    expect(next).toMatchObject({ has_more: false, data: [{ id: first.id }] });
    const byCharge = await stripe.refunds.list({ charge: other.latest_charge as string });
    expect(byCharge.data.map((refund) => refund.amount)).toEqual([500]);
    await expect(stripe.refunds.list({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(stripe.refunds.list({ limit: 0 })).rejects.toMatchObject({ param: 'limit' });
  });

  it('updates only the metadata of a refund and refuses a reason Stripe does not know', async () => {
    const intent = await paidIntent(3_000);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    const updated = await stripe.refunds.update(refund.id, { metadata: { ticket: 'SAV-12' } });
    expect(updated).toMatchObject({ id: refund.id, amount: 100, metadata: { ticket: 'SAV-12' } });
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 100, reason: 'client_mecontent' as never }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'reason' });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.amount_refunded).toBe(100);
  });
});

describe('Customers, payment methods and setup intents (what @medusajs/payment-stripe calls)', () => {
  it('creates, retrieves, updates and deletes a customer', async () => {
    const created = await stripe.customers.create({
      email: 'marie@example.fr',
      name: 'Marie Curie',
      phone: '0612345678',
      address: { city: 'Paris', country: 'FR', line1: '1 rue de la Paix', postal_code: '75002' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(created).toMatchObject({ object: 'customer', livemode: false, address: { city: 'Paris', line2: null } });
    expect(await stripe.customers.retrieve(created.id)).toEqual(created);
    const updated = await stripe.customers.update(created.id, { name: 'Marie Sklodowska-Curie', metadata: { pro: 'true' } });
    expect(updated).toMatchObject({ name: 'Marie Sklodowska-Curie', email: 'marie@example.fr', metadata: { pro: 'true' } });
    const listed = await stripe.customers.listPaymentMethods(created.id, { limit: 100 });
    expect(listed).toMatchObject({ object: 'list', data: [], has_more: false });
    expect(await stripe.customers.del(created.id)).toEqual({ id: created.id, object: 'customer', deleted: true });
    await expect(stripe.customers.retrieve(created.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('creates a setup intent and retrieves / detaches payment methods', async () => {
    const customer = await stripe.customers.create({ email: 'pro@example.fr' });
    const setupIntent = await stripe.setupIntents.create({ customer: customer.id });
    expect(setupIntent).toMatchObject({ object: 'setup_intent', customer: customer.id, status: 'requires_payment_method' });
    const intent = await paidIntent(100);
    const method = await stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(method).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } });
    server.store.state.paymentMethods[method.id].customer = customer.id;
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((item) => item.id)).toEqual([method.id]);
    expect((await stripe.paymentMethods.detach(method.id)).customer).toBeNull();
    await expect(stripe.paymentMethods.retrieve('pm_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
