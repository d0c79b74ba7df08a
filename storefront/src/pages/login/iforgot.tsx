import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { ForgotPasswordScreen } from '../../features/account/ForgotPasswordScreen';
import { accountMessages } from '../../features/account/messages';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/** /login/iforgot/ (spec 2.1, 8): ask for a reset link; with `?token=&email=` (the e-mailed link) set the new password. */
export default function ForgotPasswordPage({ location }: PageProps) {
  // the query string exists only in the browser: render after mount so hydration matches the static HTML
  const mounted = useMounted();
  const params = new URLSearchParams(mounted ? location.search : '');
  return (
    <Layout>
      <ApiScope>
        {mounted && <ForgotPasswordScreen token={params.get('token')} email={params.get('email')} />}
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={accountMessages.forgotTitle} noindex />;
}
