import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { StaticIsland } from '../static-island/StaticIsland';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';
import { PRO_STORE_CODES, proStoreUrl } from './storeFilters';

/** The pro navigation bar's entries (spec 2.3): the store's categories, quote, contact, /sav, about. */
export const PRO_NAV_LINKS: { to: string; label: string }[] = [
  { to: proPaths.store, label: m.nav.store },
  ...PRO_STORE_CODES.map((code) => ({ to: proStoreUrl(code), label: m.categories[code] })),
  { to: proPaths.quote, label: m.nav.quote },
  { to: proPaths.contact, label: m.nav.contact },
  { to: proPaths.sav, label: m.nav.sav },
  { to: proPaths.about, label: m.nav.about },
];

/** The pro navigation bar (desktop; phones get the same entries in the mobile pro menu). */
export function ProNav() {
  return (
    <StaticIsland>
      <Box as="nav" aria-label={m.nav.label} display={{ base: 'none', lg: 'block' }} bg="brand.800" data-testid="pro-nav">
        <Flex as="ul" listStyleType="none" maxW="page" mx="auto" px="4" gap="1" wrap="wrap">
          {PRO_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} display="block" px="3" py="2" color="brand.50" fontWeight="medium" _hover={{ bg: 'brand.700', textDecoration: 'none' }}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </Flex>
      </Box>
    </StaticIsland>
  );
}
