import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { ContactScreen } from '../../features/contact/ContactScreen';
import { contactMessages } from '../../features/contact/messages';
import { ApiScope } from '../../features/order/ApiScope';

/** /contact/ (spec 2.1, 5, 8): the contact form and its quote-request variant; `?subject=` preselects the subject. */
export default function ContactPage({ location }: PageProps) {
  return (
    <Layout contactBanner={false}>
      <ApiScope>
        <ContactScreen search={location.search} />
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={contactMessages.contactTitle} />;
}
