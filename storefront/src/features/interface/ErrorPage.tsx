import { Flex, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { Layout } from '../../components/layout/Layout';
import { routes } from '../../lib/routes';
import { useSession } from '../session/useSession';
import { interfaceMessages } from './messages';

const text = interfaceMessages.errorPage;

/** Spec 2.6: home is the pro area's for pro customers, the shop's for everyone else. */
export function homePathFor(user: { isPro: boolean }): string {
  return user.isPro ? '/pro/v1/' : routes.home;
}

/** The body of the error page, without layout (a client-only screen can show it inside its own). */
export function ErrorContent({ status, message }: { status: number; message?: string | null }) {
  const { user } = useSession();
  const notFound = status === 404;
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      py={{ base: '12', md: '20' }}
      gap="4"
      data-testid={notFound ? 'not-found' : 'page-error'}
      data-status={status}
    >
      <Text fontSize="6xl" fontWeight="black" color="accent" aria-hidden="true">
        {status}
      </Text>
      {notFound ? (
        <Heading as="h1" size="2xl">{text.notFound}</Heading>
      ) : (
        <>
          <Heading as="h1" size="2xl">{text.title}</Heading>
          <Text>{message || text.text}</Text>
          <Text color="fg.muted">{text.notified}</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="error-code">{text.code(status)}</Text>
        </>
      )}
      <Flex gap="3" mt="4" wrap="wrap" justify="center">
        <AppLink to={routes.contact} px="5" py="2.5" borderRadius="md" bg="copper.solid" color="copper.contrast" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
          {text.contact}
        </AppLink>
        <AppLink to={homePathFor(user)} px="5" py="2.5" borderRadius="md" borderWidth="2px" borderColor="brand.solid" color="brand.fg" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
          {text.home}
        </AppLink>
      </Flex>
    </Flex>
  );
}

/** The whole error page: default layout, no contact banner (the page already offers 'Nous contacter'). */
export function ErrorPage({ status, message }: { status: number; message?: string | null }) {
  return (
    <Layout contactBanner={false}>
      <ErrorContent status={status} message={message} />
    </Layout>
  );
}
