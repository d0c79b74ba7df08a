import type { HeadProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { proMessages } from '../features/pro/messages';
import { ProOfferScreen } from '../features/pro/ProOfferScreen';

/** /pro (spec 2.1): entry to the professional offer. No contact banner on pro pages (spec 2.5). */
export default function ProPage() {
  return (
    <Layout contactBanner={false}>
      <Breadcrumbs items={[{ label: proMessages.breadcrumb }]} />
      <ProOfferScreen />
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={proMessages.seoTitle} description={proMessages.seoDescription} />;
}
