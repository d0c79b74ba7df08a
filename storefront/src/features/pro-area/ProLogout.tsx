import { Button } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import React from 'react';
import { getQueryClient } from '../session/queryClient';
import { useLogout } from '../session/useSession';
import { proAreaMessages as m } from './messages';

function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="ghost"
      color="headerFg"
      _hover={{ bg: 'whiteAlpha.200' }}
      size="sm"
      onClick={() => logout.mutate()}
      loading={logout.isPending}
      data-testid="pro-logout"
    >
      {m.header.logout}
    </Button>
  );
}

/** The pro header's disconnect (spec 2.3); its own chunk, loaded once a logged-in session is known. */
export default function ProLogout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <LogoutButton />
    </QueryClientProvider>
  );
}
