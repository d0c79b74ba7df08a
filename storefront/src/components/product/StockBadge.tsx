import { Box } from '@chakra-ui/react';
import React from 'react';
import { stockState } from '../../lib/stock';

const COLOURS = { in_stock: 'stock.in', low: 'stock.low', out_of_stock: 'stock.out' } as const;

/** 'En stock', 'Plus que N en stock' or 'Rupture de stock', with a dot that repeats the colour. */
export function StockBadge({ quantity }: { quantity: number | null }) {
  const state = stockState(quantity);
  return (
    <Box as="p" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" fontWeight="medium" color={COLOURS[state.kind]} data-testid="stock-state" data-stock={state.kind}>
      <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg="currentColor" />
      {state.label}
    </Box>
  );
}
