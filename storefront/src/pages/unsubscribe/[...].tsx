import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { newsletterMessages } from '../../features/newsletter/messages';
import { UnsubscribeScreen } from '../../features/newsletter/UnsubscribeScreen';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/**
 * /unsubscribe/{id?} (spec 2.1): the e-mailed newsletter link. A client-only route (Gatsby splat, served by
 * server/app.ts from the site's match paths); the token exists only in the browser: render after mount.
 */
export default function UnsubscribePage({ params }: PageProps<object, object, unknown> & { params: { '*'?: string } }) {
  const mounted = useMounted();
  const token = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  return (
    <Layout>
      <ApiScope>{mounted && <UnsubscribeScreen key={token} token={token} />}</ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={newsletterMessages.pageTitle} noindex />;
}
