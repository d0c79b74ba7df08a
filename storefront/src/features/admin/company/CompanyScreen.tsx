import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { companyIdentitySchema, type ApiCompanyIdentity } from '@shop/shared';
import React from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT, TextField } from '../../checkout/fields';
import { QueryState } from '../desk/lists';
import { companyContentOf, formFieldOf, formValuesOf, type CompanyFormValues } from './form';
import { useCompanyIdentity, useSaveCompanyIdentity } from './hooks';
import { companyMessages as m } from './messages';

const Fieldset = chakra('fieldset', { base: { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: { base: '4', md: '5' } } });
const Legend = chakra('legend', { base: { fontWeight: 'bold', px: '2' } });

const savedAt = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/**
 * The identity form: the texts become the API's `content` (capital in cents), checked with the shared schema the
 * server uses, so a refusal shows under its field before any call; the server's own refusals land there too.
 */
function CompanyForm({ identity }: { identity: ApiCompanyIdentity }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<CompanyFormValues>({ defaultValues: formValuesOf(identity.content) });
  const save = useSaveCompanyIdentity();
  const [notice, setNotice] = React.useState('');
  const [failure, setFailure] = React.useState('');

  const placeErrors = (fields: Record<string, string>): boolean => {
    let placed = false;
    for (const [path, message] of Object.entries(fields)) {
      const field = formFieldOf(path);
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  };

  const submit = (values: CompanyFormValues) => {
    setNotice('');
    setFailure('');
    const { content, capitalError } = companyContentOf(values);
    const checked = companyIdentitySchema.safeParse(content);
    const fields: Record<string, string> = capitalError ? { shareCapital: capitalError } : {};
    if (!checked.success) for (const issue of checked.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
    if (Object.keys(fields).length) {
      if (!placeErrors(fields)) setFailure(Object.values(fields)[0] ?? FALLBACK_ERROR_MESSAGE);
      return;
    }
    save.mutate(content, {
      onSuccess: () => setNotice(m.saved),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && placeErrors(error.fields)) return;
        setFailure(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE);
      },
    });
  };

  const field = (name: keyof CompanyFormValues, options: { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' } = {}) => (
    <TextField
      id={`societe-${name}`}
      label={m[name]}
      registration={register(name)}
      error={(errors as FieldErrors<CompanyFormValues>)[name]}
      required={options.required ?? true}
      type={options.type}
      autoComplete={options.autoComplete ?? 'off'}
      inputMode={options.inputMode}
    />
  );

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} display="flex" flexDirection="column" gap="5" maxW="5xl" aria-label={m.title}>
      <Fieldset>
        <Legend>{m.legend.company}</Legend>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {field('name', { autoComplete: 'organization' })}
          {field('legalForm')}
          {field('shareCapital', { inputMode: 'decimal' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset>
        <Legend>{m.legend.headOffice}</Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('address', { autoComplete: 'address-line1' })}
          {field('addressExtra', { required: false, autoComplete: 'address-line2' })}
          {field('zipCode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
          {field('locality', { autoComplete: 'address-level2' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset>
        <Legend>{m.legend.numbers}</Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('siren', { inputMode: 'numeric' })}
          {field('siret', { inputMode: 'numeric' })}
          {field('vatNumber')}
          {field('rcs')}
        </SimpleGrid>
      </Fieldset>
      <Fieldset>
        <Legend>{m.legend.contact}</Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset>
        <Legend>{m.legend.site}</Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('publicationDirector')}
          {field('host')}
          {field('latePaymentRate')}
        </SimpleGrid>
      </Fieldset>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      {failure && <Text role="alert" color={ERROR_TEXT}>{failure}</Text>}
      <Box>
        <Button type="submit" colorPalette="copper" loading={save.isPending}>{m.save}</Button>
      </Box>
    </chakra.form>
  );
}

/** /admin/societe (grant `legal`): the company identity the legal notice, the invoices and the quotes print. */
export default function CompanyScreen() {
  const identity = useCompanyIdentity();
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <Heading as="h1" size="2xl">{m.title}</Heading>
      <Text color="fg.muted">{m.intro}</Text>
      <QueryState query={identity} texts={{ loading: m.loading, failed: FALLBACK_ERROR_MESSAGE }}>
        {(data) => (
          <>
            <Text data-testid="company-saved-at">{data.updatedAt ? m.lastSaved(savedAt(data.updatedAt)) : m.neverSaved}</Text>
            <CompanyForm identity={data} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
