/**
 * The checkout's calls (spec 4.2): submit the order, create its payment and leave for the secure card page; read
 * the outcome when the card page sends the shopper back; try the payment again. Components call these hooks only.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCart, ApiTransaction, PaymentType } from '@shop/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutApi } from '../../lib/api/checkout';
import { ApiRequestError } from '../../lib/api/client';
import { sessionQuery } from '../session/queryClient';
import {
  clearCheckoutState,
  defaultCheckoutState,
  loadCheckoutState,
  newPaymentAttemptId,
  saveCheckoutState,
  type CheckoutState,
} from './state';

/** Leaving the site for the card page (a seam for tests: jsdom cannot navigate away). */
export const browserNavigation = {
  goTo: (url: string) => window.location.assign(url),
};

/**
 * The state, read from sessionStorage after mount (the static HTML shows the defaults, so hydration matches) and
 * written back on every change. `generation` changes on reset so the step forms remount with the defaults.
 */
export function useCheckoutState() {
  const [state, setState] = useState<CheckoutState>(defaultCheckoutState);
  const [loaded, setLoaded] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    setState(loadCheckoutState());
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) saveCheckoutState(state);
  }, [state, loaded]);
  const update = useCallback((change: Partial<CheckoutState> | ((old: CheckoutState) => Partial<CheckoutState>)) => {
    setState((old) => ({ ...old, ...(typeof change === 'function' ? change(old) : change) }));
  }, []);
  const reset = useCallback(() => {
    setState(clearCheckoutState());
    setGeneration((g) => g + 1);
  }, []);
  /** Changes the fields from outside the forms (the account's data): the forms remount to show them. */
  const refill = useCallback((change: Partial<CheckoutState>) => {
    setState((old) => ({ ...old, ...change }));
    setGeneration((g) => g + 1);
  }, []);
  return { state, loaded, generation, update, reset, refill };
}

/** Creates the payment of a placed order; a card payment sends the browser to the secure page. */
async function startPayment(order: NonNullable<CheckoutState['order']>, type: PaymentType): Promise<ApiTransaction> {
  const transaction = await checkoutApi.createPayment({ orderNumber: order.orderNumber, paiementId: order.paiementId, type, security: order.security || undefined });
  if (transaction.type === 'card') browserNavigation.goTo(transaction.url);
  return transaction;
}

/** 'Commander': the order from the three forms, then its payment (section 4.2: order number + payment id). */
export function usePlaceOrder(update: ReturnType<typeof useCheckoutState>['update']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ state, cart }: { state: CheckoutState; cart: ApiCart }) => {
      const placed = await checkoutApi.submit({ contact: state.contact, billing: state.billing, delivery: state.delivery, cart });
      const order = { orderNumber: placed.orderNumber, security: placed.security, paiementId: newPaymentAttemptId() };
      // Kept before paying: coming back from the card page, a retry pays this same order.
      update({ order });
      saveCheckoutState({ ...state, order });
      return startPayment(order, state.paymentType);
    },
    onSuccess: (transaction) => {
      update({ payment: { transaction } });
      // A transfer order is placed without leaving the site: the session's cart is a new one now.
      if (transaction.type === 'transfer') void queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
    },
  });
}

/**
 * 'Réessayer le paiement' after a refusal or an abandon: the same order, a new payment attempt id. An order left
 * unpaid too long was closed by the shop (409): its lines are back in the cart, so the cart is read again and the
 * closed order forgotten — 'Commander' then places a new one.
 */
export function useRetryPayment(state: CheckoutState, update: ReturnType<typeof useCheckoutState>['update']) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => {
      if (!(error instanceof ApiRequestError) || error.status !== 409) return;
      update({ order: null });
      void queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
    },
    mutationFn: async () => {
      if (!state.order) throw new Error('no order to pay');
      const order = { ...state.order, paiementId: newPaymentAttemptId() };
      update({ order });
      saveCheckoutState({ ...state, order });
      return startPayment(order, 'card');
    },
    onSuccess: (transaction) => update({ payment: { transaction } }),
  });
}

const WAITING_RETRIES = 5;
const WAITING_RETRY_MS = 2000;

/**
 * Back from the card page with `?paiement={Checkout Session id}`: the outcome is read from the server (never from
 * the URL). Once paid, the server gave the session a new cart: the session is read again.
 */
export function usePaymentResult(checkoutSessionId: string | null) {
  const queryClient = useQueryClient();
  const waits = useRef(0);
  const mutation = useMutation({
    mutationFn: (id: string) => checkoutApi.paymentResult(id),
    onSuccess: (result, id) => {
      // The bank's answer may trail the return by a moment: ask again a few times before showing 'Vérifier à nouveau'.
      if (result.outcome === 'WAITING' && waits.current < WAITING_RETRIES) {
        waits.current += 1;
        window.setTimeout(() => mutation.mutate(id), WAITING_RETRY_MS);
      }
      if (result.outcome === 'PAYED') {
        clearCheckoutState();
        // not awaited: the confirmation shows at once, the header's cart badge follows
        queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch((error) => console.error('[session] not read again', error));
      }
    },
  });
  const asked = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (checkoutSessionId && asked.current !== checkoutSessionId) {
      asked.current = checkoutSessionId;
      mutate(checkoutSessionId);
    }
  }, [checkoutSessionId, mutate]);
  return mutation;
}

/** `?paiement=` of the return URL, read after mount (the static HTML has no query string). */
export function readPaymentId(search: string): string | null {
  const value = new URLSearchParams(search).get('paiement');
  return value && /^[A-Za-z0-9_]{1,160}$/.test(value) ? value : null;
}
