import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { useSessionSnapshot } from '../session/sessionStore';
import { StaticIsland } from '../static-island/StaticIsland';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';

/** The pro-advantage blocks of the pro layout (spec 2.5). */
export function ProAdvantages() {
  return (
    <StaticIsland>
      <Box as="aside" aria-labelledby="pro-avantages" bg="surface" borderTopWidth="1px" borderColor="border" mt="12" data-testid="pro-advantages">
        <Box maxW="page" mx="auto" px="4" py="6">
          <Heading as="h2" id="pro-avantages" size="md" mb="3">{m.advantages.label}</Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {m.advantages.items.map((item) => (
              <Box as="li" key={item.title} borderTopWidth="3px" borderColor="copper.solid" bg="page" p="3" borderRadius="md">
                <Text fontWeight="bold">{item.title}</Text>
                <Text fontSize="sm" color="fg.muted">{item.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Box>
    </StaticIsland>
  );
}

/** The contact banner to /pro/v1/me/contact, for pro users only (spec 2.5). */
export function ProContactBanner() {
  const { user } = useSessionSnapshot();
  if (!user.isLogged || !user.isPro) return null;
  return (
    <Box as="aside" aria-label={m.contactBanner.label} bg="brand.subtle" data-testid="pro-contact-banner">
      <Flex maxW="page" mx="auto" px="4" py="5" gap="4" align="center" justify="space-between" wrap="wrap">
        <Text fontWeight="medium">{m.contactBanner.text}</Text>
        <AppLink to={proPaths.contact} px="4" py="2" bg="copper.solid" color="copper.contrast" borderRadius="md" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
          {m.contactBanner.cta}
        </AppLink>
      </Flex>
    </Box>
  );
}
