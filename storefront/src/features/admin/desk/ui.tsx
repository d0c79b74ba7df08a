/**
 * Small pieces the customer desk's screens share (users and messages): plain table elements (the shop's slim
 * Chakra theme has no Table recipe), the pager, the query string of a list screen, dates in French.
 */
import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import React, { useId } from 'react';

export const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
export const Th = chakra('th', {
  base: { textAlign: 'left', fontWeight: 'semibold', px: '2', py: '2', borderBottomWidth: '2px', borderColor: 'border', whiteSpace: 'nowrap' },
});
export const Td = chakra('td', { base: { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });

export const TextArea = chakra('textarea', {
  base: { width: '100%', minH: '20', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'transparent' },
});
export const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });

/** A titled, bordered section of a detail screen (order, quote, todo), named by its heading. */
export function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h2" id={id} size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

/** `dd/mm/yyyy` (or with the time) in French. */
export function frenchDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return withTime
    ? date.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })
    : date.toLocaleDateString('fr-FR');
}

/** The list state kept in the URL (`?search=&page=&filters=`), so a reload or a shared link shows the same page. */
export function useListQuery<T extends Record<string, string>>(defaults: T): [T, (next: Partial<T>) => void] {
  const read = React.useCallback((): T => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    const value = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const found = params.get(String(key));
      if (found !== null) value[key] = found as T[keyof T];
    }
    return value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [state, setState] = React.useState<T>(read);
  React.useEffect(() => {
    const onPop = () => setState(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);
  const update = React.useCallback(
    (next: Partial<T>) => {
      setState((current) => {
        const merged = { ...current, ...next };
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(merged)) if (value && value !== defaults[key]) params.set(key, value);
        const query = params.toString();
        void navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
        return merged;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [state, update];
}

/** Previous / next with "Page n sur m"; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, texts }: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  texts: { previous: string; next: string; page: (page: number, pages: number) => string };
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Box as="nav" aria-label={texts.page(page, pages)} display="flex" alignItems="center" gap="3" mt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{texts.previous}</Button>
      <Text fontSize="sm">{texts.page(page, pages)}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{texts.next}</Button>
    </Box>
  );
}

/** A short coloured label (state, pro) that keeps AA contrast in both colour modes. */
export function Tag({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'neutral' | 'good' | 'warn' }) {
  const colors = {
    neutral: { bg: { base: 'gray.100', _dark: 'gray.700' }, color: { base: 'gray.800', _dark: 'gray.100' } },
    good: { bg: { base: 'green.100', _dark: 'green.900' }, color: { base: 'green.900', _dark: 'green.100' } },
    warn: { bg: { base: 'orange.100', _dark: 'orange.900' }, color: { base: 'orange.900', _dark: 'orange.100' } },
  }[tone];
  return (
    <chakra.span display="inline-block" px="2" py="0.5" borderRadius="sm" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap" {...colors}>
      {children}
    </chakra.span>
  );
}
