import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { API_ORDER_STATES, formatPrice, type ApiAdminOrderSummary } from '@shop/shared';
import React, { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ERROR_TEXT, SelectInput } from '../../checkout/fields';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import { ordersApi } from './api';
import { EMPTY_FILTERS, filtersFromSearch, formatDateTime, pageCount, parisDay, searchOfFilters, type ListFilters } from './format';
import { useImportDeliveries, useOrderList } from './hooks';
import { ordersMessages as m, STATE_LABELS } from './messages';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });
const Th = chakra('th', { base: { textAlign: 'left', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', fontWeight: 'semibold' } });
const Td = chakra('td', { base: { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });

/** The screen's URL holds its filters (the dashboard tiles link to `?late=true`, `?state=PAYED,READY`). */
function useUrlFilters(): [ListFilters, (next: ListFilters) => void] {
  const [filters, setFilters] = useState<ListFilters>(() => (typeof window === 'undefined' ? EMPTY_FILTERS : filtersFromSearch(window.location.search)));
  const update = (next: ListFilters) => {
    setFilters(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchOfFilters(next)}`);
  };
  return [filters, update];
}

function FiltersForm({ filters, onApply }: { filters: ListFilters; onApply: (next: ListFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => setDraft((old) => ({ ...old, [key]: value }));
  return (
    <chakra.form
      aria-label={m.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(5, 1fr)' }}
      gap="3"
      alignItems="end"
      mb="4"
    >
      <Box>
        <Label htmlFor="orders-q">{m.search}</Label>
        <TextInput id="orders-q" type="search" value={draft.q} onChange={(e) => set('q', e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="orders-state">{m.state}</Label>
        <SelectInput id="orders-state" value={draft.state} onChange={(e) => set('state', e.target.value)}>
          <option value="">{m.anyState}</option>
          {API_ORDER_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
          {draft.state.includes(',') && <option value={draft.state}>{draft.state.split(',').map((s) => STATE_LABELS[s as keyof typeof STATE_LABELS] ?? s).join(' ou ')}</option>}
        </SelectInput>
      </Box>
      <Box>
        <Label htmlFor="orders-customer">{m.customer}</Label>
        <SelectInput id="orders-customer" value={draft.customer} onChange={(e) => set('customer', e.target.value as ListFilters['customer'])}>
          <option value="">{m.anyCustomer}</option>
          <option value="pro">{m.pro}</option>
          <option value="particulier">{m.consumer}</option>
        </SelectInput>
      </Box>
      <Box>
        <Label htmlFor="orders-from">{m.from}</Label>
        <TextInput id="orders-from" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="orders-to">{m.to}</Label>
        <TextInput id="orders-to" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </Box>
      <chakra.label display="flex" alignItems="center" gap="2" gridColumn={{ xl: 'span 2' }}>
        <input type="checkbox" checked={draft.late} onChange={(e) => set('late', e.target.checked)} />
        {m.lateOnly}
      </chakra.label>
      <Box display="flex" gap="2" gridColumn={{ xl: 'span 3' }} justifyContent={{ xl: 'flex-end' }}>
        <Button type="submit" colorPalette="copper">{m.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply(EMPTY_FILTERS)}>{m.reset}</Button>
      </Box>
    </chakra.form>
  );
}

function OrdersTable({ orders }: { orders: ApiAdminOrderSummary[] }) {
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" fontSize="sm" data-testid="orders-table">
        <caption className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {m.listTitle}
        </caption>
        <thead>
          <tr>
            <Th scope="col">{m.colNumber}</Th>
            <Th scope="col">{m.colDate}</Th>
            <Th scope="col">{m.colState}</Th>
            <Th scope="col">{m.colCustomer}</Th>
            <Th scope="col" textAlign="right">{m.colTotal}</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row">
              <Td>
                <AppLink to={adminHref(`orders/${order.orderNumber}`)} color="accent" textDecoration="underline" fontWeight="semibold">
                  {order.orderNumber}
                </AppLink>
              </Td>
              <Td>{formatDateTime(order.createdAt)}</Td>
              <Td>
                {order.stateLabel}
                {order.late && (
                  <Text as="span" ml="2" px="1.5" borderRadius="sm" bg={{ base: 'red.700', _dark: 'red.300' }} color={{ base: 'white', _dark: 'black' }} fontSize="xs" fontWeight="bold">
                    {m.late}
                  </Text>
                )}
              </Td>
              <Td>
                {order.customer.name}
                <Text color="fg.muted">
                  {order.customer.email} · {order.customer.isPro ? m.pro : m.consumer}
                </Text>
              </Td>
              <Td textAlign="right" whiteSpace="nowrap">{formatPrice(order.total)}</Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function DownloadForm() {
  const today = parisDay();
  const [start, setStart] = useState(`${today.slice(0, 8)}01`);
  const [end, setEnd] = useState(today);
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id={titleId} size="md" mb="1">{m.downloadTitle}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">{m.downloadHint}</Text>
      <Box display="flex" gap="3" flexWrap="wrap" alignItems="end">
        <Box>
          <Label htmlFor="download-start">{m.start}</Label>
          <TextInput id="download-start" type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </Box>
        <Box>
          <Label htmlFor="download-end">{m.end}</Label>
          <TextInput id="download-end" type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
        </Box>
        <chakra.a
          href={ordersApi.downloadUrl(start, end)}
          download
          data-testid="orders-download"
          display="inline-flex"
          alignItems="center"
          h="10"
          px="4"
          borderRadius="md"
          borderWidth="1px"
          borderColor="border"
          fontWeight="semibold"
          textDecoration="underline"
        >
          {m.download}
        </chakra.a>
      </Box>
    </Box>
  );
}

function ImportForm() {
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const upload = useImportDeliveries();
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id={titleId} size="md" mb="1">{m.importTitle}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">{m.importHint}</Text>
      <chakra.form
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          const file = input.current?.files?.[0];
          setMissing(!file);
          if (file) upload.mutate(file);
        }}
        display="flex"
        gap="3"
        flexWrap="wrap"
        alignItems="end"
      >
        <Box>
          <Label htmlFor="delivery-file">{m.importFile}</Label>
          <input id="delivery-file" ref={input} type="file" accept=".csv,text/csv" aria-invalid={missing || undefined} />
        </Box>
        <Button type="submit" colorPalette="copper" loading={upload.isPending} loadingText={m.importing}>{m.importSend}</Button>
      </chakra.form>
      {missing && <Text role="alert" color={ERROR_TEXT} mt="2">{m.chooseFile}</Text>}
      {upload.isError && <Text role="alert" color={ERROR_TEXT} mt="2">{(upload.error as Error).message}</Text>}
      {upload.data && (
        <Box mt="3" data-testid="import-result">
          <Text role="status" fontWeight="semibold" mb="2">{m.importResult(upload.data.applied, upload.data.refused)}</Text>
          <Box overflowX="auto" maxH="80" overflowY="auto">
            <chakra.table fontSize="sm" width="100%">
              <thead>
                <tr>
                  <Th scope="col">{m.importLine}</Th>
                  <Th scope="col">{m.colNumber}</Th>
                  <Th scope="col">{m.importStatus}</Th>
                </tr>
              </thead>
              <tbody>
                {upload.data.rows.map((row) => (
                  <tr key={row.line} data-testid="import-row">
                    <Td>{row.line}</Td>
                    <Td>{row.orderNumber}</Td>
                    <Td>{row.status === 'applied' ? m.applied : `${m.refused} : ${row.message}`}</Td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** /admin/orders: the list with its filters, search and paging, late orders, the CSV download and the delivery import. */
export default function OrdersScreen() {
  const [filters, setFilters] = useUrlFilters();
  const list = useOrderList(filters);
  const pages = list.data ? pageCount(list.data.count, list.data.pageSize) : 1;
  return (
    <Box display="grid" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.listTitle}</Heading>
        <Text color="fg.muted">{m.listIntro} {list.data && m.lateRule(list.data.lateAfterWorkingDays)}</Text>
      </Box>
      <Box>
        <FiltersForm filters={filters} onApply={setFilters} />
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Text role="alert" color={ERROR_TEXT}>{(list.error as Error).message}</Text>
        ) : (
          <>
            <Text role="status" mb="2" data-testid="orders-count">{m.count(list.data.count)}</Text>
            {list.data.orders.length === 0 ? <Text>{m.none}</Text> : <OrdersTable orders={list.data.orders} />}
            {pages > 1 && (
              <chakra.nav aria-label={m.page(filters.page, pages)} display="flex" gap="3" alignItems="center" mt="3">
                <Button variant="outline" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>{m.previous}</Button>
                <Text>{m.page(filters.page, pages)}</Text>
                <Button variant="outline" disabled={filters.page >= pages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>{m.next}</Button>
              </chakra.nav>
            )}
          </>
        )}
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <DownloadForm />
        <ImportForm />
      </Box>
    </Box>
  );
}
