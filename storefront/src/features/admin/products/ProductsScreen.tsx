import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useProducts } from './hooks';
import { productMessages as m } from './messages';
import { ProductForm } from './ProductForm';

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { textAlign: 'left', p: '2', borderBottomWidth: '2px', borderColor: 'border', whiteSpace: 'nowrap' } });
const Td = chakra('td', { base: { p: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' } });

/** /admin/products: search by words or EAN, pages of 25, newest change first; a creation form below. */
export default function ProductsScreen(_: AdminScreenProps) {
  const [typed, setTyped] = React.useState('');
  const [q, setQ] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [notice, setNotice] = React.useState('');
  const list = useProducts(q, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Box display="flex" flexDirection="column" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.title}</Heading>
        <Text color="fg.muted">{m.intro}</Text>
      </Box>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>

      <Box as="section" aria-labelledby="products-list-title">
        <Heading as="h2" id="products-list-title" size="lg" mb="3">
          {m.title} {list.data && <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">({m.total(list.data.total)})</Text>}
        </Heading>
        <chakra.form
          role="search"
          display="flex"
          gap="2"
          mb="4"
          maxW="lg"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            setQ(typed.trim());
            setPage(1);
          }}
        >
          <chakra.label htmlFor="products-search" srOnly>{m.search}</chakra.label>
          <TextInput id="products-search" type="search" placeholder={m.search} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="outline">{m.searchButton}</Button>
        </chakra.form>
        {list.isPending ? (
          <Spinner aria-label={m.loading} />
        ) : list.isError ? (
          <Text role="alert" color={ERROR_TEXT}>{list.error instanceof ApiRequestError ? list.error.message : m.failed}</Text>
        ) : list.data.products.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          <Box overflowX="auto">
            <Table data-testid="products-table">
              <thead>
                <tr>
                  <Th scope="col">{m.colImage}</Th>
                  <Th scope="col">{m.colTitle}</Th>
                  <Th scope="col">{m.colEan}</Th>
                  <Th scope="col">{m.colPrice}</Th>
                  <Th scope="col">{m.colStock}</Th>
                  <Th scope="col">{m.colStatus}</Th>
                </tr>
              </thead>
              <tbody>
                {list.data.products.map((product) => (
                  <tr key={product.id} data-testid={`product-row-${product.ean ?? product.id}`}>
                    <Td w="16">
                      {product.images[0] ? <chakra.img src={product.images[0]} alt="" w="12" h="12" objectFit="contain" loading="lazy" /> : m.none}
                    </Td>
                    <Td>
                      <AppLink to={adminHref(`products/${product.id}`)} color="accent" textDecoration="underline">{product.title}</AppLink>
                    </Td>
                    <Td fontFamily="mono">{product.ean ?? m.none}</Td>
                    <Td whiteSpace="nowrap">{product.priceCents === null ? m.none : formatPrice(product.priceCents)}</Td>
                    <Td>{product.stock ?? m.none}</Td>
                    <Td>{product.status === 'published' ? m.published : m.draft}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
        )}
        {pages > 1 && (
          <Box as="nav" aria-label={m.pageOf(page, pages)} display="flex" gap="3" alignItems="center" mt="4">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{m.previous}</Button>
            <Text>{m.pageOf(page, pages)}</Text>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{m.next}</Button>
          </Box>
        )}
      </Box>

      <Box as="section" aria-labelledby="product-new-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }} bg="surface">
        <Heading as="h2" id="product-new-title" size="lg" mb="4">{m.newTitle}</Heading>
        <ProductForm product={null} formId="product-new" onSaved={(saved) => setNotice(m.created(saved.title))} />
      </Box>
    </Box>
  );
}
