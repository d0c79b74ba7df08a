import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import React, { lazy, useMemo } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { MenuDrawerButton } from '../../../components/layout/MenuDrawerButton';
import { routes } from '../../../lib/routes';
import { useLogout } from '../../session/useSession';
import type { SessionUser } from '../../session/session';
import { adminHref, extraEntriesFor, menuFor } from '../menu';
import { adminMessages as m } from '../messages';
import { AdminMenuBar } from './AdminMenuBar';

// The drawer (dialog machine, focus trap) is only downloaded when someone opens it.
const AdminMenuDrawer = lazy(() => import('./AdminMenuDrawer'));

function DrawerMenu(props: Omit<React.ComponentProps<typeof AdminMenuDrawer>, 'open' | 'onOpenChange'>) {
  return (
    <MenuDrawerButton
      label={m.openMenu}
      testId="admin-menu-button"
      renderDrawer={(open, onOpenChange) => <AdminMenuDrawer {...props} open={open} onOpenChange={onOpenChange} />}
    />
  );
}

/**
 * Spec 2.5, admin layout: a navigation bar with the menu, and the page (or the gate) under it. The menu is shown to
 * admin users only, with the entries their grants open; a customer or a visitor sees the bar and the gate.
 */
export function AdminLayout({ user, path, children }: { user: SessionUser | null; path: string; children: React.ReactNode }) {
  const grants = user?.grants ?? [];
  const groups = useMemo(() => (user?.isAdmin ? menuFor(grants) : []), [user?.isAdmin, grants]);
  const extras = useMemo(() => (user?.isAdmin ? extraEntriesFor(grants) : []), [user?.isAdmin, grants]);
  const logout = useLogout();
  return (
    <>
      <chakra.a
        href="#admin-contenu"
        className="visually-hidden"
        _focus={{ position: 'fixed', top: '2', insetStart: '2', width: 'auto', height: 'auto', clip: 'auto', zIndex: 'skipLink', bg: 'page', p: '2' }}
      >
        {m.skipToContent}
      </chakra.a>
      <Box as="header" bg="header" color="headerFg" data-testid="admin-header">
        <Flex maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="2" gap={{ base: '2', md: '4' }} align="center" wrap="wrap">
          {user?.isAdmin && <DrawerMenu groups={groups} extras={extras} path={path} />}
          <AppLink to={adminHref('')} color="headerFg" fontWeight="black" fontSize="lg" _hover={{ textDecoration: 'none' }}>
            {m.title}
          </AppLink>
          {user?.isAdmin && <AdminMenuBar groups={groups} extras={extras} path={path} />}
          <Flex ms="auto" align="center" gap="3" wrap="wrap">
            {user?.isLogged && (
              <Box as="span" display={{ base: 'none', md: 'inline' }} fontSize="sm" data-testid="admin-user">
                {user.email}
              </Box>
            )}
            {user?.isLogged && (
              <Button size="sm" variant="outline" color="headerFg" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} loading={logout.isPending} onClick={() => logout.mutate()}>
                {m.logout}
              </Button>
            )}
            <AppLink to={routes.home} color="headerFg" textDecoration="underline" fontSize="sm">
              {m.backToShop}
            </AppLink>
          </Flex>
        </Flex>
      </Box>
      <Box as="main" id="admin-contenu" tabIndex={-1} maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="6" minH="60vh">
        {children}
      </Box>
    </>
  );
}
