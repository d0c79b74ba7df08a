import { Box, type BoxProps } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import React from 'react';
import { proAreaMessages as m } from './messages';
import { useOwnStanding } from './ownTier';
import { listPriceHt, ownPriceHt } from './pricing';

type Props = { ttcCents: number | null } & BoxProps;

/**
 * A price of the pro area, excluding tax (spec 1, 2.3). The static HTML holds the list price HT; for a logged-in pro
 * it becomes their own price (−2 % and the loyalty tier), the list price struck through beside it.
 */
export function ProPrice({ ttcCents, ...props }: Props) {
  const standing = useOwnStanding();
  if (ttcCents === null) return null;
  const list = listPriceHt(ttcCents);
  if (!standing) {
    return (
      <Box as="p" color="price" fontWeight="bold" data-testid="pro-price" data-kind="list" {...props}>
        <span data-testid="pro-price-amount">{formatPrice(list)}</span>
        <Box as="span" fontSize="0.6em" fontWeight="medium" ms="1">{m.price.ht}</Box>
      </Box>
    );
  }
  const own = ownPriceHt(ttcCents, standing.tierPercent);
  return (
    <Box as="p" color="price" fontWeight="bold" data-testid="pro-price" data-kind="own" {...props}>
      <Box as="span" srOnly>{`${m.price.own} : `}</Box>
      <span data-testid="pro-price-amount">{formatPrice(own)}</span>
      <Box as="span" fontSize="0.6em" fontWeight="medium" ms="1">{m.price.ht}</Box>
      <Box as="span" display="block" fontSize="0.55em" fontWeight="normal" color="fg.muted">
        <Box as="span" srOnly>{`${m.price.list} : `}</Box>
        <s data-testid="pro-list-price">{formatPrice(list)}</s> {m.price.ht}
      </Box>
    </Box>
  );
}
