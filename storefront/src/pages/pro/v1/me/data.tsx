import type { HeadProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../../../../components/common/Breadcrumbs';
import { Seo } from '../../../../components/common/Seo';
import { MemberGate } from '../../../../features/pro-area/MemberGate';
import { proAreaMessages as m } from '../../../../features/pro-area/messages';
import { proPaths } from '../../../../features/pro-area/paths';
import { ProLayout } from '../../../../features/pro-area/ProLayout';
import { ProDataScreen } from '../../../../features/pro-area/ProDataScreen';

/** /pro/v1/me/data (spec 2.3): a member page, for a logged-in pro only (MemberGate). */
export default function Page() {
  return (
    <ProLayout>
      <Breadcrumbs home={proPaths.home} items={[{ label: m.data.title }]} />
      <MemberGate>{() => <ProDataScreen />}</MemberGate>
    </ProLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={m.data.title} noindex />;
}
