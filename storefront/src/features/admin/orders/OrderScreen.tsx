import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import {
  CARRIER_CODES,
  CARRIERS,
  formatPrice,
  type ApiAdminOrderDetail,
  type ApiAdminOrderEvent,
  type ApiOrderAddress,
  type ApiOrderState,
} from '@shop/shared';
import React, { useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ERROR_TEXT, SelectInput } from '../../checkout/fields';
import { InvoiceLink } from '../../order/InvoiceLink';
import { Label, Panel, TextArea } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { eurosToCents, formatDate, formatDateTime } from './format';
import { useChangeState, useComment, useOrder, useRefund } from './hooks';
import { ordersMessages as m, STATE_LABELS } from './messages';
import { WithdrawalPanel } from './WithdrawalPanel';

const Th = chakra('th', { base: { textAlign: 'left', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', fontWeight: 'semibold' } });
const Td = chakra('td', { base: { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });

function Feedback({ mutation, done }: { mutation: { isError: boolean; isSuccess: boolean; isPending: boolean; error: unknown }; done?: string }) {
  if (mutation.isPending) return null;
  if (mutation.isError) return <Text role="alert" color={ERROR_TEXT} mt="2">{(mutation.error as Error).message}</Text>;
  if (mutation.isSuccess && done) return <Text role="status" mt="2">{done}</Text>;
  return null;
}

function Address({ title, address }: { title: string; address: ApiOrderAddress | null }) {
  if (!address) return null;
  return (
    <Box>
      <Text fontWeight="semibold">{title}</Text>
      <Text>{address.name}</Text>
      {address.company && <Text>{address.company}</Text>}
      <Text>{address.address}</Text>
      {address.addressExtra && <Text>{address.addressExtra}</Text>}
      <Text>
        {address.zipCode} {address.locality} ({address.countryCode})
      </Text>
    </Box>
  );
}

/** The state buttons: only the moves the order-states table allows now (`nextStates` from the server). */
function StateActions({ order }: { order: ApiAdminOrderDetail }) {
  const change = useChangeState(order.orderNumber);
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState<string>(CARRIER_CODES[0]);
  const [tracking, setTracking] = useState('');
  const others = order.nextStates.filter((state) => state !== 'SENT');
  const label = (state: ApiOrderState) =>
    state === 'CANCELLED' && order.payment.refundable > 0
      ? m.cancelWithRefund(formatPrice(order.payment.refundable))
      : state === 'PAYED' && order.state === 'PENDING'
        ? m.recordTransfer
        : m.moveTo(STATE_LABELS[state]);
  return (
    <Panel title={m.actionsTitle} testId="order-actions">
      {order.nextStates.length === 0 ? (
        <Text>{m.noAction}</Text>
      ) : (
        <Box display="grid" gap="4">
          {order.nextStates.includes('SENT') && (
            <chakra.form
              aria-label={m.send}
              onSubmit={(event) => {
                event.preventDefault();
                change.mutate({ state: 'SENT', carrier: carrier as never, trackingNumber: tracking });
              }}
              display="flex"
              gap="3"
              flexWrap="wrap"
              alignItems="end"
            >
              <Box>
                <Label htmlFor="ship-carrier">{m.carrier}</Label>
                <SelectInput id="ship-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
                  {CARRIER_CODES.map((code) => (
                    <option key={code} value={code}>
                      {CARRIERS[code].label}
                    </option>
                  ))}
                </SelectInput>
              </Box>
              <Box>
                <Label htmlFor="ship-tracking">{m.tracking}</Label>
                <TextInput id="ship-tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} autoComplete="off" />
              </Box>
              <Button type="submit" colorPalette="copper" loading={change.isPending} loadingText={m.saving}>{m.send}</Button>
            </chakra.form>
          )}
          {others.length > 0 && (
            <Box>
              <Label htmlFor="state-reason">{m.reason}</Label>
              <TextInput id="state-reason" value={reason} onChange={(e) => setReason(e.target.value)} mb="2" />
              <Box display="flex" gap="2" flexWrap="wrap">
                {others.map((state) => (
                  <Button
                    key={state}
                    variant={state === 'CANCELLED' || state === 'BLOCKED' ? 'outline' : 'solid'}
                    colorPalette="copper"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ state: state as never, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
                  >
                    {label(state)}
                  </Button>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
      <Feedback mutation={change} done={m.saved} />
    </Panel>
  );
}

function RefundForm({ order }: { order: ApiAdminOrderDetail }) {
  const refund = useRefund(order.orderNumber);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <Panel title={m.refundTitle} testId="order-refund">
      {order.payment.refundable === 0 ? (
        <Text>{m.nothingRefundable}</Text>
      ) : (
        <chakra.form
          aria-label={m.refundTitle}
          onSubmit={(event) => {
            event.preventDefault();
            const cents = eurosToCents(amount);
            setInvalid(cents === null);
            if (cents !== null) refund.mutate({ amount: cents, reason }, { onSuccess: () => { setAmount(''); setReason(''); } });
          }}
          display="grid"
          gap="3"
        >
          <Text fontSize="sm">
            {m.refundable} : {formatPrice(order.payment.refundable)}
          </Text>
          <Box>
            <Label htmlFor="refund-amount">{m.amount}</Label>
            <TextInput
              id="refund-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'refund-amount-erreur' : undefined}
            />
            {invalid && <Text id="refund-amount-erreur" color={ERROR_TEXT} fontSize="sm" mt="1">{m.amountInvalid}</Text>}
          </Box>
          <Box>
            <Label htmlFor="refund-reason">{m.refundReason}</Label>
            <TextInput id="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
          </Box>
          <Box>
            <Button type="submit" colorPalette="copper" loading={refund.isPending} loadingText={m.saving}>{m.refund}</Button>
          </Box>
        </chakra.form>
      )}
      <Feedback mutation={refund} done={m.refundDone} />
    </Panel>
  );
}

function CommentForm({ order }: { order: ApiAdminOrderDetail }) {
  const comment = useComment(order.orderNumber);
  const [content, setContent] = useState('');
  return (
    <Panel title={m.commentsTitle} testId="order-comments">
      <chakra.form
        aria-label={m.commentsTitle}
        onSubmit={(event) => {
          event.preventDefault();
          comment.mutate(content, { onSuccess: () => setContent('') });
        }}
      >
        <Label htmlFor="comment-content">{m.commentLabel}</Label>
        <TextArea id="comment-content" value={content} onChange={(e) => setContent(e.target.value)} mb="2" />
        <Button type="submit" colorPalette="copper" loading={comment.isPending} loadingText={m.saving}>{m.addComment}</Button>
      </chakra.form>
      <Feedback mutation={comment} />
    </Panel>
  );
}

function describe(event: ApiAdminOrderEvent): string {
  if (event.type === 'state') {
    return event.from ? m.stateEvent(STATE_LABELS[event.from], event.toLabel) : m.firstState(event.toLabel);
  }
  if (event.type === 'refund') return `${m.refundEvent(formatPrice(event.amount), event.manual)}${event.reason ? ` : ${event.reason}` : ''}`;
  return `${m.noteEvent} : ${event.content}`;
}

function History({ events }: { events: ApiAdminOrderEvent[] }) {
  return (
    <Panel title={m.historyTitle} testId="order-history">
      <chakra.ol display="grid" gap="2" listStyleType="none" ps="0">
        {events.map((event, index) => (
          <li key={index} data-testid="history-event">
            <Text>
              {describe(event)}
              {event.type === 'state' && event.reason ? ` (${event.reason})` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(event.at)} · {m.by(event.actor.name)}
            </Text>
          </li>
        ))}
      </chakra.ol>
    </Panel>
  );
}

function Detail({ order }: { order: ApiAdminOrderDetail }) {
  return (
    <Box display="grid" gap="4">
      <Box>
        <AppLink to={adminHref('orders')} color="accent" textDecoration="underline">{m.back}</AppLink>
        <Heading as="h1" size="2xl" mt="2">{m.orderTitle(order.orderNumber)}</Heading>
        <Text color="fg.muted">
          {m.placedOn(formatDate(order.createdAt))} ·{' '}
          <Text as="span" fontWeight="bold" color="fg" data-testid="order-state">{order.stateLabel}</Text>
          {order.late && (
            <Text as="span" ml="2" px="1.5" borderRadius="sm" bg={{ base: 'red.700', _dark: 'red.300' }} color={{ base: 'white', _dark: 'black' }} fontSize="xs" fontWeight="bold">
              {m.late}
            </Text>
          )}
        </Text>
        {order.quoteRef && (
          <Text data-testid="order-quote-ref">
            {m.fromQuote}{' '}
            <AppLink to={adminHref(`quotes/${order.quoteRef}`)} color="accent" textDecoration="underline">{order.quoteRef}</AppLink>
          </Text>
        )}
        <InvoiceLink orderNumber={order.orderNumber} state={order.state} />
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
        <Box display="grid" gap="4">
          <Panel title={m.lines}>
            <Box overflowX="auto">
              <chakra.table width="100%" fontSize="sm">
                <thead>
                  <tr>
                    <Th scope="col">{m.colArticle}</Th>
                    <Th scope="col">{m.colEan}</Th>
                    <Th scope="col" textAlign="right">{m.colQuantity}</Th>
                    <Th scope="col" textAlign="right">{m.colUnit}</Th>
                    <Th scope="col" textAlign="right">{m.colLineTotal}</Th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => (
                    <tr key={index}>
                      <Td>{line.designation}</Td>
                      <Td>{line.ean ?? ''}</Td>
                      <Td textAlign="right">{line.quantity}</Td>
                      <Td textAlign="right">{formatPrice(line.price.ttc)}</Td>
                      <Td textAlign="right">{formatPrice(line.total)}</Td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </Box>
            <Box mt="3" textAlign="right">
              <Text>{m.delivery} : {formatPrice(order.totals.delivery)}</Text>
              <Text fontWeight="bold">{m.total} : {formatPrice(order.total)}</Text>
              <Text fontSize="sm" color="fg.muted">{m.vat} : {formatPrice(order.totals.net.vat)}</Text>
            </Box>
          </Panel>
          <Panel title={m.customerTitle}>
            <Text fontWeight="semibold">
              {order.customer.name} — {order.customer.isPro ? m.kindPro : m.kindConsumer}
            </Text>
            <Text>{order.customer.email}</Text>
            {order.phone && <Text>{m.phone} : {order.phone}</Text>}
            <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" mt="3">
              <Address title={m.billing} address={order.billing} />
              <Address title={m.shipping} address={order.delivery} />
            </Box>
          </Panel>
          <Panel title={m.paymentTitle} testId="order-payment">
            <Text>{order.payment.method ? m.method[order.payment.method] : m.method.none}</Text>
            <Text>{m.captured} : {formatPrice(order.payment.captured)}</Text>
            <Text>{m.refunded} : {formatPrice(order.payment.refunded)}</Text>
            {order.shipment && (
              <Box mt="3">
                <Text fontWeight="semibold">{m.parcel}</Text>
                <Text>
                  {order.shipment.carrierLabel} · {order.shipment.trackingNumber} ·{' '}
                  <chakra.a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer" color="accent" textDecoration="underline">
                    {m.trackingLink}
                  </chakra.a>
                </Text>
              </Box>
            )}
          </Panel>
          <History events={order.history} />
        </Box>
        <Box display="grid" gap="4">
          <StateActions order={order} />
          <WithdrawalPanel orderNumber={order.orderNumber} />
          <RefundForm order={order} />
          <CommentForm order={order} />
        </Box>
      </Box>
    </Box>
  );
}

/** /admin/orders/{number}: one order, its history, and what staff do with it. */
export default function OrderScreen({ params }: AdminScreenProps) {
  const order = useOrder(params.id ?? '');
  if (order.isPending) return <Loading />;
  if (order.isError) return <Text role="alert" color={ERROR_TEXT}>{(order.error as Error).message}</Text>;
  return <Detail order={order.data} />;
}
