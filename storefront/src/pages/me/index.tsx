import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { AccountScreen } from '../../features/account/AccountScreen';
import { accountMessages } from '../../features/account/messages';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/** /me/ (spec 2.1): the customer's account, rendered in the browser only (it depends on who is logged in). */
export default function AccountPage() {
  const mounted = useMounted();
  return (
    <Layout>
      <ApiScope>{mounted && <AccountScreen />}</ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={accountMessages.meTitle} description={accountMessages.meDescription} noindex />;
}
