import { Heading, Text } from '@chakra-ui/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';
import { accountMessages } from '../../features/account/messages';
import { LoginScreen } from '../../features/account/LoginScreen';
import { wantsProSignup } from '../../features/account/proSignup';
import { ApiScope } from '../../features/order/ApiScope';
import { useMounted } from '../../lib/useMounted';

/**
 * /login/ (spec 2.1): login and sign-up; `?next=` is where a logged-in visitor goes (this site's paths only);
 * `?compte=pro` opens the sign-up as a professional (the /pro page's call to action).
 */
export default function LoginPage({ location }: PageProps) {
  const mounted = useMounted();
  const next = mounted ? new URLSearchParams(location.search).get('next') : null;
  const proSignup = mounted && wantsProSignup(location.search);
  return (
    <Layout>
      <Heading as="h1" size="3xl" mb="2">{accountMessages.loginPageTitle}</Heading>
      <Text color="fg.muted" mb="6">{accountMessages.loginPageDescription}</Text>
      <ApiScope>
        {/* After hydration only: a form submitted before would go out as a GET with the password in the URL. */}
        {mounted && <LoginScreen next={next} proSignup={proSignup} />}
      </ApiScope>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={accountMessages.loginPageTitle} description={accountMessages.loginPageDescription} noindex />;
}
