/**
 * Medusa's own Stripe provider (@medusajs/payment-stripe 2.21.2) against the local server. The provider builds its
 * client as `new Stripe(apiKey)`, so the shop's provider will swap in a client configured with host/port/protocol:
 * done here the same way, everything else is Medusa's code unchanged.
 */
import StripeProviderService from '@medusajs/payment-stripe/dist/services/stripe-provider';
import Stripe from 'stripe';
import type { StripeLocalServer } from '../server';
import { API_KEY, WEBHOOK_SECRET, startReceiver, startServer, stripeClient } from './helpers';

let server: StripeLocalServer;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let provider: StripeProviderService;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ server, stripe } = await startServer({ webhookEndpoints: [{ url: receiver.url, secret: WEBHOOK_SECRET }] }));
  provider = new StripeProviderService({} as never, { apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, capture: false });
  (provider as unknown as { stripe_: Stripe }).stripe_ = stripeClient(server);
}, 20_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const customer = {
  id: 'cus_medusa_1',
  email: 'jeanne@example.fr',
  first_name: 'Jeanne',
  last_name: 'Martin',
  phone: '0601020304',
  billing_address: { city: 'Lyon', country_code: 'fr', address_1: '3 quai Perrache', postal_code: '69002' },
};

describe('@medusajs/payment-stripe against the local server', () => {
  it('runs the account holder calls', async () => {
    const holder = await provider.createAccountHolder({ context: { customer, idempotency_key: 'ah-1' } } as never);
    expect(holder.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(holder.id)).toMatchObject({ email: 'jeanne@example.fr', name: 'Jeanne Martin' });
    const accountHolder = { data: { id: holder.id } };
    await provider.updateAccountHolder({ context: { account_holder: accountHolder, customer: { ...customer, company_name: 'Chauffage Martin SARL' } } } as never);
    expect(await stripe.customers.retrieve(holder.id)).toMatchObject({ name: 'Chauffage Martin SARL' });
    expect(await provider.listPaymentMethods({ context: { account_holder: accountHolder } } as never)).toEqual([]);
    const saved = await provider.savePaymentMethod({ context: { account_holder: accountHolder }, data: {} } as never);
    expect(saved.id).toMatch(/^seti_/);
    await provider.deleteAccountHolder({ context: { account_holder: accountHolder } } as never);
    await expect(stripe.customers.retrieve(holder.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('initiates, updates, authorises, captures, refunds and retrieves a payment', async () => {
    const initiated = await provider.initiatePayment({ currency_code: 'eur', amount: 1234.5, data: { session_id: 'payses_m1' }, context: { idempotency_key: 'init-1' } } as never);
    expect(initiated).toMatchObject({ status: 'pending' });
    expect(initiated.id).toMatch(/^pi_/);
    const again = await provider.initiatePayment({ currency_code: 'eur', amount: 1234.5, data: { session_id: 'payses_m1' }, context: { idempotency_key: 'init-1' } } as never);
    expect(again.id).toBe(initiated.id);
    const data = initiated.data as unknown as Stripe.PaymentIntent;
    expect(data).toMatchObject({ amount: 123_450, capture_method: 'manual', metadata: { session_id: 'payses_m1' } });

    const updated = await provider.updatePayment({ data, currency_code: 'eur', amount: 1500, context: { idempotency_key: 'upd-1' } } as never);
    expect(updated).toMatchObject({ status: 'pending', data: { amount: 150_000 } });

    await stripe.paymentIntents.confirm(initiated.id, { payment_method: 'pm_card_visa' });
    expect(await provider.authorizePayment({ data: { id: initiated.id } } as never)).toMatchObject({ status: 'authorized' });
    const captured = await provider.capturePayment({ data: { id: initiated.id }, context: { idempotency_key: 'cap-1' } } as never);
    expect(captured.data).toMatchObject({ status: 'succeeded', amount_received: 150_000 });
    // A second capture (other key) hits payment_intent_unexpected_state, which the provider turns into success.
    expect((await provider.capturePayment({ data: { id: initiated.id } } as never)).data).toMatchObject({ status: 'succeeded' });

    await provider.refundPayment({ amount: 200, data: { id: initiated.id, currency: 'eur' }, context: { idempotency_key: 'ref-1' } } as never);
    const charge = await stripe.charges.retrieve((await stripe.paymentIntents.retrieve(initiated.id)).latest_charge as string);
    expect(charge.amount_refunded).toBe(20_000);
    const retrieved = await provider.retrievePayment({ data: { id: initiated.id } } as never);
    expect(retrieved.data).toMatchObject({ amount: 1500, status: 'succeeded' });
  });

  it('reports a declined card as an error status and cancels a payment', async () => {
    const initiated = await provider.initiatePayment({ currency_code: 'eur', amount: 10, data: { session_id: 'payses_m2' }, context: {} } as never);
    await stripe.paymentIntents.confirm(initiated.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    expect(await provider.getPaymentStatus({ data: { id: initiated.id } } as never)).toMatchObject({ status: 'error' });
    expect((await provider.cancelPayment({ data: { id: initiated.id }, context: {} } as never)).data).toMatchObject({ status: 'canceled' });
  });

  it('verifies the local server’s webhooks and maps them to payment actions', async () => {
    const initiated = await provider.initiatePayment({ currency_code: 'eur', amount: 42, data: { session_id: 'payses_m3' }, context: {} } as never);
    await stripe.paymentIntents.confirm(initiated.id, { payment_method: 'pm_card_visa' });
    await server.webhooks.idle();
    const hook = receiver.received.find((received) => {
      const event = JSON.parse(received.body) as { type: string; data: { object: { id: string } } };
      return event.type === 'payment_intent.amount_capturable_updated' && event.data.object.id === initiated.id;
    });
    const result = await provider.getWebhookActionAndData({ data: JSON.parse(hook!.body), rawData: Buffer.from(hook!.body), headers: { 'stripe-signature': hook!.signature } } as never);
    expect(result).toEqual({ action: 'authorized', data: { session_id: 'payses_m3', amount: 42 } });
  });
});
