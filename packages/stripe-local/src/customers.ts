import type { Context } from './context';
import { invalidParam, missingResource, newId, nowSeconds } from './errors';
import { obj, str, type FormObject, type FormValue } from './form';
import type { Address, Customer, Metadata, PaymentMethod, SetupIntent } from './types';

/** Merges Stripe-style: `metadata[key]=` (empty) removes a key, `metadata=` (empty) clears them all. */
export function mergeMetadata(current: Metadata, update: FormValue | undefined): Metadata {
  if (update === undefined) return current;
  if (update === '') return {};
  const changes = obj(update);
  if (!changes) throw invalidParam('metadata', 'Invalid object');
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function readAddress(value: FormValue | undefined): Address | null {
  const address = obj(value);
  if (!address) return null;
  const field = (name: string): string | null => str(address[name]) ?? null;
  return {
    city: field('city'),
    country: field('country'),
    line1: field('line1'),
    line2: field('line2'),
    postal_code: field('postal_code'),
    state: field('state'),
  };
}

function applyCustomerParams(customer: Customer, params: FormObject): void {
  for (const field of ['email', 'name', 'phone', 'description'] as const) {
    if (params[field] !== undefined) customer[field] = str(params[field]) ?? null;
  }
  if (params.address !== undefined) customer.address = readAddress(params.address);
  const shipping = obj(params.shipping);
  if (params.shipping === '') customer.shipping = null;
  if (shipping) {
    customer.shipping = {
      address: readAddress(shipping.address) ?? readAddress({})!,
      name: str(shipping.name) ?? null,
      phone: str(shipping.phone) ?? null,
    };
  }
  customer.metadata = mergeMetadata(customer.metadata, params.metadata);
}

export function getCustomer(ctx: Context, id: string): Customer {
  const customer = ctx.store.state.customers[id];
  if (!customer) throw missingResource('customer', id);
  return customer;
}

export function createCustomer(ctx: Context, params: FormObject): Customer {
  const customer: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    created: nowSeconds(),
    description: null,
    email: null,
    livemode: false,
    metadata: {},
    name: null,
    phone: null,
    shipping: null,
  };
  applyCustomerParams(customer, params);
  ctx.store.state.customers[customer.id] = customer;
  ctx.webhooks.emit('customer.created', customer, ctx.idempotencyKey);
  return customer;
}

export function updateCustomer(ctx: Context, id: string, params: FormObject): Customer {
  const customer = getCustomer(ctx, id);
  if (customer.deleted) throw missingResource('customer', id);
  applyCustomerParams(customer, params);
  return customer;
}

export function deleteCustomer(ctx: Context, id: string): { id: string; object: 'customer'; deleted: true } {
  const customer = getCustomer(ctx, id);
  delete ctx.store.state.customers[id];
  ctx.webhooks.emit('customer.deleted', customer, ctx.idempotencyKey);
  return { id, object: 'customer', deleted: true };
}

/** Stripe's test payment methods (`pm_card_visa`…): each use makes a new `pm_…` whose last4 decides the outcome. */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
};

export type CardOutcome = 'succeed' | 'card_declined' | 'insufficient_funds' | 'authenticate';

export function cardOutcome(paymentMethod: PaymentMethod): CardOutcome {
  const byLast4: Record<string, CardOutcome> = { '0002': 'card_declined', '9995': 'insufficient_funds', '3184': 'authenticate' };
  return byLast4[paymentMethod.card.last4] ?? 'succeed';
}

export function resolvePaymentMethod(ctx: Context, idOrTestName: string): PaymentMethod {
  const existing = ctx.store.state.paymentMethods[idOrTestName];
  if (existing) return existing;
  const card = TEST_CARDS[idOrTestName];
  if (!card) throw missingResource('payment_method', idOrTestName);
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { email: null, name: null },
    card: { ...card, country: 'FR', exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: 'credit' },
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  ctx.store.state.paymentMethods[paymentMethod.id] = paymentMethod;
  return paymentMethod;
}

export function getPaymentMethod(ctx: Context, id: string): PaymentMethod {
  const paymentMethod = ctx.store.state.paymentMethods[id];
  if (!paymentMethod) throw missingResource('payment_method', id);
  return paymentMethod;
}

export function detachPaymentMethod(ctx: Context, id: string): PaymentMethod {
  const paymentMethod = getPaymentMethod(ctx, id);
  if (!paymentMethod.customer) throw invalidParam('payment_method', `The payment method ${id} is not attached to a customer.`);
  paymentMethod.customer = null;
  return paymentMethod;
}

export function listCustomerPaymentMethods(ctx: Context, customerId: string) {
  getCustomer(ctx, customerId);
  const data = Object.values(ctx.store.state.paymentMethods).filter((method) => method.customer === customerId);
  return { object: 'list' as const, data, has_more: false, url: `/v1/customers/${customerId}/payment_methods` };
}

/** Enough of SetupIntents for Medusa's "save a payment method": created, never confirmed locally. */
export function createSetupIntent(ctx: Context, params: FormObject): SetupIntent {
  const customer = str(params.customer);
  if (customer) getCustomer(ctx, customer);
  const id = newId('seti');
  const setupIntent: SetupIntent = {
    id,
    object: 'setup_intent',
    client_secret: `${id}_secret_${newId('s', 16).slice(2)}`,
    created: nowSeconds(),
    customer: customer ?? null,
    livemode: false,
    metadata: mergeMetadata({}, params.metadata),
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: str(params.usage) ?? 'off_session',
  };
  ctx.store.state.setupIntents[id] = setupIntent;
  return setupIntent;
}
