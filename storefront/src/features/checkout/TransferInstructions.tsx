import { Box, Heading, Text } from '@chakra-ui/react';
import { formatPrice, type ApiTransaction } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { orderDetailsPath } from '../order/paths';
import { checkoutMessages as m } from './messages';

type Transfer = Extract<ApiTransaction, { type: 'transfer' }>;

/** A pro's transfer order (state PENDING): the bank details to pay it, the order number as the reference. */
export function TransferInstructions({ transaction }: { transaction: Transfer }) {
  const { transfer, order } = transaction;
  const rows: [string, string][] = [
    [m.holder, transfer.holder],
    [m.iban, transfer.iban],
    [m.bic, transfer.bic],
    [m.reference, transfer.reference],
    [m.amount, formatPrice(transfer.amount)],
  ];
  return (
    <Box as="section" aria-labelledby="transfer-title" borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="transfer-instructions">
      <Heading as="h2" id="transfer-title" size="lg" mb="2">{m.transferTitle}</Heading>
      <Text mb="3">{m.transferIntro(order.orderNumber)}</Text>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        {rows.map(([label, value]) => (
          <React.Fragment key={label}>
            <Text as="dt" fontWeight="medium">{label}</Text>
            <Text as="dd" fontFamily={label === m.iban || label === m.bic ? 'mono' : undefined}>{value}</Text>
          </React.Fragment>
        ))}
      </Box>
      {order.security && (
        <AppLink to={orderDetailsPath(order.orderNumber, order.security)} display="inline-block" mt="4" color="accent" textDecoration="underline">
          {m.seeOrder}
        </AppLink>
      )}
    </Box>
  );
}
