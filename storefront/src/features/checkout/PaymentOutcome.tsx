import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { ApiPaymentResult } from '@shop/shared';
import React from 'react';
import { ApiRequestError } from '../../lib/api/client';
import { ERROR_TEXT } from './fields';
import { checkoutMessages as m } from './messages';

/** Section 8's texts per outcome; the server's own text wins when it sends one. */
export function outcomeText(result: ApiPaymentResult): string {
  if (result.message) return result.message;
  if (result.outcome === 'REFUSED') return m.paymentRefused;
  if (result.outcome === 'ABANDONNED') return m.paymentAbandoned;
  return m.paymentWaiting;
}

/**
 * A payment that did not go through (refused, abandoned, still waiting): its message and what to do next. The retry
 * pays the same order again with a new attempt; 'Revenir à ma commande' goes back to the checkout's forms.
 */
export function PaymentOutcome({ result, error, checking, onRetry, retrying, retryError, onCheckAgain, onEdit }: {
  result: ApiPaymentResult | undefined;
  error: unknown;
  checking: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  retryError?: string | null;
  onCheckAgain: () => void;
  onEdit?: () => void;
}) {
  const text = checking ? m.paymentChecking : result ? outcomeText(result) : error instanceof ApiRequestError ? error.message : error ? String((error as Error).message) : m.paymentChecking;
  const failed = !checking && (result ? result.outcome !== 'PAYED' : Boolean(error));
  const canRetry = result && (result.outcome === 'REFUSED' || result.outcome === 'ABANDONNED') && onRetry;
  return (
    <Box as="section" aria-labelledby="payment-outcome-title" borderWidth="1px" borderColor={failed ? 'border.error' : 'border'} borderRadius="md" p="4" mb="6" data-testid="payment-outcome" data-outcome={result?.outcome ?? ''}>
      <Heading as="h2" id="payment-outcome-title" size="lg" mb="2">{m.paymentReturnTitle}</Heading>
      <Text role={failed ? 'alert' : 'status'} fontWeight="medium" data-testid="payment-outcome-message">{text}</Text>
      {retryError && <Text role="alert" color={ERROR_TEXT} mt="2">{retryError}</Text>}
      {!checking && (
        <Flex gap="3" mt="4" wrap="wrap">
          {canRetry && (
            <Button colorPalette="copper" onClick={onRetry} loading={retrying} data-testid="payment-retry">{m.retryPayment}</Button>
          )}
          {result?.outcome === 'WAITING' && <Button variant="outline" onClick={onCheckAgain}>{m.checkAgain}</Button>}
          {onEdit && failed && <Button variant="outline" onClick={onEdit}>{m.editOrder}</Button>}
        </Flex>
      )}
    </Box>
  );
}
