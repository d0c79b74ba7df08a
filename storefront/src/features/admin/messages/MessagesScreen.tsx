import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { THREAD_STATE_LABELS, THREAD_STATES, type ThreadState } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { Pager, Table, Tag, Td, Th, frenchDate, useListQuery } from '../desk/ui';
import { adminHref } from '../menu';
import { useThreads } from './hooks';
import { deskMessages as m } from './messages';

const isState = (value: string): value is ThreadState => (THREAD_STATES as readonly string[]).includes(value);

/** /admin/messages (grant `messages`): threads by state (new / answered / closed), searched, 20 a page. */
export default function MessagesScreen() {
  const [query, setQuery] = useListQuery({ filters: '', search: '', page: '1' });
  const [typed, setTyped] = React.useState(query.search);
  const filters = query.filters.split(',').filter(isState);
  const page = Math.max(1, Number(query.page) || 1);
  const result = useThreads({ page, filters, search: query.search });
  const current = filters.length === 1 ? filters[0] : '';
  const tab = (state: ThreadState | '', label: string) => (
    <Button
      key={state || 'all'}
      size="sm"
      variant={current === state ? 'solid' : 'outline'}
      colorPalette="copper"
      aria-pressed={current === state}
      onClick={() => setQuery({ filters: state, page: '1' })}
      data-testid={`admin-messages-filter-${state || 'all'}`}
    >
      {label}
    </Button>
  );
  return (
    <Box as="section" aria-labelledby="admin-messages-title">
      <Box display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="baseline" gap="2" mb="4">
        <Heading as="h1" id="admin-messages-title" size="2xl">{m.listTitle}</Heading>
        <AppLink to={adminHref('messages/answers')} color="accent" textDecoration="underline">{m.answersLink}</AppLink>
      </Box>
      <Box role="group" aria-label={m.stateFilter} display="flex" flexWrap="wrap" gap="2" mb="4">
        {tab('', m.all)}
        {THREAD_STATES.map((state) => tab(state, result.data ? `${THREAD_STATE_LABELS[state]} (${result.data.counts[state]})` : THREAD_STATE_LABELS[state]))}
      </Box>
      <chakra.form role="search" onSubmit={(e) => { e.preventDefault(); setQuery({ search: typed.trim(), page: '1' }); }} display="flex" flexWrap="wrap" gap="2" alignItems="flex-end" mb="4">
        <Box flex="1" minW="16rem">
          <chakra.label htmlFor="admin-messages-search" display="block" fontWeight="medium" mb="1">{m.searchLabel}</chakra.label>
          <TextInput id="admin-messages-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby="admin-messages-search-hint" />
          <Text id="admin-messages-search-hint" fontSize="sm" color="fg.muted" mt="1">{m.searchHint}</Text>
        </Box>
        <Button type="submit" colorPalette="copper" mb="6">{m.searchButton}</Button>
      </chakra.form>
      {result.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : result.isError ? (
        <Text role="alert">{result.error.message}</Text>
      ) : result.data.threads.length === 0 ? (
        <Text data-testid="admin-messages-empty">{m.empty}</Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="2" role="status">{m.count(result.data.total)}</Text>
          <Box overflowX="auto">
            <Table data-testid="admin-messages-table">
              <thead>
                <tr>
                  <Th scope="col">{m.columns.subject}</Th>
                  <Th scope="col">{m.columns.from}</Th>
                  <Th scope="col">{m.columns.order}</Th>
                  <Th scope="col">{m.columns.date}</Th>
                  <Th scope="col">{m.columns.state}</Th>
                  <Th scope="col">{m.columns.count}</Th>
                </tr>
              </thead>
              <tbody>
                {result.data.threads.map((thread) => (
                  <tr key={thread.id} data-testid="admin-thread-row">
                    <Td><AppLink to={adminHref(`messages/${thread.id}`)} color="accent" textDecoration="underline">{thread.subjectLabel}</AppLink></Td>
                    <Td>{thread.name}<Text as="span" display="block" color="fg.muted">{thread.email}</Text></Td>
                    <Td>{thread.orderNumber ?? '—'}</Td>
                    <Td>{frenchDate(thread.updatedAt, true)}</Td>
                    <Td><Tag tone={thread.state === 'new' ? 'warn' : thread.state === 'answered' ? 'good' : 'neutral'}>{THREAD_STATE_LABELS[thread.state]}</Tag></Td>
                    <Td>{thread.messageCount}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
          <Pager page={page} pageSize={result.data.pageSize} total={result.data.total} onPage={(next) => setQuery({ page: String(next) })} texts={m} />
        </>
      )}
    </Box>
  );
}
