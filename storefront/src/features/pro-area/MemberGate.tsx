import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { ApiScope } from '../order/ApiScope';
import { useMounted } from '../../lib/useMounted';
import { useSessionSnapshot } from '../session/sessionStore';
import { memberAccess } from './memberGate';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';

const cta = { px: '5', py: '3', borderRadius: 'md', fontWeight: 'bold', _hover: { textDecoration: 'none', opacity: 0.9 } } as const;

/** What a visitor or a consumer sees on a member page: what the area is, and the way in. */
export function MemberGateNotice({ consumer }: { consumer: boolean }) {
  return (
    <Box as="section" aria-labelledby="pro-gate-title" maxW="48rem" data-testid="pro-gate">
      <Heading as="h1" id="pro-gate-title" size="2xl" mb="3">{m.gate.title}</Heading>
      <Text fontSize="lg">{m.gate.text}</Text>
      {consumer && <Text mt="3" fontWeight="medium" data-testid="pro-gate-consumer">{m.gate.consumer}</Text>}
      <Flex gap="3" wrap="wrap" mt="6">
        <AppLink to={proPaths.signup} {...cta} bg="copper.solid" color="copper.contrast" data-testid="pro-gate-signup">{m.gate.signup}</AppLink>
        {!consumer && (
          <AppLink to={proPaths.login} {...cta} borderWidth="2px" borderColor="brand.solid" color="brand.fg" data-testid="pro-gate-login">{m.gate.login}</AppLink>
        )}
        <AppLink to={proPaths.offer} {...cta} color="brand.fg" textDecoration="underline">{m.gate.offer}</AppLink>
      </Flex>
    </Box>
  );
}

/**
 * A member page of /pro/v1 (spec 2.3): rendered in the browser only, for a logged-in pro; anyone else gets the
 * notice and nothing of a pro. `children` is a function so that no member screen renders before the check.
 */
export function MemberGate({ children }: { children: () => React.ReactNode }) {
  const mounted = useMounted();
  const session = useSessionSnapshot();
  const access = mounted ? memberAccess(session) : 'checking';
  if (access === 'checking') {
    return (
      <Text role="status" display="flex" alignItems="center" gap="2">
        <Spinner size="sm" />
        {m.gate.checking}
      </Text>
    );
  }
  if (access !== 'pro') return <MemberGateNotice consumer={access === 'consumer'} />;
  return <ApiScope>{children()}</ApiScope>;
}
