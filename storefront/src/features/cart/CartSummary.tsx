import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { formatPrice, type ApiCart } from '@shop/shared';
import { navigate } from 'gatsby';
import React, { Suspense, lazy, useMemo } from 'react';
import { deliveryEstimate, formatDeliveryDate } from './delivery';
import { FLOA_ENABLED } from './floa';
import { cartDrawer } from './drawerState';
import { cartMessages as m, CHECKOUT_ROUTE } from './messages';

// Section 1: the instalment offer is loaded only when the FloaEnabled flag is on.
const FloaOffer = FLOA_ENABLED ? lazy(() => import('./FloaOffer')) : null;

/** Section 4.3: ordering is possible with at least one line and no line the stock cannot serve. */
export function canOrder(cart: ApiCart): boolean {
  return cart.products.length > 0 && !cart.products.some((line) => line.inventoryError);
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Flex justify="space-between" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'} data-testid={testId}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Flex>
  );
}

/** Discounts, totals (HT + VAT line for pros, TTC otherwise), estimated delivery, 3-payment offer, order button. */
export function CartSummary({ cart, isPro, today = new Date() }: { cart: ApiCart; isPro: boolean; today?: Date }) {
  const { total } = cart;
  const pick = (p: { ht: number; ttc: number }) => (isPro ? p.ht : p.ttc);
  const delivery = useMemo(() => formatDeliveryDate(deliveryEstimate(today)), [today.toDateString()]);
  const orderable = canOrder(cart);
  const blocked = cart.products.some((line) => line.inventoryError);
  return (
    <Box>
      <Box as="dl" display="grid" gap="1" aria-label={m.totals}>
        {cart.discounts.map((discount) => (
          <Row key={discount.name} label={discount.name} value={`−${formatPrice(Math.abs(pick(discount)))}`} testId="cart-discount" />
        ))}
        <Row label={`${m.articles} ${isPro ? m.ht : m.ttc}`} value={formatPrice(pick(total.articles))} testId="cart-total-articles" />
        <Row
          label={m.delivery}
          value={pick(total.delivery) === 0 ? m.deliveryFree : formatPrice(pick(total.delivery))}
          testId="cart-total-delivery"
        />
        {isPro && <Row label={m.totalHt} value={formatPrice(total.net.ht)} testId="cart-total-ht" />}
        {isPro && <Row label={m.vat} value={formatPrice(total.net.vat)} testId="cart-total-vat" />}
        <Row label={m.totalTtc} value={formatPrice(total.net.ttc)} strong testId="cart-total-net" />
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="cart-delivery-estimate">{m.estimatedDelivery(delivery)}</Text>
      {FloaOffer && cart.products.length > 0 && (
        <Suspense fallback={null}>
          <FloaOffer netTtc={total.net.ttc} />
        </Suspense>
      )}
      {blocked && <Text fontSize="sm" color="fg.error" mt="2">{m.orderBlocked}</Text>}
      <Button
        colorPalette="copper"
        size="lg"
        w="100%"
        mt="3"
        disabled={!orderable}
        onClick={() => {
          cartDrawer.close();
          void navigate(CHECKOUT_ROUTE);
        }}
        data-testid="cart-order"
      >
        {m.order}
      </Button>
    </Box>
  );
}
