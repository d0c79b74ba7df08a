import { Box, Flex } from '@chakra-ui/react';
import React, { Suspense, lazy } from 'react';
import { AppLink } from '../../components/common/AppLink';
import { UserIcon } from '../../components/common/icons';
import { useSessionSnapshot } from '../session/sessionStore';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';

const ProLogout = lazy(() => import('./ProLogout'));

const linkStyle = { color: 'headerFg', px: '2', py: '2', fontSize: 'sm', fontWeight: 'bold' } as const;

/** Spec 2.3: /login when logged out; my data, my orders and disconnect when logged in. */
export function ProAccountLinks() {
  const { user } = useSessionSnapshot();
  if (!user.isLogged) {
    return (
      <AppLink to={proPaths.login} {...linkStyle} display="inline-flex" alignItems="center" gap="2" data-testid="pro-login-link">
        <UserIcon />
        {m.header.login}
      </AppLink>
    );
  }
  return (
    <Flex as="nav" aria-label={m.header.accountNav} align="center" gap="1" wrap="wrap" data-testid="pro-account-links">
      <Box as="span" className="visually-hidden">{user.email}</Box>
      <AppLink to={proPaths.data} {...linkStyle} data-testid="pro-my-data">{m.header.myData}</AppLink>
      <AppLink to={proPaths.orders} {...linkStyle} data-testid="pro-my-orders">{m.header.myOrders}</AppLink>
      <Suspense fallback={null}>
        <ProLogout />
      </Suspense>
    </Flex>
  );
}
