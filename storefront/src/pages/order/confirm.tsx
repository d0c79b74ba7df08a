import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { CheckoutLayout } from '../../components/layout/CheckoutLayout';
import { readPaymentId } from '../../features/checkout/useCheckout';
import { ApiScope } from '../../features/order/ApiScope';
import { Confirmation } from '../../features/order/Confirmation';
import { orderMessages } from '../../features/order/messages';
import { useMounted } from '../../lib/useMounted';

/** /order/confirm/?paiement=… (spec 2.2, 4.2): the card page's success return, then the order after 10 s. */
export default function ConfirmPage({ location }: PageProps) {
  const mounted = useMounted();
  return (
    <CheckoutLayout>
      <ApiScope>{mounted && <Confirmation paymentId={readPaymentId(location.search)} />}</ApiScope>
    </CheckoutLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={orderMessages.confirmTitle} noindex />;
}
