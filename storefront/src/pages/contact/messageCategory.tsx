import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { CategoryScreen } from '../../features/contact/CategoryScreen';
import { contactMessages } from '../../features/contact/messages';
import { ApiScope } from '../../features/order/ApiScope';

/** /contact/messageCategory/ (spec 2.1): pick the subject of a message, then the contact form with it preselected. */
export default function MessageCategoryPage() {
  return (
    <Layout contactBanner={false}>
      <ApiScope>
        <CategoryScreen />
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={contactMessages.categoryTitle} />;
}
