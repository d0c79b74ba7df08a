import { Heading, Text } from '@chakra-ui/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { ApiScope } from '../features/order/ApiScope';
import { useMounted } from '../lib/useMounted';
import { withdrawalMessages as m } from '../features/withdrawal/messages';
import { WithdrawalForm } from '../features/withdrawal/WithdrawalForm';

/** /retractation/?order=…&security=…&email=…: the withdrawal function the footer's « renoncer au contrat ici » opens. */
export default function WithdrawalPage({ location }: PageProps) {
  const mounted = useMounted();
  const params = new URLSearchParams(mounted ? location.search : '');
  const prefill = { orderNumber: params.get('order') ?? '', security: params.get('security') ?? '', email: params.get('email') ?? '' };
  return (
    <Layout>
      <Heading as="h1" size="3xl" mb="4">{m.title}</Heading>
      <Text mb="2" maxW="2xl">{m.intro}</Text>
      <Text mb="6" maxW="2xl" color="fg.muted">{m.proNotice}</Text>
      <ApiScope>{mounted && <WithdrawalForm key={location.search} prefill={prefill} />}</ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={m.title} description={m.intro} />;
}
