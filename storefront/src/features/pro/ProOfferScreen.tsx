import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { PRO_SIGNUP_PATH } from '../account/proSignup';
import { LOYALTY_TIERS_SHOWN } from './loyalty';
import { proMessages as m } from './messages';

const LOGIN_PATH = '/login/';

function Advantage({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <Box as="li" bg="surface" borderRadius="md" borderTopWidth="4px" borderColor="copper.solid" p="5" data-testid="pro-advantage">
      <Heading as="h3" size="md" mb="2">{title}</Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Box>
  );
}

function LoyaltyTable() {
  return (
    <chakra.table mt="3" w="full" fontSize="sm" borderCollapse="collapse" data-testid="pro-loyalty-tiers">
      <chakra.caption textAlign="start" fontWeight="bold" mb="1">{m.loyaltyTableCaption}</chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" textAlign="start" py="1" borderBottomWidth="1px" borderColor="border">{m.loyaltyPaid}</chakra.th>
          <chakra.th scope="col" textAlign="end" py="1" borderBottomWidth="1px" borderColor="border">{m.loyaltyDiscount}</chakra.th>
        </tr>
      </thead>
      <tbody>
        {LOYALTY_TIERS_SHOWN.map((tier) => (
          <tr key={tier.percent}>
            <chakra.td py="1">{m.loyaltyFrom(tier.minPaidCents)}</chakra.td>
            <chakra.td py="1" textAlign="end" fontWeight="bold" color="price">{m.loyaltyPercent(tier.percent)}</chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

/**
 * The /pro page (spec 2.1): who the offer is for, its advantages (sections 1 and 9, tiers of ADR 003), how an account
 * is opened, and the way in: sign up as a professional or log in. Static: the same page for every visitor.
 */
export function ProOfferScreen() {
  const a = m.advantages;
  return (
    <Box data-testid="pro-offer">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">{m.title}</Heading>
      <Text fontSize="lg" maxW="48rem">{m.intro}</Text>

      <Box as="section" aria-labelledby="pro-audience" mt="8">
        <Heading as="h2" id="pro-audience" size="xl" mb="3">{m.audienceTitle}</Heading>
        <Box as="ul" ps="5" listStyleType="disc">
          {m.audience.map((line) => (
            <Box as="li" key={line} py="0.5">{line}</Box>
          ))}
        </Box>
      </Box>

      <Box as="section" aria-labelledby="pro-advantages" mt="10">
        <Heading as="h2" id="pro-advantages" size="xl" mb="4">{m.advantagesTitle}</Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <Advantage {...a.ht} />
          <Advantage {...a.catalogue} />
          <Advantage {...a.loyalty}>
            <LoyaltyTable />
            <Text mt="2" fontSize="xs" color="fg.muted">{m.loyaltyNote}</Text>
          </Advantage>
          <Advantage {...a.delivery} />
          <Advantage {...a.transfer} />
          <Advantage {...a.quotes} />
          <Advantage {...a.phone} />
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="pro-how" mt="10">
        <Heading as="h2" id="pro-how" size="xl" mb="3">{m.howTitle}</Heading>
        <Box as="ol" ps="5" listStyleType="decimal">
          {m.steps.map((step) => (
            <Box as="li" key={step} py="1">{step}</Box>
          ))}
        </Box>
      </Box>

      <Box as="section" aria-labelledby="pro-cta" mt="10" p={{ base: '5', md: '8' }} borderRadius="lg" bg="header" color="headerFg">
        <Heading as="h2" id="pro-cta" size="xl" mb="4">{m.ctaTitle}</Heading>
        <Flex gap="3" wrap="wrap">
          <AppLink to={PRO_SIGNUP_PATH} px="5" py="3" bg="copper.solid" color="copper.contrast" borderRadius="md" fontWeight="bold" _hover={{ textDecoration: 'none', opacity: 0.9 }} data-testid="pro-signup">
            {m.createAccount}
          </AppLink>
          <AppLink to={LOGIN_PATH} px="5" py="3" borderWidth="2px" borderColor="headerFg" color="headerFg" borderRadius="md" fontWeight="bold" _hover={{ textDecoration: 'none', opacity: 0.9 }} data-testid="pro-login">
            {m.login}
          </AppLink>
        </Flex>
      </Box>
    </Box>
  );
}
