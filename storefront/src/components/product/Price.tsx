import { Box, type BoxProps } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import React from 'react';
import { messages } from '../../messages';

/** A TTC price in French format ('1 039,46 € TTC'); nothing when the region has no price. */
type PriceProps = { cents: number | null; showTtc?: boolean; amountTestId?: string } & BoxProps;

/** `amountTestId` marks the amount alone (no 'TTC'): the product page's is 'product-price'. */
export function Price({ cents, showTtc = true, amountTestId = 'price-amount', ...props }: PriceProps) {
  if (cents === null) return null;
  return (
    <Box as="p" color="price" fontWeight="bold" data-testid="price-ttc" {...props}>
      <span data-testid={amountTestId}>{formatPrice(cents)}</span>
      {showTtc && (
        <Box as="span" fontSize="0.6em" fontWeight="medium" ms="1">
          {messages.product.ttc}
        </Box>
      )}
    </Box>
  );
}
