import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import React from 'react';
import { cartDrawer, useCartDrawer } from '../../features/cart/drawerState';
import { useCartCount } from '../../features/cart/useCartCount';
import { messages } from '../../messages';
import { CartIcon } from '../common/icons';

/**
 * Toggles the cart drawer (4.3); the badge shows the item count. The accessible name is the button's own text
 * ('Mon panier', visually hidden below lg) plus a hidden count sentence, so it contains every visible word (WCAG
 * 2.5.3, a voice user says what they see); the bare badge number is aria-hidden, the sentence says it.
 */
export function CartButton() {
  const count = useCartCount();
  const { open } = useCartDrawer();
  return (
    <Button
      variant="ghost"
      color="headerFg"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={cartDrawer.toggle}
      position="relative"
      px="2"
      data-testid="cart-button"
    >
      <CartIcon />
      <Box as="span" srOnly={{ base: true, lg: false }}>
        {messages.header.cart}
      </Box>
      <VisuallyHidden data-testid="cart-count-label">{` – ${messages.header.cartCount(count)}`}</VisuallyHidden>
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
