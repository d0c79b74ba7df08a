import { Box, Text } from '@chakra-ui/react';
import React from 'react';
import { useSessionSnapshot } from '../session/sessionStore';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { cartMessages as m } from './messages';
import { PromoPanel } from './PromoPanel';
import { QuoteRequestLink } from './QuoteRequestLink';

/** The body of the 'Mon panier' drawer: empty text, or lines, promo panel and summary. */
export function CartContents({ today }: { today?: Date }) {
  const { cart, user } = useSessionSnapshot();
  const empty = cart.products.length === 0;
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="cart-contents" data-empty={empty}>
      {empty ? (
        <Text py="6" textAlign="center" color="fg.muted" data-testid="cart-empty">{m.empty}</Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-label={m.lines}>
          {cart.products.map((line, index) => (
            <CartLine key={line.ean ?? `ligne-${index}`} line={line} isPro={user.isPro} />
          ))}
        </Box>
      )}
      {!empty && <PromoPanel isPro={user.isPro} />}
      {!empty && user.isLogged && user.isPro && <QuoteRequestLink />}
      <CartSummary cart={cart} isPro={user.isPro} today={today} />
    </Box>
  );
}
