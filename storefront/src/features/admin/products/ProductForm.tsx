import { Box, Button, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { PRODUCT_DESK_TEXTS, productCreateSchema, productUpdateSchema, type ApiAdminProduct } from '@shop/shared';
import React from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT, errorId, FieldErrorText, SelectField, TextField } from '../../checkout/fields';
import { CATEGORY_OPTIONS, EMPTY_PRODUCT, PRODUCT_FIELD_OF, productBodyOf, productFormValuesOf, type ProductFormValues } from './form';
import { useSaveProduct } from './hooks';
import { productMessages as m } from './messages';

const FIELDS = Object.keys(EMPTY_PRODUCT) as (keyof ProductFormValues)[];
const TextArea = chakra('textarea', {
  base: {
    width: '100%',
    minH: '24',
    p: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'page',
    color: 'fg',
    _focusVisible: { outline: '2px solid', outlineColor: 'copper.focusRing', outlineOffset: '1px' },
  },
});

/**
 * A product's fields, for a creation (`product` null: every required field) or a change (only what differs is
 * sent). Checked with the shared schema the server uses before any call; the server's refusals land under their
 * field (a taken EAN) or above the button.
 */
export function ProductForm({ product, formId, onSaved }: { product: ApiAdminProduct | null; formId: string; onSaved: (saved: ApiAdminProduct) => void }) {
  const initial = product ? productFormValuesOf(product) : null;
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<ProductFormValues>({ defaultValues: initial ?? EMPTY_PRODUCT });
  const save = useSaveProduct();
  const [failure, setFailure] = React.useState<string | null>(null);

  const placeErrors = (fields: Record<string, string>) => {
    let placed = false;
    for (const [name, message] of Object.entries(fields)) {
      const field = (PRODUCT_FIELD_OF[name.split('.')[0]] ?? name.split('.')[0]) as keyof ProductFormValues;
      if (!FIELDS.includes(field)) continue;
      setError(field as Path<ProductFormValues>, { type: 'server', message });
      placed = true;
    }
    return placed;
  };

  const submit = (values: ProductFormValues) => {
    setFailure(null);
    const converted = productBodyOf(values, initial);
    if (converted.errors) return void placeErrors(converted.errors as Record<string, string>);
    const checked = (product ? productUpdateSchema : productCreateSchema).safeParse(converted.body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0] ?? 'title')] ??= issue.message;
      if (!placeErrors(fields)) setFailure(checked.error.issues[0]?.message ?? FALLBACK_ERROR_MESSAGE);
      return;
    }
    save.mutate(
      { id: product?.id ?? null, body: converted.body },
      {
        onSuccess: (saved) => {
          reset(product ? productFormValuesOf(saved) : EMPTY_PRODUCT);
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 400 && placeErrors(error.fields)) return;
          // a taken EAN is the workflow's refusal, without a field: it belongs under the EAN
          if (error instanceof ApiRequestError && error.message === PRODUCT_DESK_TEXTS.eanTaken) return void setError('ean', { type: 'server', message: error.message });
          setFailure(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE);
        },
      },
    );
  };

  const id = (name: string) => `${formId}-${name}`;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${formId}-title`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField id={id('ean')} label={m.ean} registration={register('ean')} error={errors.ean} inputMode="numeric" autoComplete="off" />
        <TextField id={id('title')} label={m.designation} registration={register('title')} error={errors.title} autoComplete="off" />
        <TextField id={id('subtitle')} label={m.subtitle} registration={register('subtitle')} error={errors.subtitle} required={false} />
        <TextField id={id('brand')} label={m.brand} registration={register('brand')} error={errors.brand} required={false} />
        <TextField id={id('price')} label={m.price} registration={register('price')} error={errors.price} inputMode="decimal" />
        <TextField id={id('stock')} label={m.stock} registration={register('stock')} error={errors.stock} inputMode="numeric" />
        <SelectField
          id={id('category')}
          label={m.category}
          registration={register('category')}
          options={[{ value: '', label: m.chooseCategory }, ...CATEGORY_OPTIONS]}
          error={errors.category}
        />
        <SelectField
          id={id('status')}
          label={m.status}
          registration={register('status')}
          options={[{ value: 'published', label: m.published }, { value: 'draft', label: m.draft }]}
          error={errors.status}
        />
        <Box gridColumn={{ md: 'span 2' }}>
          <chakra.label htmlFor={id('description')} display="block" fontWeight="medium" mb="1">{m.description}</chakra.label>
          <TextArea id={id('description')} aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? errorId(id('description')) : undefined} {...register('description')} />
          <FieldErrorText id={id('description')} error={errors.description?.message} />
        </Box>
        <Box gridColumn={{ md: 'span 2' }}>
          <chakra.label htmlFor={id('images')} display="block" fontWeight="medium" mb="1">{m.images}</chakra.label>
          <TextArea id={id('images')} aria-invalid={errors.images ? true : undefined} aria-describedby={errors.images ? errorId(id('images')) : undefined} {...register('images')} />
          <FieldErrorText id={id('images')} error={errors.images?.message} />
        </Box>
      </SimpleGrid>
      {failure && <Text role="alert" color={ERROR_TEXT} mt="4">{failure}</Text>}
      <Button type="submit" colorPalette="copper" mt="5" loading={save.isPending} loadingText={m.saving}>{m.save}</Button>
    </form>
  );
}
