import type { HeadProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../../components/common/Seo';
import { proAreaMessages as m } from '../../../features/pro-area/messages';
import { ProHomeScreen } from '../../../features/pro-area/ProHomeScreen';
import { ProLayout } from '../../../features/pro-area/ProLayout';

/** /pro/v1 (spec 2.3): the pro home. */
export default function ProHomePage() {
  return (
    <ProLayout>
      <ProHomeScreen />
    </ProLayout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={m.homeTitle} description={m.homeIntro} />;
}
