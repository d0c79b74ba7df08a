import { Box, Heading, Text } from '@chakra-ui/react';
import type { ApiOrder } from '@shop/shared';
import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { AppLink } from '../../components/common/AppLink';
import { PaymentOutcome } from '../checkout/PaymentOutcome';
import { useCheckoutState, usePaymentResult, useRetryPayment } from '../checkout/useCheckout';
import { orderMessages as m } from './messages';
import { orderDetailsPath, orderPaths } from './paths';

/** Section 9: the confirmation page moves on after 10 seconds. */
export const CONFIRMATION_REDIRECT_SECONDS = 10;

/**
 * Where the confirmation leads: the order's detail when this browser holds its token (the session that ordered),
 * else home (the e-mail carries the detail link).
 */
export function confirmationTarget(order: ApiOrder): string {
  return order.security ? orderDetailsPath(order.orderNumber, order.security) : '/';
}

export function OrderAccepted({ order }: { order: ApiOrder }) {
  const [left, setLeft] = useState(CONFIRMATION_REDIRECT_SECONDS);
  const target = confirmationTarget(order);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = CONFIRMATION_REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(remaining, 0));
      if (remaining <= 0) {
        window.clearInterval(timer);
        void navigate(target);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return (
    <Box as="section" aria-labelledby="confirm-title" data-testid="order-confirmation" data-order={order.orderNumber}>
      <Heading as="h1" id="confirm-title" size="2xl" mb="3">{m.confirmTitle}</Heading>
      <Text role="status" fontWeight="medium" mb="2">{m.confirmed(order.orderNumber)}</Text>
      <Text mb="1" data-testid="confirmation-email">{order.email ? m.emailNotice(order.email) : m.emailNoticeNoAddress}</Text>
      <Text mb="4" data-testid="confirmation-spam">{m.spamHint}</Text>
      <Text color="fg.muted" data-testid="confirmation-redirect">{m.redirectNotice(left, target !== '/')}</Text>
      <AppLink to={target} display="inline-block" mt="3" color="accent" textDecoration="underline">{m.goNow}</AppLink>
    </Box>
  );
}

/** /order/confirm?paiement=…: the card page's success return; the outcome is asked from the server. */
export function Confirmation({ paymentId }: { paymentId: string | null }) {
  const result = usePaymentResult(paymentId);
  const { state, update } = useCheckoutState();
  const retry = useRetryPayment(state, update);
  if (!paymentId) return <Text role="alert">{m.missingPayment}</Text>;
  if (result.data?.outcome === 'PAYED') return <OrderAccepted order={result.data.order} />;
  return (
    <PaymentOutcome
      result={result.data}
      error={result.error}
      checking={result.isPending || result.isIdle}
      onRetry={state.order ? () => retry.mutate() : undefined}
      retrying={retry.isPending}
      retryError={retry.error ? (retry.error as Error).message : null}
      onCheckAgain={() => result.mutate(paymentId)}
      onEdit={() => void navigate(orderPaths.checkout)}
    />
  );
}
