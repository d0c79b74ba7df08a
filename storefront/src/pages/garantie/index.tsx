import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { contactMessages } from '../../features/contact/messages';
import { WarrantyScreen } from '../../features/contact/WarrantyScreen';
import { ApiScope } from '../../features/order/ApiScope';

/** /garantie/ (spec 2.1, 3): warranty registration. */
export default function WarrantyPage() {
  return (
    <Layout>
      <ApiScope>
        <WarrantyScreen />
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={contactMessages.warrantyTitle} />;
}
