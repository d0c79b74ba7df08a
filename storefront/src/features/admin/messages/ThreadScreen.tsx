import { Box, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { THREAD_STATE_LABELS } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ApiRequestError } from '../../../lib/api/client';
import { Tag, frenchDate } from '../desk/ui';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { attachmentHref } from './api';
import { AnswerForm } from './AnswerForm';
import { useThread } from './hooks';
import { deskMessages as m } from './messages';

/** /admin/messages/{id} (grant `messages`): the conversation, the customer and the order it is about, the answer form. */
export default function ThreadScreen({ params }: AdminScreenProps) {
  const thread = useThread(params.id);
  return (
    <Box>
      <AppLink to={adminHref('messages')} color="accent" textDecoration="underline" display="inline-block" mb="3">{m.back}</AppLink>
      {thread.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : thread.isError ? (
        <Text role="alert">{thread.error instanceof ApiRequestError && thread.error.status === 404 ? m.notFound : thread.error.message}</Text>
      ) : (
        <>
          <Heading as="h1" size="2xl" mb="1">{m.threadTitle(thread.data.subjectLabel)}</Heading>
          <Box display="flex" flexWrap="wrap" gap="3" alignItems="center" mb="4" fontSize="sm">
            <Tag tone={thread.data.state === 'new' ? 'warn' : thread.data.state === 'answered' ? 'good' : 'neutral'}>
              <span data-testid="admin-thread-state">{THREAD_STATE_LABELS[thread.data.state]}</span>
            </Tag>
            <Text>{m.from(thread.data.name, thread.data.email)}</Text>
            {thread.data.customerId && (
              <AppLink to={adminHref(`users/${thread.data.customerId}`)} color="accent" textDecoration="underline">{m.customerLink}</AppLink>
            )}
            {thread.data.order ? (
              <AppLink to={adminHref(`orders/${thread.data.order.id}`)} color="accent" textDecoration="underline" data-testid="admin-thread-order">
                {m.orderLink(thread.data.order.orderNumber)}
              </AppLink>
            ) : (
              thread.data.orderNumber && <Text>{m.orderUnknown(thread.data.orderNumber)}</Text>
            )}
          </Box>
          <chakra.ol listStyleType="none" p="0" m="0" mb="6" display="flex" flexDirection="column" gap="3" data-testid="admin-thread-messages">
            {thread.data.messages.map((message, index) => (
              <chakra.li
                key={`${message.createdAt}-${index}`}
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                p="3"
                bg={message.author === 'staff' ? 'surface' : undefined}
                ms={message.author === 'staff' ? { md: '12' } : undefined}
                me={message.author === 'customer' ? { md: '12' } : undefined}
              >
                <Text fontSize="sm" fontWeight="semibold" mb="1">
                  {message.author === 'staff' ? m.staff : m.customer} · {frenchDate(message.createdAt, true)}
                </Text>
                <Text whiteSpace="pre-wrap">{message.content}</Text>
                {message.attachments.length > 0 && (
                  <Box mt="2" fontSize="sm">
                    <Text fontWeight="medium">{m.attachments}</Text>
                    {message.attachments.map((file) => (
                      <chakra.a key={file.id} href={attachmentHref(thread.data.id, file.id)} color="accent" textDecoration="underline" display="block">
                        {file.name}
                      </chakra.a>
                    ))}
                  </Box>
                )}
              </chakra.li>
            ))}
          </chakra.ol>
          <AnswerForm thread={thread.data} />
        </>
      )}
    </Box>
  );
}
