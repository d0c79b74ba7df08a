import { Box, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { cartDrawer } from './drawerState';
import { cartMessages as m } from './messages';

/** Spec 2.3 "the quotation workflow in the cart": the pro asks a quote for the cart's lines on /pro/v1/contact/devis. */
export const QUOTE_REQUEST_ROUTE = '/pro/v1/contact/devis/';

export function QuoteRequestLink() {
  return (
    <Box data-testid="cart-quote-request">
      <AppLink
        to={QUOTE_REQUEST_ROUTE}
        onClick={() => cartDrawer.close()}
        display="block"
        textAlign="center"
        py="2"
        px="4"
        borderWidth="2px"
        borderColor="brand.solid"
        borderRadius="md"
        color="brand.fg"
        fontWeight="bold"
        _hover={{ textDecoration: 'none', bg: 'brand.subtle' }}
      >
        {m.requestQuote}
      </AppLink>
      <Text fontSize="xs" color="fg.muted" mt="1" textAlign="center">{m.requestQuoteHint}</Text>
    </Box>
  );
}
