import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { routes } from '../../lib/routes';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';

type FooterLink = { to: string; label: string };

const f = messages.footer;

/** Footer links of spec 2.5, grouped for reading; the 'Fonctions' block holds order tracking. */
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
  { title: f.functions, links: [{ to: routes.orderStatus, label: f.trackOrder }] },
];

export function Footer() {
  return (
    <Box as="footer" bg="brand.900" color="brand.50" data-testid="site-footer">
      <Box as="nav" aria-label={f.nav} maxW="page" mx="auto" px="4" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {FOOTER_GROUPS.map((group) => (
            <Box key={group.title} data-testid={group.title === f.functions ? 'footer-functions' : undefined}>
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
              </Box>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="brand.200">
          {f.copyright}
        </Text>
      </Box>
    </Box>
  );
}
