import { Box, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { formatPrice, type ApiAccountOrder } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { formatDate } from '../../lib/format';
import { routes } from '../../lib/routes';
import { InvoiceLink } from '../order/InvoiceLink';
import { orderDetailsPath } from '../order/paths';
import { WithdrawalLink } from '../withdrawal/WithdrawalLink';
import { accountMessages as m } from './messages';
import { useMyOrders } from './useAccount';

const cell = { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;

function DetailLink({ order }: { order: ApiAccountOrder }) {
  // Without its token in clear the detail page cannot open it: the order lookup (e-mail + number) still can.
  if (!order.security) return <AppLink to={routes.orderStatus} color="accent" textDecoration="underline">{m.orderNoLink}</AppLink>;
  return (
    <AppLink to={orderDetailsPath(order.orderNumber, order.security)} color="accent" textDecoration="underline" aria-label={m.orderDetailsLabel(order.orderNumber)}>
      {m.orderDetails}
    </AppLink>
  );
}

/** Order history (GET /api/me/order): number, date, state in French, total, and the detail link with its token. */
export function OrderHistory({ email }: { email: string }) {
  const orders = useMyOrders(email);
  return (
    <Box as="section" aria-labelledby="me-orders-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="me-orders-title" size="xl" mb="4">{m.ordersTitle}</Heading>
      {orders.isPending && (
        <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{m.ordersLoading}</Text>
      )}
      {orders.isError && <Text role="alert" color="fg.error">{orders.error.message}</Text>}
      {orders.isSuccess && orders.data.length === 0 && <Text data-testid="me-orders-empty">{m.ordersEmpty}</Text>}
      {orders.isSuccess && orders.data.length > 0 && (
        <Box overflowX="auto">
          <chakra.table w="full" fontSize="sm" data-testid="me-orders">
            <chakra.caption className="visually-hidden">{m.ordersTitle}</chakra.caption>
            <thead>
              <tr>
                <chakra.th scope="col" {...cell}>{m.orderNumber}</chakra.th>
                <chakra.th scope="col" {...cell}>{m.orderDate}</chakra.th>
                <chakra.th scope="col" {...cell}>{m.orderState}</chakra.th>
                <chakra.th scope="col" {...cell} textAlign="end">{m.orderTotal}</chakra.th>
                <chakra.th scope="col" {...cell}><span className="visually-hidden">{m.orderDetails}</span></chakra.th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.orderNumber} data-testid="me-order" data-state={order.state}>
                  <chakra.th scope="row" {...cell} fontWeight="medium">{order.orderNumber}</chakra.th>
                  <chakra.td {...cell}>{formatDate(order.date)}</chakra.td>
                  <chakra.td {...cell} data-testid="me-order-state">{order.stateLabel}</chakra.td>
                  <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">{formatPrice(order.total.ttc)}</chakra.td>
                  <chakra.td {...cell}>
                    <Box display="flex" gap="3" flexWrap="wrap">
                      <DetailLink order={order} />
                      <InvoiceLink orderNumber={order.orderNumber} state={order.state} />
                    </Box>
                    <Box mt="1"><WithdrawalLink order={{ ...order, email }} /></Box>
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Box>
  );
}
