import { Box, Heading } from '@chakra-ui/react';
import React from 'react';
import { useSessionSnapshot } from '../session/sessionStore';
import { proAreaMessages as m } from './messages';
import { ProOrders } from './ProOrders';

/** /pro/v1/me/orders (spec 2.3): the pro's orders, totals excluding tax. */
export function ProOrdersScreen() {
  const { user } = useSessionSnapshot();
  return (
    <Box data-testid="pro-orders-page">
      <Heading as="h1" size="2xl" mb="4">{m.orders.title}</Heading>
      <ProOrders email={user.email} />
    </Box>
  );
}
