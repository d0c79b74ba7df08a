import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { formatPrice } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ListSearch, ListState } from '../desk/lists';
import { Pager, Table, Td, Th } from '../desk/ui';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useProducts } from './hooks';
import { productMessages as m } from './messages';
import { ProductForm } from './ProductForm';


/** /admin/products: search by words or EAN, pages of 25, newest change first; a creation form below. */
export default function ProductsScreen(_: AdminScreenProps) {
  const [q, setQ] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [notice, setNotice] = React.useState('');
  const list = useProducts(q, page);

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
        <ListSearch id="products-search" label={m.search} buttonText={m.searchButton} onSearch={(words) => { setQ(words); setPage(1); }} />
        <ListState query={list} isEmpty={(data) => data.products.length === 0} texts={m}>
          {(data) => (
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
                {data.products.map((product) => (
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
          )}
        </ListState>
        {list.data && (
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} texts={{ previous: m.previous, next: m.next, page: m.pageOf }} />
        )}
      </Box>

      <Box as="section" aria-labelledby="product-new-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }} bg="surface">
        <Heading as="h2" id="product-new-title" size="lg" mb="4">{m.newTitle}</Heading>
        <ProductForm product={null} formId="product-new" onSaved={(saved) => setNotice(m.created(saved.title))} />
      </Box>
    </Box>
  );
}
