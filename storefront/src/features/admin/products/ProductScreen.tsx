import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { routes } from '../../../lib/routes';
import { ERROR_TEXT } from '../../checkout/fields';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { useDeleteProduct, useProduct } from './hooks';
import { productMessages as m } from './messages';
import { ProductForm } from './ProductForm';

/** /admin/products/{id}: the product's fields (texts, price, stock, images, category, status), saved; deletion. */
export default function ProductScreen({ params }: AdminScreenProps) {
  const id = params.id ?? '';
  const product = useProduct(id);
  const remove = useDeleteProduct();
  const [notice, setNotice] = React.useState('');
  const [confirming, setConfirming] = React.useState(false);

  return (
    <Box display="flex" flexDirection="column" gap="5">
      <AppLink to={adminHref('products')} color="accent" textDecoration="underline">{m.back}</AppLink>
      {product.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : product.isError ? (
        <>
          <Heading as="h1" size="2xl">{m.editTitle}</Heading>
          <Text role="alert" color={ERROR_TEXT}>{product.error instanceof ApiRequestError ? product.error.message : m.failed}</Text>
        </>
      ) : (
        <>
          <Box>
            <Heading as="h1" size="2xl" id="product-edit-title">{product.data.title}</Heading>
            <Text color="fg.muted">
              {m.editTitle} · EAN {product.data.ean ?? m.none} ·{' '}
              {product.data.status === 'published' ? (
                <AppLink to={routes.product(product.data.slug)} color="accent" textDecoration="underline">{m.viewPage}</AppLink>
              ) : (
                m.draft
              )}
            </Text>
          </Box>
          <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
          <Box as="section" aria-labelledby="product-edit-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }} bg="surface">
            <ProductForm key={product.data.updatedAt} product={product.data} formId="product-edit" onSaved={() => setNotice(m.saved)} />
          </Box>
          <Box display="flex" gap="3" flexWrap="wrap">
            {confirming ? (
              <>
                <Button
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(id, {
                      onSuccess: () => void navigate(adminHref('products')),
                      onError: (error) => {
                        setConfirming(false);
                        setNotice(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE);
                      },
                    })
                  }
                >
                  {m.confirmDelete}
                </Button>
                <Button variant="outline" onClick={() => setConfirming(false)}>{m.cancel}</Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)}>{m.delete}</Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
