import { Box, Button, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { newsletterMessages as m } from './messages';
import { useUnsubscribe } from './useUnsubscribe';

/** A refusal of the link itself (malformed 400, unknown 404): trying again cannot help. */
function isLinkRefused(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 400 || error.status === 404);
}

function HowToUnsubscribe() {
  return (
    <Box data-testid="unsubscribe-help">
      <Text mb="2">{m.howTo}</Text>
      <Text mb="4">{m.howToAccount}</Text>
      <AppLink to="/me/">{m.account}</AppLink>
    </Box>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby="unsubscribe-title" maxW="2xl" py="4">
      <Heading as="h1" id="unsubscribe-title" size="3xl" mb="4">{m.title}</Heading>
      {children}
    </Box>
  );
}

/**
 * /unsubscribe/{id}: explains, then unsubscribes when the visitor clicks 'Me désinscrire' (never on load). Success
 * shows the masked address; a wrong link shows the server's text; any other failure offers to try again.
 * Without an id: how to unsubscribe (the link of each e-mail, or the box of /me).
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe(token);
  if (!token) {
    return (
      <Frame>
        <HowToUnsubscribe />
      </Frame>
    );
  }
  if (unsubscribe.isSuccess) {
    const { email, alreadyUnsubscribed } = unsubscribe.data;
    return (
      <Frame>
        <Text role="status" mb="3" data-testid="unsubscribe-done">{alreadyUnsubscribed ? m.alreadyDone(email) : m.done(email)}</Text>
        <Text mb="4" color="fg.muted">{m.resubscribe}</Text>
        <AppLink to="/">{m.home}</AppLink>
      </Frame>
    );
  }
  if (isLinkRefused(unsubscribe.error)) {
    return (
      <Frame>
        <Text role="alert" color="fg.error" mb="4" data-testid="unsubscribe-error">{unsubscribe.error.message}</Text>
        <HowToUnsubscribe />
      </Frame>
    );
  }
  return (
    <Frame>
      <Text mb="2">{m.confirmIntro}</Text>
      <Text mb="4" fontWeight="medium">{m.confirmQuestion}</Text>
      {unsubscribe.isError && <Text role="alert" color="fg.error" mb="3" data-testid="unsubscribe-failed">{m.failed}</Text>}
      <Button colorPalette="copper" onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending} loadingText={m.confirming}>
        {unsubscribe.isError ? m.retry : m.confirm}
      </Button>
    </Frame>
  );
}
