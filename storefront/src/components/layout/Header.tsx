import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'gatsby';
import React from 'react';
import type { MenuItem } from '../../lib/categories';
import { useSessionBoot } from '../../features/session/boot';
import { useSessionSnapshot } from '../../features/session/sessionStore';
import { HydrateLater } from '../../features/static-island/HydrateLater';
import { StaticIsland } from '../../features/static-island/StaticIsland';
import { routes } from '../../lib/routes';
import { messages, SHOP_NAME } from '../../messages';
import { layoutClass } from '../../theme/layoutCss';
import { AppLink } from '../common/AppLink';
import { UserIcon } from '../common/icons';
import { Logo } from './Logo';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { MobileMenu } from './MobileMenu';
import { SearchField } from './SearchField';

/**
 * Site header (spec 2.5): logo, search, account link, cart button with badge, category menu. On a first load the
 * header was the longest hydration task of every page. Its frame is plain elements styled by the theme's global CSS
 * (`theme/layoutCss.ts`) and its logo and menu are static islands, so the page's first pass resolves no style prop
 * here; the mobile menu button, the search form and the account corner each hydrate in a later task of their own
 * (`HydrateLater`). The search works before (a form), the menu and account links are links.
 */
export function Header({ menu }: { menu: MenuItem[] }) {
  return (
    <header className={layoutClass.header} data-testid="site-header">
      <div className={layoutClass.headerBar}>
        <HydrateLater name="menu-mobile">
          <MobileMenu items={menu} />
        </HydrateLater>
        <StaticIsland>
          <Link to={routes.home} className={layoutClass.logo} data-testid="logo">
            <Logo />
            <span className={layoutClass.logoName}>{SHOP_NAME}</span>
          </Link>
        </StaticIsland>
        <div className={layoutClass.headerSearch}>
          <HydrateLater name="recherche">
            <SearchField />
          </HydrateLater>
        </div>
        <HydrateLater name="compte">
          <AccountCorner />
        </HydrateLater>
      </div>
      <CategoryMenu items={menu} />
    </header>
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
