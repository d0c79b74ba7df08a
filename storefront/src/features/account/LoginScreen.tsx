import { SimpleGrid } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import React from 'react';
import { useSession } from '../session/useSession';
import { LoginForm } from './LoginForm';
import { safeNextPath } from './nextPath';
import { SignupForm } from './SignupForm';

/**
 * /login: login and sign-up side by side. Once the session says the visitor is logged in (after either form, or on
 * arrival), they go to `?next=` when it is a path of this site, else to /me.
 */
export function LoginScreen({ next, proSignup = false }: { next: string | null; proSignup?: boolean }) {
  const { user, ready } = useSession();
  const target = safeNextPath(next);
  React.useEffect(() => {
    if (ready && user.isLogged) void navigate(target, { replace: true });
  }, [ready, user.isLogged, target]);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      {/* a professional sent from /pro comes to sign up: that form first, ready with the pro fields */}
      {proSignup ? <SignupForm defaultPro /> : <LoginForm />}
      {proSignup ? <LoginForm /> : <SignupForm />}
    </SimpleGrid>
  );
}
