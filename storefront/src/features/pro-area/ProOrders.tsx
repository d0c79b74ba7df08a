import { Box, chakra, Spinner, Text } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import { ERROR_TEXT } from '../checkout/fields';
import React from 'react';
import { formatDate } from '../../lib/format';
import { accountMessages } from '../account/messages';
import { useMyOrders } from '../account/useAccount';
import { proAreaMessages as m } from './messages';

const cell = { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;

/** The pro's orders (GET /api/me/order), totals excluding tax; `limit` for the pro home's recent ones. */
export function ProOrders({ email, limit }: { email: string; limit?: number }) {
  const orders = useMyOrders(email);
  if (orders.isPending) return <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{accountMessages.ordersLoading}</Text>;
  if (orders.isError) return <Text role="alert" color={ERROR_TEXT}>{orders.error.message}</Text>;
  const shown = limit ? orders.data.slice(0, limit) : orders.data;
  if (shown.length === 0) return <Text data-testid="pro-orders-empty">{m.noOrders}</Text>;
  return (
    <Box overflowX="auto">
      <chakra.table w="full" fontSize="sm" data-testid="pro-orders">
        <chakra.caption className="visually-hidden">{m.orders.title}</chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" {...cell}>{accountMessages.orderNumber}</chakra.th>
            <chakra.th scope="col" {...cell}>{accountMessages.orderDate}</chakra.th>
            <chakra.th scope="col" {...cell}>{accountMessages.orderState}</chakra.th>
            <chakra.th scope="col" {...cell} textAlign="end">{`${accountMessages.orderTotal} ${m.price.ht}`}</chakra.th>
          </tr>
        </thead>
        <tbody>
          {shown.map((order) => (
            <tr key={order.orderNumber} data-testid="pro-order">
              <chakra.th scope="row" {...cell} fontWeight="medium">{order.orderNumber}</chakra.th>
              <chakra.td {...cell}>{formatDate(order.date)}</chakra.td>
              <chakra.td {...cell}>{order.stateLabel}</chakra.td>
              <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">{formatPrice(order.total.ht)}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
