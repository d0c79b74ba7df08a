import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { formatPrice, QUOTE_STATE_LABELS, QUOTE_STATES, QUOTES_PAGE_SIZE, type ApiQuote } from '@shop/shared';
import React, { useEffect, useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import type { QuoteListFilters } from '../../../lib/api/quotes';
import { ERROR_TEXT, SelectInput } from '../../checkout/fields';
import { frenchDate, Label, Pager, Table, Td, Th } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { EMPTY_FILTERS, filtersFromSearch, searchOfFilters } from './filters';
import { useQuoteList } from './hooks';
import { quotesMessages as m } from './messages';
import { QuoteStateTag } from './QuoteStateTag';
import { quotedTotal } from '../../../lib/quoteTotals';

/** A validity day (YYYY-MM-DD, a calendar day of Paris) as dd/mm/yyyy, with no time zone shift. */
const day = (value: string | null) => (value ? value.slice(0, 10).split('-').reverse().join('/') : '—');

/** The screen's URL holds its filters (the dashboard tile links to `?state=requested`). */
function useUrlFilters(): [QuoteListFilters, (next: QuoteListFilters) => void] {
  const [filters, setFilters] = useState<QuoteListFilters>(() => (typeof window === 'undefined' ? EMPTY_FILTERS : filtersFromSearch(window.location.search)));
  useEffect(() => {
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const update = (next: QuoteListFilters) => {
    setFilters(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchOfFilters(next)}`);
  };
  return [filters, update];
}

function FiltersForm({ filters, onApply }: { filters: QuoteListFilters; onApply: (next: QuoteListFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = <K extends keyof QuoteListFilters>(key: K, value: QuoteListFilters[K]) => setDraft((old) => ({ ...old, [key]: value }));
  return (
    <chakra.form
      aria-label={m.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }}
      gap="3"
      alignItems="end"
      mb="4"
    >
      <Box>
        <Label htmlFor="quotes-state">{m.state}</Label>
        <SelectInput id="quotes-state" value={draft.state} onChange={(e) => set('state', e.target.value)}>
          <option value="">{m.anyState}</option>
          {QUOTE_STATES.map((state) => (
            <option key={state} value={state}>{QUOTE_STATE_LABELS[state]}</option>
          ))}
        </SelectInput>
      </Box>
      <Box>
        <Label htmlFor="quotes-customer">{m.customer}</Label>
        <TextInput id="quotes-customer" type="search" value={draft.customer} onChange={(e) => set('customer', e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="quotes-from">{m.from}</Label>
        <TextInput id="quotes-from" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="quotes-to">{m.to}</Label>
        <TextInput id="quotes-to" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </Box>
      <Box display="flex" gap="2" gridColumn={{ md: 'span 2', xl: 'span 4' }} justifyContent={{ xl: 'flex-end' }}>
        <Button type="submit" colorPalette="copper">{m.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply(EMPTY_FILTERS)}>{m.reset}</Button>
      </Box>
    </chakra.form>
  );
}

function QuotesTable({ quotes }: { quotes: ApiQuote[] }) {
  return (
    <Box overflowX="auto">
      <Table data-testid="quotes-table">
        <chakra.caption className="visually-hidden">{m.listTitle}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{m.colRef}</Th>
            <Th scope="col">{m.colDate}</Th>
            <Th scope="col">{m.colState}</Th>
            <Th scope="col">{m.colCustomer}</Th>
            <Th scope="col" textAlign="right">{m.colLines}</Th>
            <Th scope="col" textAlign="right">{m.colTotal}</Th>
            <Th scope="col">{m.colValidity}</Th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => {
            const total = quotedTotal(quote);
            return (
              <tr key={quote.id} data-testid="quote-row">
                <Td>
                  <AppLink to={adminHref(`quotes/${quote.id}`)} color="accent" textDecoration="underline" fontWeight="semibold">
                    {quote.ref}
                  </AppLink>
                </Td>
                <Td>{frenchDate(quote.createdAt, true)}</Td>
                <Td><QuoteStateTag state={quote.state} /></Td>
                <Td>
                  {quote.customer.company || quote.customer.email}
                  {quote.customer.company && <Text color="fg.muted">{quote.customer.email}</Text>}
                </Td>
                <Td textAlign="right">{quote.lines.length}</Td>
                <Td textAlign="right" whiteSpace="nowrap">{total === null ? '—' : formatPrice(total)}</Td>
                <Td>{day(quote.validUntil)}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Box>
  );
}

/** /admin/quotes: the quote requests with their filters (state, pro, dates) kept in the URL, and paging. */
export default function QuotesScreen(_: AdminScreenProps) {
  const [filters, setFilters] = useUrlFilters();
  const list = useQuoteList(filters);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.listTitle}</Heading>
        <Text color="fg.muted">{m.listIntro}</Text>
      </Box>
      <FiltersForm filters={filters} onApply={setFilters} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{(list.error as Error).message}</Text>
      ) : (
        <Box>
          <Text role="status" mb="2" data-testid="quotes-count">{m.count(list.data.count)}</Text>
          {list.data.quotes.length === 0 ? <Text data-testid="quotes-empty">{m.none}</Text> : <QuotesTable quotes={list.data.quotes} />}
          <Pager
            page={filters.page}
            pageSize={list.data.pageSize ?? QUOTES_PAGE_SIZE}
            total={list.data.count}
            onPage={(page) => setFilters({ ...filters, page })}
            texts={{ previous: m.previous, next: m.next, page: m.page }}
          />
        </Box>
      )}
    </Box>
  );
}
