import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import React, { useState } from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ERROR_TEXT } from '../../checkout/fields';
import { Pager, Table, Td, Th } from '../desk/ui';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { useReferences } from './hooks';
import { devDeskMessages as m } from './messages';

/** /admin/references: the product references (EAN, internal code, marketplace ids), searchable, read-only. */
export default function ReferencesScreen(_: AdminScreenProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const references = useReferences(search, page);
  return (
    <Box display="grid" gap="4">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.referencesTitle}</Heading>
        <Text color="fg.muted">{m.referencesIntro}</Text>
      </Box>
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        maxW="md"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <chakra.label htmlFor="references-search" srOnly>{m.search}</chakra.label>
        <TextInput id="references-search" type="search" placeholder={m.search} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="outline">{m.searchButton}</Button>
      </chakra.form>
      {references.isPending ? (
        <Loading />
      ) : references.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{(references.error as Error).message}</Text>
      ) : references.data.references.length === 0 ? (
        <Text>{m.noReferences}</Text>
      ) : (
        <Box overflowX="auto">
          <Text mb="2">{m.count(references.data.total)}</Text>
          <Table data-testid="references-table">
            <thead>
              <tr>
                <Th scope="col">{m.colProduct}</Th>
                <Th scope="col">{m.colEan}</Th>
                <Th scope="col">{m.colSku}</Th>
                <Th scope="col">{m.colMarketplaces}</Th>
              </tr>
            </thead>
            <tbody>
              {references.data.references.map((reference) => (
                <tr key={reference.variantId} data-testid="reference-row">
                  <Td>{reference.title}</Td>
                  <Td fontFamily="mono">{reference.ean ?? '—'}</Td>
                  <Td fontFamily="mono">{reference.sku ?? '—'}</Td>
                  <Td>
                    {Object.entries(reference.marketplaceIds).map(([market, id]) => (
                      <Text key={market} fontSize="sm">{`${m.marketplaceLabels[market] ?? market} : ${id}`}</Text>
                    ))}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
      {references.data && <Pager page={page} pageSize={references.data.pageSize} total={references.data.total} onPage={setPage} texts={m} />}
    </Box>
  );
}
