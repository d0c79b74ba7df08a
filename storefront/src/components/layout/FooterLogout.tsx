import { Button } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import React from 'react';
import { accountMessages } from '../../features/account/messages';
import { getQueryClient } from '../../features/session/queryClient';
import { useLogout } from '../../features/session/useSession';

/**
 * The footer's disconnect button (spec 2.5, 'Fonctions' block). Its own module: react-query is only downloaded
 * once a logged-in session is known, never for the static HTML. Logging out replaces the session with the
 * anonymous one, so the footer hides the button again and the header shows 'Mon compte'.
 */
function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="plain"
      p="0"
      h="auto"
      minH="6"
      color="brand.50"
      fontWeight="normal"
      textDecoration="underline"
      _hover={{ color: 'copper.200' }}
      onClick={() => logout.mutate()}
      loading={logout.isPending}
      loadingText={accountMessages.loggingOut}
      data-testid="footer-logout"
    >
      {accountMessages.logout}
    </Button>
  );
}

export default function FooterLogout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <LogoutButton />
    </QueryClientProvider>
  );
}
