import { Box, Button, Flex } from '@chakra-ui/react';
import React, { useState } from 'react';
import { stockState } from '../../lib/stock';
import { messages } from '../../messages';
import { TextInput } from '../common/TextInput';

/**
 * Quantity and 'Ajouter au panier'. The cart arrives with issue 4 (features/cart): until then the
 * button stays disabled, and it is disabled for good when the product is out of stock.
 */
export function AddToCart({ stock, onAdd }: { stock: number | null; onAdd?: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1);
  const state = stockState(stock);
  const max = stock ?? 99;
  return (
    <Flex gap="3" align="flex-end" wrap="wrap" mt="5">
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
          value={quantity}
          onChange={(e) => setQuantity(Math.min(max, Math.max(1, Number(e.target.value) || 1)))}
          w="6rem"
          disabled={!state.available}
          data-testid="quantity-input"
        />
      </Box>
      <Button
        colorPalette="copper"
        size="lg"
        disabled={!state.available || !onAdd}
        onClick={() => onAdd?.(quantity)}
        data-testid="add-to-cart"
      >
        {messages.product.addToCart}
      </Button>
    </Flex>
  );
}
