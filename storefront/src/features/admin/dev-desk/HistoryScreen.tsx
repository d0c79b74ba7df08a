import { Box, Heading, Text } from '@chakra-ui/react';
import { HISTORY_KINDS } from '@shop/shared';
import React, { useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ERROR_TEXT, SelectInput } from '../../checkout/fields';
import { frenchDate, Label, Pager, Table, Td, Th } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { useHistory } from './hooks';
import { devDeskMessages as m } from './messages';

/** /admin/history: order-state changes and staff actions across the shop, newest first (read-only). */
export default function HistoryScreen(_: AdminScreenProps) {
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const history = useHistory(kind, page);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.historyTitle}</Heading>
        <Text color="fg.muted">{m.historyIntro}</Text>
      </Box>
      <Box maxW="xs">
        <Label htmlFor="history-kind">{m.kind}</Label>
        <SelectInput id="history-kind" value={kind} onChange={(e) => { setPage(1); setKind(e.target.value); }}>
          <option value="">{m.anyKind}</option>
          {HISTORY_KINDS.map((value) => <option key={value} value={value}>{m.kindLabels[value]}</option>)}
        </SelectInput>
      </Box>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{(history.error as Error).message}</Text>
      ) : history.data.entries.length === 0 ? (
        <Text>{m.noHistory}</Text>
      ) : (
        <Box overflowX="auto">
          <Table data-testid="history-table">
            <thead>
              <tr>
                <Th scope="col">{m.colDate}</Th>
                <Th scope="col">{m.colEvent}</Th>
                <Th scope="col">{m.colActor}</Th>
              </tr>
            </thead>
            <tbody>
              {history.data.entries.map((entry) => (
                <tr key={entry.id} data-testid="history-row">
                  <Td whiteSpace="nowrap">{frenchDate(entry.at, true)}</Td>
                  <Td>
                    {entry.text}
                    {entry.orderNumber !== null && (
                      <>
                        {' '}
                        <AppLink to={adminHref(`orders/${entry.orderNumber}`)} color="accent" textDecoration="underline">{m.openOrder(entry.orderNumber)}</AppLink>
                      </>
                    )}
                  </Td>
                  <Td>{entry.actor}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
      {history.data && <Pager page={page} pageSize={history.data.pageSize} total={history.data.total} onPage={setPage} texts={m} />}
    </Box>
  );
}
