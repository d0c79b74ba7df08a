import { Box, Button, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import React from 'react';
import { MyMessages } from '../contact/MyMessages';
import { useLogout } from '../session/useSession';
import { accountMessages as m } from './messages';
import { ACCOUNT_PATH, loginPathFor } from './nextPath';
import { OrderHistory } from './OrderHistory';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PersonalDataForm } from './PersonalDataForm';
import { useVerifiedSession } from './useAccount';

/**
 * /me (logged-in customers only): personal information, password change, order history and logout. The guard
 * reads the session the server verified: an anonymous visitor goes to /login?next=/me/ (the server refuses
 * every /api/me call anyway).
 */
export function AccountScreen() {
  const session = useVerifiedSession();
  const logout = useLogout();
  const user = session.data?.user;
  const anonymous = session.isSuccess && !user?.isLogged;
  React.useEffect(() => {
    // once a logout has started the visitor goes home, not to the login screen
    if (anonymous && logout.isIdle) void navigate(loginPathFor(ACCOUNT_PATH), { replace: true });
  }, [anonymous, logout.isIdle]);
  React.useEffect(() => {
    if (logout.isSuccess) void navigate('/');
  }, [logout.isSuccess]);

  if (session.isError) {
    return (
      <Box role="alert">
        <Text mb="3">{m.sessionUnavailable}</Text>
        <Button variant="outline" onClick={() => void session.refetch()}>{m.retry}</Button>
      </Box>
    );
  }
  if (!user?.isLogged) {
    return <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{m.loading}</Text>;
  }
  return (
    <>
      <Box display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="center" gap="4" mb="6">
        <Box>
          <Heading as="h1" size="3xl">{m.meTitle}</Heading>
          <Text color="fg.muted" data-testid="me-email">{m.loggedInAs(user.email)}</Text>
        </Box>
        <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending} loadingText={m.loggingOut} data-testid="me-logout">
          {m.logout}
        </Button>
      </Box>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        {/* keyed by e-mail: the form starts again from the saved values of whoever is logged in */}
        <PersonalDataForm key={user.email} user={user} />
        <Box display="grid" gap="6">
          <PasswordChangeForm />
          <OrderHistory email={user.email} />
          <MyMessages />
        </Box>
      </SimpleGrid>
    </>
  );
}
