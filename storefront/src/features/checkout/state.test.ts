import { CHECKOUT_STORAGE_KEY, clearCheckoutState, defaultCheckoutState, loadCheckoutState, saveCheckoutState } from './state';

beforeEach(() => window.sessionStorage.clear());

describe('checkout state storage', () => {
  it('defaults of section 9: France (FR), home delivery, card, step 1, no order', () => {
    expect(defaultCheckoutState()).toMatchObject({
      step: 1, billing: { country: 'France', countryCode: 'FR' }, delivery: { type: 'home', countryCode: 'FR' }, paymentType: 'card', order: null,
    });
  });

  it('round-trips through sessionStorage, never localStorage', () => {
    const state = { ...defaultCheckoutState(), step: 3 as const, contact: { firstName: 'Élodie', lastName: 'Martin', email: 'e@exemple.fr', phone: '0612345678' } };
    saveCheckoutState(state);
    expect(loadCheckoutState()).toEqual(state);
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(clearCheckoutState()).toEqual(defaultCheckoutState());
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('treats what it reads back as outside input: broken JSON, wrong types and unknown values fall back to defaults', () => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{pas du json');
    expect(loadCheckoutState()).toEqual(defaultCheckoutState());
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({
      step: 9, contact: { email: 42, firstName: 'Élodie', extra: 'x' }, delivery: { type: 'drone' }, paymentType: 'bitcoin', order: { orderNumber: 5 },
    }));
    const state = loadCheckoutState();
    expect(state.step).toBe(1);
    expect(state.contact).toEqual({ firstName: 'Élodie', lastName: '', email: '', phone: '' });
    expect(state.delivery.type).toBe('home');
    expect(state.paymentType).toBe('card');
    expect(state.order).toBeNull();
  });
});
