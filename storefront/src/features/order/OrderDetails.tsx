import { Box, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { formatPrice, type ApiOrderAddress, type ApiOrderDetail } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { InvoiceLink } from './InvoiceLink';
import { orderMessages as m } from './messages';
import { orderPaths } from './paths';
import { useOrderDetail } from './useOrders';
import { WithdrawalLink } from '../withdrawal/WithdrawalLink';

const Cell = chakra('td', { base: { py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });
const HeadCell = chakra('th', { base: { py: '2', px: '2', borderBottomWidth: '2px', borderColor: 'border', textAlign: 'start', fontWeight: 'bold' } });

function Address({ title, address, testId }: { title: string; address: ApiOrderAddress | null; testId: string }) {
  if (!address) return null;
  return (
    <Box as="section" aria-label={title} data-testid={testId}>
      <Heading as="h3" size="md" mb="1">{title}</Heading>
      <Text>{address.name}</Text>
      {address.company && <Text>{address.company}</Text>}
      <Text>{address.address}</Text>
      {address.addressExtra && <Text>{address.addressExtra}</Text>}
      <Text>{address.zipCode} {address.locality}</Text>
      <Text>{address.countryCode}</Text>
    </Box>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'} data-testid={testId}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Box>
  );
}

/** The order's lines, totals, addresses and state (in French), as the e-mail's link and the lookup open it. */
export function OrderDetailsView({ order, security }: { order: ApiOrderDetail; security?: string | null }) {
  return (
    <Box data-testid="order-details" data-order={order.orderNumber}>
      <Heading as="h1" size="2xl" mb="2">{m.detailsTitle(order.orderNumber)}</Heading>
      <Text mb="1">
        {m.state} : <strong data-testid="order-state" data-state={order.state}>{order.stateLabel}</strong>
      </Text>
      <Text mb={order.quoteRef ? '1' : '4'} color="fg.muted">{m.date} : {formatDate(order.createdAt)}</Text>
      {order.quoteRef && <Text mb="4" data-testid="order-quote-ref">{m.fromQuote(order.quoteRef)}</Text>}
      <Box mb="4"><InvoiceLink orderNumber={order.orderNumber} state={order.state} security={security} /></Box>
      <Box mb="4"><WithdrawalLink order={{ orderNumber: order.orderNumber, state: order.state, security: security ?? undefined }} /></Box>
      <Box as="section" aria-labelledby="order-lines-title" overflowX="auto" mb="6">
        <Heading as="h2" id="order-lines-title" size="lg" mb="2">{m.lines}</Heading>
        <chakra.table w="full" fontSize="sm">
          <thead>
            <tr>
              <HeadCell scope="col">{m.designation}</HeadCell>
              <HeadCell scope="col">{m.quantity}</HeadCell>
              <HeadCell scope="col">{m.unitPrice}</HeadCell>
              <HeadCell scope="col">{m.lineTotal}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, index) => (
              <tr key={`${line.ean ?? 'ligne'}-${index}`} data-testid="order-line">
                <Cell>{line.designation}</Cell>
                <Cell>{line.quantity}</Cell>
                <Cell>{formatPrice(line.price.ttc)}</Cell>
                <Cell>{formatPrice(line.total)}</Cell>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Box as="section" aria-labelledby="order-totals-title">
          <Heading as="h2" id="order-totals-title" size="md" mb="1">{m.totals}</Heading>
          <Box as="dl">
            <Row label={m.articles} value={formatPrice(order.total.articles)} testId="order-total-articles" />
            <Row label={m.delivery} value={order.total.delivery === 0 ? m.free : formatPrice(order.total.delivery)} testId="order-total-delivery" />
            <Row label={m.ht} value={formatPrice(order.total.net.ht)} testId="order-total-ht" />
            <Row label={m.vat} value={formatPrice(order.total.net.vat)} testId="order-total-vat" />
            <Row label={m.net} value={formatPrice(order.total.net.ttc)} strong testId="order-total-net" />
          </Box>
        </Box>
        <Address title={m.billing} address={order.billing} testId="order-billing" />
        <Address title={m.shipping} address={order.delivery} testId="order-delivery" />
      </SimpleGrid>
      {order.history.length > 0 && (
        <Box as="section" aria-labelledby="order-history-title" mt="6">
          <Heading as="h2" id="order-history-title" size="md" mb="1">{m.history}</Heading>
          <chakra.ul listStyleType="none" p="0">
            {order.history.map((step, index) => (
              <li key={`${step.state}-${index}`}>{formatDate(step.at)} — {step.stateLabel}</li>
            ))}
          </chakra.ul>
        </Box>
      )}
    </Box>
  );
}

/** /order/details?order=…&security=…: a wrong or missing token reads as "not found", like the server says. */
export function OrderDetails({ orderNumber, security }: { orderNumber: string | null; security: string | null }) {
  const detail = useOrderDetail(orderNumber, security);
  let body: React.ReactNode;
  if (!orderNumber || !security) body = <Text role="alert">{m.orderNotFound}</Text>;
  else if (detail.isPending) body = <Text role="status">{m.loading}</Text>;
  else if (detail.error) {
    const message = detail.error instanceof ApiRequestError && detail.error.status !== 404 ? detail.error.message : m.orderNotFound;
    body = <Text role="alert" data-testid="order-details-error">{message}</Text>;
  } else body = <OrderDetailsView order={detail.data} security={security} />;
  return (
    <Box>
      {body}
      <AppLink to={orderPaths.status} display="inline-block" mt="6" color="accent" textDecoration="underline">{m.trackAnother}</AppLink>
    </Box>
  );
}
