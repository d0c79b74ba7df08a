import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { CheckoutLayout } from '../../components/layout/CheckoutLayout';
import { Checkout } from '../../features/checkout/Checkout';
import { checkoutMessages } from '../../features/checkout/messages';
import { readPaymentId } from '../../features/checkout/useCheckout';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/**
 * /order/checkout/ (spec 2.2, 4.2): the four steps. The card page sends a refused or abandoned payment back here
 * with `?paiement=`, and the outcome shows above the steps with a retry.
 */
export default function CheckoutPage({ location }: PageProps) {
  const mounted = useMounted();
  return (
    <CheckoutLayout>
      <ApiScope>{mounted && <Checkout paymentId={readPaymentId(location.search)} />}</ApiScope>
    </CheckoutLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={checkoutMessages.title} noindex />;
}
