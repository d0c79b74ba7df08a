import { Box } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { MenuDrawer } from '../../components/layout/MenuDrawer';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';
import { PRO_NAV_LINKS } from './ProNav';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The mobile pro menu: its three contact entries all go to /pro/v1/me/contact (spec 2.3), then the pro navigation. */
export default function ProMobileMenuDrawer({ open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title={m.mobileMenu.title} navLabel={m.nav.label} testId="pro-mobile-menu">
      <Box as="ul" listStyleType="none">
        {m.mobileMenu.entries.map((label) => (
          <Box as="li" key={label} py="1">
            <AppLink to={proPaths.contact} onClick={close} fontWeight="bold" display="block" py="1" data-testid="pro-mobile-contact">
              {label}
            </AppLink>
          </Box>
        ))}
        {PRO_NAV_LINKS.map((link) => (
          <Box as="li" key={link.to} py="1">
            <AppLink to={link.to} onClick={close} display="block" py="1">
              {link.label}
            </AppLink>
          </Box>
        ))}
      </Box>
    </MenuDrawer>
  );
}
