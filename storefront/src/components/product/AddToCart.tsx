import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY } from '@shop/shared';
import React, { useState } from 'react';
import { stockState } from '../../lib/stock';
import { useMounted } from '../../lib/useMounted';
import { messages } from '../../messages';
import { TextInput } from '../common/TextInput';

type AddToCartProps = {
  stock: number | null;
  /** absent while the product cannot be sold (no EAN): the button stays disabled */
  onAdd?: (quantity: number) => void;
  pending?: boolean;
  /** the server's French message when the add failed */
  error?: string | null;
};

/**
 * Quantity (an integer from 1, default 1, section 5) and 'Ajouter au panier'. Disabled for good when the
 * product is out of stock; the stock text stays beside it (StockBadge). Inactive in the static HTML too: a tap
 * before hydration has no handler to reach and would be lost without a sign, so the button waits for the page.
 */
export function AddToCart({ stock, onAdd, pending = false, error = null }: AddToCartProps) {
  const mounted = useMounted();
  const [quantity, setQuantity] = useState(DEFAULT_CART_QUANTITY);
  const state = stockState(stock);
  const max = Math.min(stock ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
  return (
    <Box mt="5">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box>
          <label htmlFor="quantite" style={{ display: 'block', fontSize: '0.875rem', marginBottom: '0.25rem' }}>
            {messages.product.quantity}
          </label>
          <TextInput
            id="quantite"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={quantity}
            // integers only: '2.5' or '' fall back to 1, above the stock to the stock
            onChange={(e) => setQuantity(Math.min(max, Math.max(1, Math.trunc(Number(e.target.value)) || 1)))}
            w="6rem"
            disabled={!state.available}
            data-testid="quantity-input"
          />
        </Box>
        <Button
          colorPalette="copper"
          size="lg"
          disabled={!mounted || !state.available || !onAdd}
          loading={pending}
          onClick={() => onAdd?.(quantity)}
          data-testid="add-to-cart"
        >
          {messages.product.addToCart}
        </Button>
      </Flex>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2" data-testid="add-to-cart-error">
          {error}
        </Text>
      )}
    </Box>
  );
}
