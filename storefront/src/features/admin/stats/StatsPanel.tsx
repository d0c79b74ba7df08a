import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import React from 'react';
import { adminMessages } from '../messages';
import type { StatsRange } from './api';
import { useMerchantCenter, useMonthly, useSales, useTopSales, useVisits } from './hooks';
import { statsMessages as m } from './messages';
import { defaultRange } from './range';
import { RevenueChart, VisitsChart } from './SalesCharts';

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { textAlign: 'left', p: '2', borderBottomWidth: '2px', borderColor: 'border' } });
const Td = chakra('td', { base: { p: '2', borderBottomWidth: '1px', borderColor: 'border' } });
const Input = chakra('input', { base: { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', px: '2', py: '1', bg: 'bg' } });

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  const id = React.useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="surface" data-testid={testId}>
      <Heading as="h3" id={id} size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

function Pending({ query }: { query: { isPending: boolean; isError: boolean } }) {
  if (query.isPending) return <Spinner size="sm" role="status" aria-label={adminMessages.loading} />;
  if (query.isError) return <Text role="alert">{m.failed}</Text>;
  return null;
}

/** The period form: two days, applied together (a half-typed range never reaches the server). */
function RangeForm({ range, onApply }: { range: StatsRange; onApply: (range: StatsRange) => void }) {
  const [start, setStart] = React.useState(range.start);
  const [end, setEnd] = React.useState(range.end);
  const invalid = Boolean(start && end && start > end);
  return (
    <chakra.form
      display="flex" gap="3" alignItems="end" flexWrap="wrap" mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        if (start && end && !invalid) onApply({ start, end });
      }}
    >
      <chakra.label display="flex" flexDirection="column" fontSize="sm">{m.start}<Input type="date" name="start" value={start} onChange={(e) => setStart(e.target.value)} required /></chakra.label>
      <chakra.label display="flex" flexDirection="column" fontSize="sm">{m.end}<Input type="date" name="end" value={end} onChange={(e) => setEnd(e.target.value)} required /></chakra.label>
      <Button type="submit" size="sm" disabled={invalid}>{m.apply}</Button>
      {invalid && <Text role="alert" color="fg.error" fontSize="sm">{m.rangeInvalid}</Text>}
    </chakra.form>
  );
}

/** /admin: sales, best sellers, consented visits, the last 12 months and the Google feed's coverage, for a period. */
export default function StatsPanel() {
  const [range, setRange] = React.useState<StatsRange>(() => defaultRange());
  const sales = useSales(range);
  const top = useTopSales(range);
  const visits = useVisits(range);
  const monthly = useMonthly();
  const merchant = useMerchantCenter();
  return (
    <Box as="section" aria-labelledby="stats-title" mt="8" data-testid="admin-stats">
      <Heading as="h2" id="stats-title" size="xl" mb="3">{m.title}</Heading>
      <RangeForm range={range} onApply={setRange} />
      <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '2fr 1fr' }} gap="4">
        <Card title={m.salesTitle} testId="stats-sales">
          <Pending query={sales} />
          {sales.data && (
            <>
              <Text fontWeight="bold" data-testid="stats-sales-summary">
                {m.ordersCount(sales.data.orders)} · {m.revenue} {formatPrice(sales.data.revenueCents)} · {m.average} {formatPrice(sales.data.averageCents)}
              </Text>
              <RevenueChart days={sales.data.days} label={m.salesChartLabel} />
            </>
          )}
        </Card>
        <Card title={m.topTitle} testId="stats-top">
          <Pending query={top} />
          {top.data && (top.data.products.length === 0 ? <Text>{m.noSales}</Text> : (
            <Table>
              <thead><tr><Th>{m.product}</Th><Th>{m.quantity}</Th><Th>{m.revenue}</Th></tr></thead>
              <tbody>
                {top.data.products.map((p) => (
                  <tr key={p.productId ?? p.title}><Td>{p.title}</Td><Td>{p.quantity}</Td><Td>{formatPrice(p.revenueCents)}</Td></tr>
                ))}
              </tbody>
            </Table>
          ))}
        </Card>
        <Card title={m.visitsTitle} testId="stats-visits">
          <Pending query={visits} />
          {visits.data && (
            <>
              <Text fontWeight="bold">{visits.data.views} {m.views.toLowerCase()}</Text>
              <VisitsChart days={visits.data.days} label={m.visitsChartLabel} />
            </>
          )}
        </Card>
        <Card title={m.monthlyTitle} testId="stats-monthly">
          <Pending query={monthly} />
          {monthly.data && (
            <Table>
              <thead><tr><Th>{m.month}</Th><Th>{m.quantity}</Th><Th>{m.revenue}</Th></tr></thead>
              <tbody>
                {monthly.data.months.map((row) => (
                  <tr key={row.period}><Td>{row.period}</Td><Td>{row.orders}</Td><Td>{formatPrice(row.revenueCents)}</Td></tr>
                ))}
              </tbody>
            </Table>
          )}
          <Box mt="4">
            <Heading as="h4" size="sm" mb="1">{m.merchantTitle}</Heading>
            <Pending query={merchant} />
            {merchant.data && <Text>{m.merchantLine(merchant.data.inFeed, merchant.data.published)}</Text>}
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
