import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';
import { routes } from '../../lib/routes';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';
import { StaticIsland } from '../../features/static-island/StaticIsland';

/** 'Contact us' strip of the default layout (not on contact or pro pages). */
export function ContactBanner() {
  return (
    <StaticIsland>
      <Box as="aside" aria-label={messages.banners.contactLabel} bg="surface" borderTopWidth="1px" borderColor="border" mt="12">
        <Flex maxW="page" mx="auto" px="4" py="6" gap="4" align="center" justify="space-between" wrap="wrap">
          <Text fontWeight="medium">{messages.banners.contactText}</Text>
          <AppLink to={routes.contact} px="4" py="2" bg="copper.solid" color="copper.contrast" borderRadius="md" fontWeight="bold" _hover={{ textDecoration: 'none', bg: 'copper.700' }}>
            {messages.notFound.contact}
          </AppLink>
        </Flex>
      </Box>
    </StaticIsland>
  );
}

const PAYMENT_MEANS = ['CB', 'Visa', 'Mastercard', 'Virement', 'Portefeuille'];

/** Payment means the shop accepts (card, networks, bank transfer, wallet). */
export function PaymentBanner() {
  return (
    <StaticIsland>
      <Box as="aside" aria-label={messages.footer.payment} bg="brand.800" color="brand.50">
        <Flex as="ul" listStyleType="none" maxW="page" mx="auto" px="4" py="3" gap="3" justify="center" wrap="wrap" fontSize="sm">
          {PAYMENT_MEANS.map((mean) => (
            <Box as="li" key={mean} borderWidth="1px" borderColor="brand.500" borderRadius="sm" px="2" py="0.5" fontWeight="bold">
              {mean}
            </Box>
          ))}
        </Flex>
      </Box>
    </StaticIsland>
  );
}
