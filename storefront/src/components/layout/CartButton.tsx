import { Box, Button } from '@chakra-ui/react';
import React from 'react';
import { useCartCount } from '../../features/cart/useCartCount';
import { messages } from '../../messages';
import { CartIcon } from '../common/icons';

/** Opens the cart drawer once the cart feature exists; the badge shows the item count. */
export function CartButton({ onOpen }: { onOpen?: () => void }) {
  const count = useCartCount();
  return (
    <Button
      variant="ghost"
      color="headerFg"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-label={`${messages.header.cart} – ${messages.header.cartCount(count)}`}
      onClick={onOpen}
      position="relative"
      px="2"
      data-testid="cart-button"
    >
      <CartIcon />
      <Box as="span" display={{ base: 'none', lg: 'inline' }}>
        {messages.header.cart}
      </Box>
      <Box
        as="span"
        aria-hidden="true"
        data-testid="cart-count"
        position="absolute"
        top="-1"
        insetEnd="-1"
        minW="5"
        h="5"
        px="1"
        borderRadius="full"
        bg="copper.400"
        color="brand.950"
        fontSize="xs"
        fontWeight="bold"
        lineHeight="1.25rem"
        textAlign="center"
      >
        {count}
      </Box>
    </Button>
  );
}
