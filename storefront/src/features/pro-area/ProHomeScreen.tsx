import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { ApiScope } from '../order/ApiScope';
import { useMounted } from '../../lib/useMounted';
import { useSessionSnapshot } from '../session/sessionStore';
import { StaticIsland } from '../static-island/StaticIsland';
import { proAreaMessages as m } from './messages';
import { OpenQuotes } from './OpenQuotes';
import { useOwnStanding } from './ownTier';
import { proPaths } from './paths';
import { ProOrders } from './ProOrders';
import { PRO_STORE_CODES, proStoreUrl } from './storeFilters';

function Loyalty() {
  const standing = useOwnStanding();
  if (!standing) return null;
  return (
    <Box data-testid="pro-loyalty">
      <Text fontWeight="bold">{standing.tierPercent > 0 ? m.loyaltyTier(standing.tierPercent) : m.loyaltyNone}</Text>
      <Text color="fg.muted" data-testid="pro-loyalty-next">
        {standing.next ? m.loyaltyNext(standing.next.leftCents, standing.next.percent) : m.loyaltyTop}
      </Text>
    </Box>
  );
}

const panel = { as: 'section', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: { base: '4', md: '5' } } as const;

/** What a logged-in pro sees on /pro/v1: loyalty tier and what is left to the next one, recent orders, open quotes. */
function MemberPanels({ email }: { email: string }) {
  return (
    <ApiScope>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mt="8" data-testid="pro-member-home">
        <Box {...panel} aria-labelledby="pro-loyalty-title">
          <Heading as="h2" id="pro-loyalty-title" size="lg" mb="3">{m.loyaltyTitle}</Heading>
          <Loyalty />
        </Box>
        <Box {...panel} aria-labelledby="pro-recent-title">
          <Heading as="h2" id="pro-recent-title" size="lg" mb="3">{m.recentOrders}</Heading>
          <ProOrders email={email} limit={3} />
          <AppLink to={proPaths.orders} display="inline-block" mt="3" color="accent" textDecoration="underline">{m.allOrders}</AppLink>
        </Box>
        <Box {...panel} aria-labelledby="pro-quotes-title">
          <Heading as="h2" id="pro-quotes-title" size="lg" mb="3">{m.openQuotes}</Heading>
          <OpenQuotes email={email} />
        </Box>
      </SimpleGrid>
    </ApiScope>
  );
}

/** /pro/v1 (spec 2.3): the pro home. Static advantages and store entries for everyone; a pro's own panels after login. */
export function ProHomeScreen() {
  const mounted = useMounted();
  const { user } = useSessionSnapshot();
  return (
    <Box data-testid="pro-home">
      <StaticIsland>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">{m.homeTitle}</Heading>
        <Text fontSize="lg" maxW="48rem">{m.homeIntro}</Text>
        <Box as="nav" aria-labelledby="pro-home-store" mt="6">
          <Heading as="h2" id="pro-home-store" size="lg" mb="3">{m.store.title}</Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 5 }} gap="3">
            {PRO_STORE_CODES.map((code) => (
              <li key={code}>
                <AppLink to={proStoreUrl(code)} display="block" p="4" borderRadius="md" bg="surface" fontWeight="bold" textAlign="center" _hover={{ textDecoration: 'none', bg: 'brand.subtle' }}>
                  {m.categories[code]}
                </AppLink>
              </li>
            ))}
          </SimpleGrid>
        </Box>
      </StaticIsland>
      {mounted && user.isLogged && user.isPro && <MemberPanels email={user.email} />}
    </Box>
  );
}
