import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import type { MenuItem } from '../../lib/categories';
import { useSessionBoot } from '../../features/session/boot';
import { useSessionSnapshot } from '../../features/session/sessionStore';
import { HydrateLater } from '../../features/static-island/HydrateLater';
import { routes } from '../../lib/routes';
import { messages, SHOP_NAME } from '../../messages';
import { AppLink } from '../common/AppLink';
import { UserIcon } from '../common/icons';
import { Logo } from './Logo';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { MobileMenu } from './MobileMenu';
import { SearchField } from './SearchField';

/**
 * Site header (spec 2.5): logo, search, account link, cart button with badge, category menu. On a first load the
 * header was the longest hydration task of every page: its frame, logo and menu (static HTML) hydrate with the page's
 * first pass, and the mobile menu button, the search form and the account corner each in a later task of their own
 * (`HydrateLater`). The search works before (a form), the menu and account links are links.
 */
export function Header({ menu }: { menu: MenuItem[] }) {
  return (
    <Box as="header" bg="header" color="headerFg" data-testid="site-header">
      <Flex maxW="page" mx="auto" px={{ base: '3', md: '4' }} py="3" gap={{ base: '2', md: '4' }} align="center" wrap="wrap">
        <HydrateLater name="menu-mobile">
          <MobileMenu items={menu} />
        </HydrateLater>
        <AppLink to={routes.home} color="headerFg" _hover={{ textDecoration: 'none' }} data-testid="logo">
          <Logo />
          <Box as="span" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="black" letterSpacing="tight" ms="2">
            {SHOP_NAME}
          </Box>
        </AppLink>
        {/* On phones the search takes its own full-width row under the logo, account and cart. */}
        <Flex order={{ base: 3, md: 0 }} w={{ base: '100%', md: 'auto' }} flex={{ base: 'none', md: '1' }} justify="center">
          <HydrateLater name="recherche">
            <SearchField />
          </HydrateLater>
        </Flex>
        <HydrateLater name="compte">
          <AccountCorner />
        </HydrateLater>
      </Flex>
      <CategoryMenu items={menu} />
    </Box>
  );
}

/** The back-office entry for staff, the account link and the cart button: what the visitor's session changes. */
function AccountCorner() {
  // Verifies the session at mount (4.4); the account link shows the e-mail once logged in.
  useSessionBoot();
  const { user } = useSessionSnapshot();
  const accountText = user.isLogged ? user.email : messages.header.account;
  return (
    <Flex gap="1" ms="auto" align="center">
      {user.isAdmin && (
        // Spec 6: admin users see the back-office entry (the back-office itself is its own chunks: this is a link).
        <AppLink to={routes.admin} color="headerFg" px="2" py="2" fontWeight="bold" data-testid="admin-link">
          {messages.header.admin}
        </AppLink>
      )}
      <AppLink to={routes.account} aria-label={accountText} color="headerFg" display="inline-flex" alignItems="center" gap="2" px="2" py="2" data-testid="account-link">
        <UserIcon />
        <Box as="span" display={{ base: 'none', sm: 'inline' }} maxW="14rem" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
          {accountText}
        </Box>
      </AppLink>
      <CartButton />
    </Flex>
  );
}
