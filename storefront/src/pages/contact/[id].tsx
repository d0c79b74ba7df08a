import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { contactMessages } from '../../features/contact/messages';
import { ThreadScreen } from '../../features/contact/ThreadScreen';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/**
 * /contact/{id}?secret= (the e-mailed link): a client-only route (Gatsby 5 file-system route `[id]`, served by
 * server/app.ts from the site's match paths). The secret exists only in the browser: render after mount.
 */
export default function ContactThreadPage({ params, location }: PageProps<object, object, unknown> & { params: { id?: string } }) {
  const mounted = useMounted();
  const secret = new URLSearchParams(mounted ? location.search : '').get('secret') ?? '';
  return (
    <Layout contactBanner={false}>
      <ApiScope>{mounted && params.id && <ThreadScreen id={params.id} secret={secret} />}</ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={contactMessages.threadTitle} noindex />;
}
