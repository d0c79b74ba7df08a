import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { formatPrice, THREAD_STATE_LABELS, type ApiUserDetail } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ApiRequestError } from '../../../lib/api/client';
import { Table, Tag, Td, Th, frenchDate } from '../desk/ui';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useUser } from './hooks';
import { usersMessages as m } from './messages';
import { UserForm } from './UserForm';

function Loyalty({ user }: { user: ApiUserDetail }) {
  return (
    <Box as="section" aria-labelledby="admin-user-loyalty" borderWidth="1px" borderColor="border" borderRadius="md" p="4" mb="4">
      <Heading as="h2" id="admin-user-loyalty" size="lg" mb="2">{m.loyaltyTitle}</Heading>
      <Text data-testid="admin-user-loyalty">
        {!user.isPro ? m.notPro : user.loyalty.tierPercent ? m.loyaltyTier(user.loyalty.tierPercent) : m.noLoyaltyTier}
      </Text>
    </Box>
  );
}

function Orders({ user }: { user: ApiUserDetail }) {
  return (
    <Box as="section" aria-labelledby="admin-user-orders" mb="4">
      <Heading as="h2" id="admin-user-orders" size="lg" mb="2">{m.ordersTitle}</Heading>
      {user.orders.length === 0 ? (
        <Text>{m.noOrders}</Text>
      ) : (
        <Box overflowX="auto">
          <Table>
            <thead>
              <tr>
                <Th scope="col">{m.orderColumns.number}</Th>
                <Th scope="col">{m.orderColumns.date}</Th>
                <Th scope="col">{m.orderColumns.state}</Th>
                <Th scope="col">{m.orderColumns.total}</Th>
              </tr>
            </thead>
            <tbody>
              {user.orders.map((order) => (
                <tr key={order.id}>
                  <Td><AppLink to={adminHref(`orders/${order.id}`)} color="accent" textDecoration="underline">{order.orderNumber}</AppLink></Td>
                  <Td>{frenchDate(order.date)}</Td>
                  <Td>{order.stateLabel}</Td>
                  <Td>{formatPrice(order.total.ttc)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function Threads({ user }: { user: ApiUserDetail }) {
  return (
    <Box as="section" aria-labelledby="admin-user-threads" mb="4">
      <Heading as="h2" id="admin-user-threads" size="lg" mb="2">{m.threadsTitle}</Heading>
      {user.threads.length === 0 ? (
        <Text>{m.noThreads}</Text>
      ) : (
        <Box overflowX="auto">
          <Table>
            <thead>
              <tr>
                <Th scope="col">{m.threadColumns.subject}</Th>
                <Th scope="col">{m.threadColumns.date}</Th>
                <Th scope="col">{m.threadColumns.state}</Th>
                <Th scope="col">{m.threadColumns.order}</Th>
              </tr>
            </thead>
            <tbody>
              {user.threads.map((thread) => (
                <tr key={thread.id}>
                  <Td><AppLink to={adminHref(`messages/${thread.id}`)} color="accent" textDecoration="underline">{thread.subjectLabel}</AppLink></Td>
                  <Td>{frenchDate(thread.updatedAt, true)}</Td>
                  <Td><Tag tone={thread.state === 'new' ? 'warn' : 'neutral'}>{THREAD_STATE_LABELS[thread.state]}</Tag></Td>
                  <Td>{thread.orderNumber ?? '—'}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** /admin/users/{id} (grant `users`): the customer's data and pro fields (editable), loyalty tier, orders, threads. */
export default function UserScreen({ params }: AdminScreenProps) {
  const user = useUser(params.id);
  return (
    <Box>
      <AppLink to={adminHref('users')} color="accent" textDecoration="underline" display="inline-block" mb="3">{m.back}</AppLink>
      {user.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : user.isError ? (
        <Text role="alert">{user.error instanceof ApiRequestError && user.error.status === 404 ? m.notFound : user.error.message}</Text>
      ) : (
        <>
          <Heading as="h1" size="2xl" mb="1">{m.userTitle([user.data.firstName, user.data.lastName].filter(Boolean).join(' ') || user.data.email)}</Heading>
          <Text color="fg.muted" mb="4">
            {user.data.email} · {user.data.isPro ? <Tag tone="good">{m.pro}</Tag> : <Tag>{m.consumer}</Tag>}
            {user.data.isPro && <> · {user.data.proVerifiedAt ? m.verifiedOn(frenchDate(user.data.proVerifiedAt)) : m.notVerified}</>}
          </Text>
          <UserForm key={user.data.id} user={user.data} />
          <Box mt="6">
            <Loyalty user={user.data} />
            <Orders user={user.data} />
            <Threads user={user.data} />
          </Box>
        </>
      )}
    </Box>
  );
}
