import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiWithdrawal, ApiWithdrawalStatus } from '@shop/shared';
import React, { useId, useState } from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { apiRequest } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { formatDate, formatDateTime } from './format';
import { withdrawalStaffMessages as m } from './messages';

const ref = (orderNumber: string) => encodeURIComponent(orderNumber);
const key = (orderNumber: string) => [ADMIN_KEY, 'orders', 'withdrawal', orderNumber] as const;
const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });

/**
 * The order's withdrawal (plugins/withdrawal): the declaration as the consumer sent it, and the return staff record
 * when the goods come back; the refund is the refund panel beside it (order desk).
 */
export function WithdrawalPanel({ orderNumber }: { orderNumber: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const status = useQuery({
    queryKey: key(orderNumber),
    queryFn: ({ signal }) => apiRequest<ApiWithdrawalStatus>(`/admin/order/${ref(orderNumber)}/withdrawal`, { signal }),
    retry: false,
  });
  const returned = useMutation({
    mutationFn: () => apiRequest<{ withdrawal: ApiWithdrawal }>(`/admin/order/${ref(orderNumber)}/withdrawal`, { method: 'POST', body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(orderNumber) }),
  });
  const w = status.data?.withdrawal;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="order-withdrawal">
      <Heading as="h2" id={id} size="md" mb="3">{m.title}</Heading>
      {status.isError && <Text role="alert" color={ERROR_TEXT}>{(status.error as Error).message}</Text>}
      {status.data && !w && <Text>{status.data.open ? m.none(status.data.lastDay ? formatDate(status.data.lastDay) : null) : m.closed(status.data.reason ?? '')}</Text>}
      {w && (
        <Box>
          <Text fontWeight="semibold">{m.requestedAt(formatDateTime(w.requestedAt))}</Text>
          <Text>{m.goods} : {w.lines ? w.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ') : m.wholeOrder}</Text>
          <Text>{w.name} · {w.address} · {w.email}</Text>
          {w.comment && <Text>{m.comment} : {w.comment}</Text>}
          {w.returnedAt ? (
            <Text mt="2" data-testid="withdrawal-returned">{m.returnedAt(formatDateTime(w.returnedAt))}{w.returnNote ? ` — ${w.returnNote}` : ''}</Text>
          ) : (
            <Box mt="3">
              <Label htmlFor={`${id}-note`}>{m.note}</Label>
              <TextInput id={`${id}-note`} value={note} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setNote(event.target.value)} />
              <Button mt="2" size="sm" onClick={() => returned.mutate()} loading={returned.isPending}>{m.recordReturn}</Button>
              {returned.isError && <Text role="alert" color={ERROR_TEXT} mt="2">{(returned.error as Error).message}</Text>}
              <Text mt="2" fontSize="sm" color="fg.muted">{m.refundHint}</Text>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
