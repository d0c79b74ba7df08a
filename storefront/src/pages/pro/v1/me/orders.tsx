import type { HeadProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../../../../components/common/Breadcrumbs';
import { Seo } from '../../../../components/common/Seo';
import { MemberGate } from '../../../../features/pro-area/MemberGate';
import { proAreaMessages as m } from '../../../../features/pro-area/messages';
import { proPaths } from '../../../../features/pro-area/paths';
import { ProLayout } from '../../../../features/pro-area/ProLayout';
import { ProOrdersScreen } from '../../../../features/pro-area/ProOrdersScreen';

/** /pro/v1/me/orders (spec 2.3): a member page, for a logged-in pro only (MemberGate). */
export default function Page() {
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={[{ label: m.orders.title }]} />
      <MemberGate>{() => <ProOrdersScreen />}</MemberGate>
    </ProLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={m.orders.title} noindex />;
}
