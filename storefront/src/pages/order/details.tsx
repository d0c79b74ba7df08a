import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { ApiScope } from '../../features/order/ApiScope';
import { orderMessages } from '../../features/order/messages';
import { OrderDetails } from '../../features/order/OrderDetails';
import { useMounted } from '../../lib/useMounted';

/** /order/details/?order=…&security=… (spec 2.2): an order's detail, opened with its secret token. */
export default function OrderDetailsPage({ location }: PageProps) {
  const mounted = useMounted();
  const params = new URLSearchParams(mounted ? location.search : '');
  return (
    <Layout>
      <ApiScope>
        {mounted && <OrderDetails orderNumber={params.get('order')} security={params.get('security')} />}
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={orderMessages.statusTitle} noindex />;
}
