import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React, { Suspense, lazy } from 'react';
import { ColorModeToggle } from '../../features/color-mode/ColorModeToggle';
import { useSessionSnapshot } from '../../features/session/sessionStore';
import { routes } from '../../lib/routes';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';
import { StaticIsland } from '../../features/static-island/StaticIsland';
import { WITHDRAWAL_LINK } from '../../features/withdrawal/link';

// react-query and the logout call come only for a visitor the session says is logged in
const FooterLogout = lazy(() => import('./FooterLogout'));

type FooterLink = { to: string; label: string };

const f = messages.footer;

/** Footer links of spec 2.5, grouped for reading; the 'Fonctions' block holds order tracking (and the logout). */
export const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: f.shop,
    links: [
      { to: routes.products, label: f.products },
      { to: routes.account, label: f.account },
      { to: routes.blog, label: f.blog },
      { to: routes.help, label: f.faq },
    ],
  },
  {
    title: f.help,
    links: [
      { to: routes.about, label: f.about },
      { to: routes.smartlinkPrivacy, label: f.smartlinkPrivacy },
      { to: routes.sitemap, label: f.sitemap },
    ],
  },
  {
    title: f.legal,
    links: [
      { to: routes.legal, label: f.legalNotice },
      { to: routes.cgv, label: f.cgv },
      { to: routes.cookie, label: f.cookies },
      { to: routes.privacy, label: f.privacy },
    ],
  },
  {
    title: f.functions,
    links: [
      { to: routes.orderStatus, label: f.trackOrder },
      // The withdrawal function on every page (L221-21, the decree's words).
      { to: routes.withdrawal, label: WITHDRAWAL_LINK },
    ],
  },
];

export function Footer() {
  // The static HTML and the hydration render read as anonymous (sessionStore): the button appears once the
  // verified session says logged in, so the server and the first client render stay equal.
  const session = useSessionSnapshot();
  const loggedIn = session.ready && session.user.isLogged;
  return (
    <Box as="footer" bg="brand.900" color="brand.50" data-testid="site-footer">
      <Box as="nav" aria-label={f.nav} maxW="page" mx="auto" px="4" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {FOOTER_GROUPS.map((group) => (
            <StaticIsland key={group.title} enabled={group.title !== f.functions}>
              <Box data-testid={group.title === f.functions ? 'footer-functions' : undefined}>
                <Heading as="h2" size="sm" color="copper.300" mb="3">
                  {group.title}
                </Heading>
                <Box as="ul" listStyleType="none">
                  {group.links.map((link) => (
                    <Box as="li" key={link.to} py="1">
                      <AppLink to={link.to} color="brand.50" _hover={{ color: 'copper.200' }}>
                        {link.label}
                      </AppLink>
                    </Box>
                  ))}
                  {group.title === f.functions && loggedIn && (
                    <Box as="li" py="1">
                      <Suspense fallback={null}>
                        <FooterLogout />
                      </Suspense>
                    </Box>
                  )}
                </Box>
              </Box>
            </StaticIsland>
          ))}
        </SimpleGrid>
        <Flex mt="10" gap="4" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm" color="brand.200">
            {f.copyright}
          </Text>
          <ColorModeToggle />
        </Flex>
      </Box>
    </Box>
  );
}
