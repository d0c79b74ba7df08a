/**
 * Checkout calls of section 7, typed with the shared answer types. Only the checkout's hooks call these
 * (features/checkout/useCheckout.ts), so their code ships with the checkout pages alone.
 */
import type { ApiCart, ApiOrder, ApiPaymentResult, ApiTransaction, PaymentType } from '@shop/shared';
import { apiRequest } from './client';

/** What the checkout's three forms hold; the server validates it again with the same shared schemas. */
export type CheckoutSubmission = {
  contact: Record<string, unknown>;
  billing: Record<string, unknown>;
  delivery: Record<string, unknown>;
  cart: ApiCart;
};

export type PaymentRequest = { orderNumber: string; paiementId: string; type: PaymentType; security?: string };

export const checkoutApi = {
  /** POST /api/checkout/submit: the session's cart becomes an order (state CHECK_OUT). */
  submit: (body: CheckoutSubmission) => apiRequest<ApiOrder>('/checkout/submit', { method: 'POST', body }),
  /** PUT /api/checkout/createPaiement: card → URL of the secure card page; transfer (pros) → bank details. */
  createPayment: (body: PaymentRequest) => apiRequest<ApiTransaction>('/checkout/createPaiement', { method: 'PUT', body }),
  /** POST /api/checkout/redirect/{id}: back from the card page, the outcome as the bank gave it. */
  paymentResult: (checkoutSessionId: string) =>
    apiRequest<ApiPaymentResult>(`/checkout/redirect/${encodeURIComponent(checkoutSessionId)}`, { method: 'POST', body: {} }),
};
