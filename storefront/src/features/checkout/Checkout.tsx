import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { PaymentType } from '@shop/shared';
import React, { useCallback, useEffect, useRef } from 'react';
import { navigate } from 'gatsby';
import { ApiRequestError } from '../../lib/api/client';
import { orderPaths } from '../order/paths';
import { useSession } from '../session/useSession';
import { BillingStep } from './BillingStep';
import { ContactStep } from './ContactStep';
import { DeliveryStep } from './DeliveryStep';
import { checkoutMessages as m } from './messages';
import { PaymentOutcome } from './PaymentOutcome';
import { PaymentStep } from './PaymentStep';
import { prefillFromAccount, type BillingForm, type CheckoutStep, type ContactForm, type DeliveryForm } from './state';
import { BillingSummary, ContactSummary, DeliverySummary } from './Summaries';
import { TransferInstructions } from './TransferInstructions';
import { usePaymentResult, useCheckoutState, usePlaceOrder, useRetryPayment } from './useCheckout';

const errorText = (error: unknown) => (error ? (error instanceof ApiRequestError ? error.message : String((error as Error).message)) : null);

function StepSection({ n, current, summary, onModify, children }: {
  n: CheckoutStep;
  current: CheckoutStep;
  summary: React.ReactNode;
  onModify: () => void;
  children: React.ReactNode;
}) {
  const title = m.steps[n - 1];
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Keyboard and screen-reader users land on the step that just opened.
  useEffect(() => {
    if (n === current && !first.current) heading.current?.focus();
    first.current = false;
  }, [n, current]);
  return (
    <Box as="section" aria-labelledby={`step-${n}-title`} borderWidth="1px" borderColor={n === current ? 'copper.solid' : 'border'} borderRadius="md" p="4" mb="4" data-testid={`checkout-step-${n}`} data-state={n === current ? 'open' : n < current ? 'done' : 'closed'}>
      <Flex justify="space-between" align="center" gap="3" mb={n <= current ? '3' : '0'}>
        <Heading as="h2" size="lg" id={`step-${n}-title`} ref={heading} tabIndex={-1}>
          <Text as="span" srOnly>{m.stepOf(n)} : </Text>
          {n}. {title}
        </Heading>
        {n < current && (
          <Button size="sm" variant="outline" onClick={onModify} aria-label={m.modifyLabel(title)}>{m.modify}</Button>
        )}
      </Flex>
      {n < current && summary}
      {n === current && children}
    </Box>
  );
}

/** The four steps of spec 4.2, their state kept in sessionStorage, and the card page's return (`?paiement=`). */
export function Checkout({ paymentId }: { paymentId: string | null }) {
  const { state, loaded, generation, update, reset, refill } = useCheckoutState();
  const session = useSession();
  const prefilled = useRef(false);
  // Once per visit of the page: a logged-in customer starts from the account's data (untouched forms only).
  useEffect(() => {
    if (!loaded || !session.ready || prefilled.current) return;
    prefilled.current = true;
    const filled = prefillFromAccount(state, session.user);
    if (filled) refill(filled);
  }, [loaded, session.ready, session.user, state, refill]);
  const place = usePlaceOrder(update);
  const retry = useRetryPayment(state, update);
  const outcome = usePaymentResult(paymentId);
  useEffect(() => {
    if (paymentId && outcome.data?.outcome === 'PAYED') void navigate(`${orderPaths.confirm}?paiement=${encodeURIComponent(paymentId)}`);
  }, [paymentId, outcome.data]);
  const go = useCallback((step: CheckoutStep) => update({ step }), [update]);
  const onContact = useCallback((contact: ContactForm) => update({ contact }), [update]);
  const onBilling = useCallback((billing: BillingForm) => update({ billing }), [update]);
  const onDelivery = useCallback((delivery: DeliveryForm) => update({ delivery }), [update]);
  const restart = () => {
    place.reset();
    retry.reset();
    reset();
  };
  const order = (paymentType: PaymentType) => {
    update({ paymentType });
    place.mutate({ state: { ...state, paymentType }, cart: session.cart });
  };
  const transaction = state.payment.transaction;
  const k = (n: number) => `${generation}-${n}`;
  return (
    <Box maxW="3xl" mx="auto">
      <Heading as="h1" size="3xl" mb="4">{m.title}</Heading>
      {paymentId && (
        <PaymentOutcome
          result={outcome.data}
          error={outcome.error}
          checking={outcome.isPending || outcome.isIdle}
          onRetry={state.order ? () => retry.mutate() : undefined}
          retrying={retry.isPending}
          retryError={errorText(retry.error)}
          onCheckAgain={() => outcome.mutate(paymentId)}
        />
      )}
      {!loaded ? null : transaction?.type === 'transfer' ? (
        <TransferInstructions transaction={transaction} />
      ) : (
        <>
          <StepSection n={1} current={state.step} summary={<ContactSummary contact={state.contact} />} onModify={() => go(1)}>
            <ContactStep key={k(1)} values={state.contact} onChange={onContact} onConfirm={(contact) => update({ contact, step: 2 })} />
          </StepSection>
          <StepSection n={2} current={state.step} summary={<BillingSummary billing={state.billing} />} onModify={() => go(2)}>
            <BillingStep key={k(2)} values={state.billing} onChange={onBilling} onBack={() => go(1)} onConfirm={(billing) => update({ billing, step: 3 })} />
          </StepSection>
          <StepSection n={3} current={state.step} summary={<DeliverySummary delivery={state.delivery} />} onModify={() => go(3)}>
            <DeliveryStep
              key={k(3)}
              values={state.delivery}
              billingCountryCode={state.billing.countryCode}
              onChange={onDelivery}
              onBack={() => go(2)}
              onConfirm={(delivery) => update({ delivery, step: 4 })}
            />
          </StepSection>
          <StepSection n={4} current={state.step} summary={null} onModify={() => go(4)}>
            <PaymentStep
              key={k(4)}
              cart={session.cart}
              isPro={session.user.isPro}
              proVerified={session.user.proVerified}
              paymentType={state.paymentType}
              ready={session.ready}
              busy={place.isPending}
              error={errorText(place.error)}
              onBack={() => go(3)}
              onOrder={order}
            />
          </StepSection>
        </>
      )}
      <Button variant="ghost" onClick={restart} title={m.resetHint} data-testid="checkout-reset">{m.reset}</Button>
    </Box>
  );
}
