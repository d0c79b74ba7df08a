import { Box, Text } from '@chakra-ui/react';
import React from 'react';
import { FLOA_OFFER_CODE, instalments, instalmentTotal } from './floa';
import { cartMessages as m } from './messages';

/** The 3-payment offer (section 9): net TTC + 3 %, integer cents, offer BC3XF, country FR, locale fr. */
export default function FloaOffer({ netTtc }: { netTtc: number }) {
  const total = instalmentTotal(netTtc);
  const [first, next] = instalments(total);
  return (
    <Box mt="2" p="2" borderRadius="md" bg="surface" data-testid="floa-offer" data-offer={FLOA_OFFER_CODE} data-country="FR" data-locale="fr" data-amount={total}>
      <Text fontSize="sm" fontWeight="bold">{m.floaTitle}</Text>
      <Text fontSize="sm">{m.floa(total, first, next)}</Text>
    </Box>
  );
}
