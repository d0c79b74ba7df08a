import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { formatPrice, type ApiCart, type PaymentType } from '@shop/shared';
import React from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '../../components/common/AppLink';
import { routes } from '../../lib/routes';
import { ChoiceField, ChoiceGroup, ERROR_TEXT } from './fields';
import { checkoutMessages as m } from './messages';

type PaymentForm = { type: PaymentType; infoCorrect: boolean; cgvAccepted: boolean };

/** Section 4.3: an empty cart or a line the stock cannot serve cannot be ordered; the text says why. */
export function orderBlockedReason(cart: ApiCart): string | null {
  if (cart.products.length === 0) return m.cartEmpty;
  if (cart.products.some((line) => line.inventoryError)) return m.inventoryError;
  return null;
}

/**
 * Step 4: payment means (transfer for pros whose company staff have verified; an unverified pro is told why it is
 * not offered yet), the two confirmations of section 4.2, and 'Commander'.
 */
export function PaymentStep({ cart, isPro, proVerified, paymentType, ready, busy, error, onBack, onOrder }: {
  cart: ApiCart;
  isPro: boolean;
  proVerified: boolean;
  paymentType: PaymentType;
  ready: boolean;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onOrder: (type: PaymentType) => void;
}) {
  const mayTransfer = isPro && proVerified;
  const { register, handleSubmit, formState: { errors } } = useForm<PaymentForm>({
    defaultValues: { type: mayTransfer ? paymentType : 'card', infoCorrect: false, cgvAccepted: false },
  });
  const blocked = ready ? orderBlockedReason(cart) : m.sessionLoading;
  return (
    <form noValidate onSubmit={handleSubmit((v) => onOrder(mayTransfer ? v.type : 'card'))} aria-label={m.steps[3]}>
      <ChoiceGroup id="payment-type" legend={m.paymentType}>
        <ChoiceField id="payment-type-card" type="radio" value="card" label={m.card} registration={register('type')} />
        {mayTransfer && <ChoiceField id="payment-type-transfer" type="radio" value="transfer" label={m.transfer} registration={register('type')} />}
      </ChoiceGroup>
      {isPro && !mayTransfer && <Text mt="2" fontSize="sm" data-testid="transfer-awaits-verification">{m.transferAwaitsVerification}</Text>}
      <Box mt="3">
        <ChoiceField
          id="payment-infoCorrect"
          type="checkbox"
          label={m.infoCorrect}
          registration={register('infoCorrect', { validate: (v) => v || m.infoCorrectRequired })}
          error={errors.infoCorrect}
        />
        <ChoiceField
          id="payment-cgvAccepted"
          type="checkbox"
          label={<>{m.cgvAccepted} <AppLink to={routes.cgv} target="_blank" rel="noopener" color="accent" textDecoration="underline">{m.cgvLink}</AppLink></>}
          registration={register('cgvAccepted', { validate: (v) => v || m.cgvRequired })}
          error={errors.cgvAccepted}
        />
      </Box>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" mt="4" data-testid="checkout-total">
        <Text>{m.total}</Text>
        <Text>{formatPrice(cart.total.net.ttc)}</Text>
      </Flex>
      {blocked && <Text color={ERROR_TEXT} mt="2" role="alert" data-testid="checkout-blocked">{blocked}</Text>}
      {error && <Text color={ERROR_TEXT} mt="2" role="alert" data-testid="checkout-error">{error}</Text>}
      <Flex gap="3" mt="4" wrap="wrap">
        <Button type="button" variant="outline" onClick={onBack} aria-label={m.backLabel}>{m.back}</Button>
        <Button type="submit" colorPalette="copper" disabled={blocked !== null || busy} loading={busy} loadingText={m.ordering} data-testid="checkout-order">
          {m.order}
        </Button>
      </Flex>
    </form>
  );
}
