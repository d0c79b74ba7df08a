import { Flex, Heading, Text } from '@chakra-ui/react';
import type { HeadProps } from 'gatsby';
import React from 'react';
import { AppLink } from '../components/common/AppLink';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { routes } from '../lib/routes';
import { messages } from '../messages';

/** Spec 2.6: the 404 text with 'Nous contacter' (to /contact) and 'Accueil' buttons. */
export default function NotFoundPage() {
  return (
    <Layout contactBanner={false}>
      <Flex direction="column" align="center" textAlign="center" py={{ base: '12', md: '20' }} gap="4" data-testid="not-found">
        <Text fontSize="6xl" fontWeight="black" color="accent" aria-hidden="true">404</Text>
        <Heading as="h1" size="2xl">{messages.notFound.text}</Heading>
        <Flex gap="3" mt="4" wrap="wrap" justify="center">
          <AppLink to={routes.contact} px="5" py="2.5" borderRadius="md" bg="copper.solid" color="copper.contrast" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
            {messages.notFound.contact}
          </AppLink>
          <AppLink to={routes.home} px="5" py="2.5" borderRadius="md" borderWidth="2px" borderColor="brand.solid" color="brand.fg" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
            {messages.notFound.home}
          </AppLink>
        </Flex>
      </Flex>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <Seo title={messages.notFound.title} noindex />;
}
