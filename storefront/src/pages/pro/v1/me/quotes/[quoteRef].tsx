import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../../../../../components/common/Breadcrumbs';
import { Seo } from '../../../../../components/common/Seo';
import { MemberGate } from '../../../../../features/pro-area/MemberGate';
import { proAreaMessages as m } from '../../../../../features/pro-area/messages';
import { proPaths } from '../../../../../features/pro-area/paths';
import { ProLayout } from '../../../../../features/pro-area/ProLayout';
import { ProQuoteScreen } from '../../../../../features/pro-area/ProQuoteScreen';

/**
 * /pro/v1/me/quotes/{ref} (the link of the pro home's open quotes): a client-only route (Gatsby 5 file-system route
 * `[quoteRef]`, served by server/app.ts from the site's match paths; not `[ref]`: Gatsby also spreads the params as
 * the page's props, and a `ref` prop is React's, which breaks the page), a member page for a
 * logged-in pro only (MemberGate); the quote is the pro's own, read from `GET /api/quotes/{ref}`.
 */
export default function Page({ params }: PageProps<object, object, unknown> & { params: { quoteRef?: string } }) {
  const ref = params.quoteRef ?? '';
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={[{ label: m.quoteDetail.crumb }]} />
      <MemberGate>{() => <ProQuoteScreen quoteRef={ref} />}</MemberGate>
    </ProLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={m.quoteDetail.crumb} noindex />;
}
