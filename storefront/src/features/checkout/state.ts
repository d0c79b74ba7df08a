/**
 * Checkout state of spec section 3 (contact, billing, delivery, order, payment) and where it is kept between
 * reloads: sessionStorage, which the browser forgets with the tab, so no personal data stays on the machine
 * (never localStorage). Pure functions, no React.
 */
import { DEFAULT_COUNTRY_CODE, DELIVERY_COUNTRIES, type ApiTransaction, type PaymentType } from '@shop/shared';

export type ContactForm = { firstName: string; lastName: string; email: string; phone: string };

export type BillingForm = {
  firstName: string;
  lastName: string;
  isCompany: boolean;
  company: string;
  tva: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  country: string;
  countryCode: string;
};

export type DeliveryForm = {
  type: 'home' | 'relai' | 'custom';
  to: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  country: string;
  countryCode: string;
  comment: string;
};

/** Steps 1 to 4 (spec 4.2); 5 once every step is confirmed and the order was placed. */
export type CheckoutStep = 1 | 2 | 3 | 4;

export type CheckoutState = {
  step: CheckoutStep;
  contact: ContactForm;
  billing: BillingForm;
  delivery: DeliveryForm;
  paymentType: PaymentType;
  /** set once the order exists: the payment is created from it (and retried from it) */
  order: { orderNumber: string; security: string; paiementId: string } | null;
  payment: { transaction: ApiTransaction | null };
};

/** Ours: countries a buyer may be billed in without the shop delivering there (section 5's country rule). */
export const BILLING_ONLY_COUNTRIES = [
  { name: 'Andorre', code: 'AD' },
  { name: 'Canada', code: 'CA' },
  { name: 'États-Unis', code: 'US' },
  { name: 'Islande', code: 'IS' },
  { name: 'Maroc', code: 'MA' },
  { name: 'Norvège', code: 'NO' },
];

export function billingCountryName(code: string): string {
  const upper = code.toUpperCase();
  return [...DELIVERY_COUNTRIES, ...BILLING_ONLY_COUNTRIES].find((c) => c.code === upper)?.name ?? upper;
}

const FRANCE = billingCountryName(DEFAULT_COUNTRY_CODE);

/** Section 9 defaults: France (FR), home delivery, card. */
export function defaultCheckoutState(): CheckoutState {
  return {
    step: 1,
    contact: { firstName: '', lastName: '', email: '', phone: '' },
    billing: {
      firstName: '', lastName: '', isCompany: false, company: '', tva: '', address: '', addressExtra: '', zipCode: '',
      locality: '', country: FRANCE, countryCode: DEFAULT_COUNTRY_CODE,
    },
    delivery: {
      type: 'home', to: '', address: '', addressExtra: '', zipCode: '', locality: '', country: FRANCE,
      countryCode: DEFAULT_COUNTRY_CODE, comment: '',
    },
    paymentType: 'card',
    order: null,
    payment: { transaction: null },
  };
}

export const CHECKOUT_STORAGE_KEY = 'shop.checkout';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the checkout still works, it just does not survive a reload
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Keeps only known keys of the right type: what comes back from storage is outside input too. */
function merge<T extends Record<string, unknown>>(defaults: T, stored: unknown): T {
  if (!isObject(stored)) return defaults;
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[key as string];
    if (typeof value === typeof defaults[key]) out[key] = value as T[keyof T];
  }
  return out;
}

export function loadCheckoutState(): CheckoutState {
  const defaults = defaultCheckoutState();
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (!isObject(stored)) return defaults;
  const step = [1, 2, 3, 4].includes(stored.step as number) ? (stored.step as CheckoutStep) : 1;
  const delivery = merge(defaults.delivery, stored.delivery);
  if (!['home', 'relai', 'custom'].includes(delivery.type)) delivery.type = 'home';
  const order = isObject(stored.order) && typeof stored.order.orderNumber === 'string' ? merge({ orderNumber: '', security: '', paiementId: '' }, stored.order) : null;
  const payment = isObject(stored.payment) && isObject(stored.payment.transaction) ? { transaction: stored.payment.transaction as ApiTransaction } : { transaction: null };
  return {
    step,
    contact: merge(defaults.contact, stored.contact),
    billing: merge(defaults.billing, stored.billing),
    delivery,
    paymentType: stored.paymentType === 'transfer' ? 'transfer' : 'card',
    order,
    payment,
  };
}

export function saveCheckoutState(state: CheckoutState): void {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // quota or privacy mode: nothing to do, the state stays in memory
  }
}

/** Section 4.2: clearing the checkout resets everything to defaults. */
export function clearCheckoutState(): CheckoutState {
  try {
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // see saveCheckoutState
  }
  return defaultCheckoutState();
}

/** Client id of one payment attempt (createPaiement's `paiementId`): a new one for each try. */
export function newPaymentAttemptId(): string {
  const cryptoApi = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || String(Date.now());
}

/**
 * A logged-in customer's own data fills an untouched checkout (names, e-mail, phone, default billing address);
 * null when there is nothing to fill or the shopper already typed something.
 */
export function prefillFromAccount(state: CheckoutState, user: {
  isLogged: boolean; email: string; firstName: string; lastName: string; phone: string; company: string;
  address: string; addressExtra: string; zipCode: string; locality: string; countryCode: string;
}): Pick<CheckoutState, 'contact' | 'billing'> | null {
  const untouched = JSON.stringify({ c: state.contact, b: state.billing }) === JSON.stringify({ c: defaultCheckoutState().contact, b: defaultCheckoutState().billing });
  if (!user.isLogged || !untouched || state.order) return null;
  const countryCode = user.countryCode || state.billing.countryCode;
  return {
    contact: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    billing: {
      ...state.billing,
      firstName: user.firstName, lastName: user.lastName, isCompany: user.company !== '', company: user.company,
      address: user.address, addressExtra: user.addressExtra, zipCode: user.zipCode, locality: user.locality,
      countryCode, country: billingCountryName(countryCode),
    },
  };
}
