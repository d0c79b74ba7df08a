import { Heading } from '@chakra-ui/react';
import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { ApiScope } from '../../features/order/ApiScope';
import { orderMessages } from '../../features/order/messages';
import { OrderStatusForm } from '../../features/order/OrderStatusForm';

/** /order/status/ (spec 2.2): 'Suivre ma commande', the lookup by e-mail and order number. */
export default function OrderStatusPage() {
  return (
    <Layout>
      <Heading as="h1" size="3xl" mb="4">{orderMessages.statusTitle}</Heading>
      <ApiScope>
        <OrderStatusForm />
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={orderMessages.statusTitle} description={orderMessages.lookupIntro} />;
}
