import { Button, Text } from '@chakra-ui/react';
import { canEnter } from '@shop/shared';
import React from 'react';
import { ApiScope } from '../../order/ApiScope';
import { SPEC_ADMIN_GROUPS } from '../menu';
import { adminMessages as m } from '../messages';
import { ADMIN_MODULES } from '../registry';
import { adminSubPath, matchScreen } from '../routing';
import { AccessDenied } from './AccessDenied';
import { AdminLayout } from './AdminLayout';
import { AdminLogin } from './AdminLogin';
import { NotAvailable, UnknownAdminPage } from './NotAvailable';
import { Loading, ScreenBoundary } from './ScreenBoundary';
import { useStaffSession } from './useStaffSession';

/** The registered screen for `path`, or the "not available yet" page of a spec 2.4 path, or the unknown page. */
function AdminRoute({ path }: { path: string }) {
  const match = matchScreen(path, ADMIN_MODULES);
  if (match) {
    const { Screen } = match.screen;
    return (
      <ScreenBoundary resetKey={path}>
        <Screen params={match.params} path={path} />
      </ScreenBoundary>
    );
  }
  return SPEC_ADMIN_GROUPS.includes(path.split('/')[0]) ? <NotAvailable path={path} /> : <UnknownAdminPage />;
}

/**
 * The gate of spec 2.7, on the session the server verified: nobody logged in → the login form; logged in without
 * the grants the path needs (`canEnter`, the server's table) → 'Accès refusé!'; otherwise the page.
 */
function AdminShell({ pathname }: { pathname: string }) {
  const session = useStaffSession();
  const path = adminSubPath(pathname);
  const user = session.data?.user ?? null;
  let body: React.ReactNode;
  if (session.isPending) body = <Loading />;
  else if (!user) {
    body = (
      <>
        <Text role="alert" mb="3">{m.sessionFailed}</Text>
        <Button onClick={() => void session.refetch()}>{m.retry}</Button>
      </>
    );
  } else if (!user.isLogged) body = <AdminLogin />;
  else if (!canEnter(user.grants, path)) body = <AccessDenied path={path} isAdmin={user.isAdmin} />;
  else body = <AdminRoute path={path} />;
  return (
    <AdminLayout user={user} path={path}>
      {body}
    </AdminLayout>
  );
}

/** The back-office (`/admin/*`, a client-only page): the shop's react-query cache, the gate, the layout. */
export function AdminApp({ pathname }: { pathname: string }) {
  return (
    <ApiScope>
      <AdminShell pathname={pathname} />
    </ApiScope>
  );
}
