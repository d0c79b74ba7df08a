import { Box, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { WARRANTY_SOURCES, warrantySchema, type WarrantyInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, TextField } from '../checkout/fields';
import { showServerError } from '../account/formTools';
import { contactMessages as m } from './messages';
import { useRegisterWarranty } from './useContact';
import { SubmitButton } from '../../components/common/SubmitButton';

const FIELDS = ['email', 'source', 'reference', 'firstName', 'lastName'] as const;
const resolver = zodResolver(warrantySchema) as unknown as Resolver<WarrantyInput>;
const SOURCES = [{ value: '', label: '—' }, ...WARRANTY_SOURCES.map(({ value, label }) => ({ value, label }))];

/** /garantie (spec 2.1, 3): warranty registration, checked with the shared schema, then the server's confirmation. */
export function WarrantyScreen() {
  // No default values: react-hook-form would write them over what a visitor typed before hydration; the static
  // HTML already shows the defaults (empty fields, each select's first option).
  const { register, handleSubmit, setError, formState: { errors } } = useForm<WarrantyInput>({ resolver });
  const registration = useRegisterWarranty();
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (values: WarrantyInput) => {
    setFailure(null);
    registration.mutate(values, { onError: (error) => setFailure(showServerError(error, setError, FIELDS)) });
  };
  return (
    <Box as="section" aria-labelledby="warranty-title" maxW="2xl">
      <Heading as="h1" id="warranty-title" size="3xl" mb="2">{m.warrantyTitle}</Heading>
      {registration.isSuccess ? (
        <Text role="status" data-testid="warranty-sent" mt="4">{registration.data.message}</Text>
      ) : (
        <>
          <Text color="fg.muted" mb="4">{m.warrantyIntro}</Text>
          <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="warranty-title">
            <Box display="grid" gap="4">
              <TextField id="warranty-first-name" label={m.firstName} autoComplete="given-name" registration={register('firstName')} error={errors.firstName} />
              <TextField id="warranty-last-name" label={m.lastName} autoComplete="family-name" registration={register('lastName')} error={errors.lastName} />
              <TextField id="warranty-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
              <SelectField id="warranty-source" label={m.source} options={SOURCES} registration={register('source')} error={errors.source} />
              <TextField id="warranty-reference" label={m.reference} registration={register('reference')} error={errors.reference} />
            </Box>
            {failure && <Text role="alert" color="fg.error" mt="3">{failure}</Text>}
            <SubmitButton colorPalette="copper" mt="4" loading={registration.isPending}>{m.register}</SubmitButton>
          </form>
        </>
      )}
    </Box>
  );
}
