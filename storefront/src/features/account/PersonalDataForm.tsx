import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE, DELIVERY_COUNTRIES, personalDataSchema, type PersonalDataInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextInput } from '../../components/common/TextInput';
import { ChoiceField, SelectField, TextField } from '../checkout/fields';
import type { SessionUser } from '../session/session';
import { showServerError } from './formTools';
import { accountMessages as m } from './messages';
import { useUpdatePersonalData } from './useAccount';

type PersonalDataValues = {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  siret: string;
  tva: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  countryCode: string;
  /** the 'Recevoir la newsletter' box: subscribes or unsubscribes the account on save */
  newsletter: boolean;
};

const FIELDS = ['firstName', 'lastName', 'phone', 'company', 'siret', 'tva', 'address', 'addressExtra', 'zipCode', 'locality', 'countryCode'] as const;

// Parsed values (phone compacted, SIRET without spaces, country name from its code) are what the server stores.
const resolver = zodResolver(personalDataSchema) as unknown as Resolver<PersonalDataValues>;

export function valuesOf(user: SessionUser): PersonalDataValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    company: user.company,
    siret: user.siret,
    // the session does not carry the VAT number (yet): the field starts blank
    tva: user.tva,
    address: user.address,
    addressExtra: user.addressExtra,
    zipCode: user.zipCode,
    locality: user.locality,
    countryCode: user.countryCode || DEFAULT_COUNTRY_CODE,
    newsletter: user.newsletter,
  };
}

const countryOptions = DELIVERY_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** Personal information (section 3) with the checkout's field rules (section 5); the e-mail is shown, not edited. */
export function PersonalDataForm({ user }: { user: SessionUser }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<PersonalDataValues>({ defaultValues: valuesOf(user), resolver });
  const update = useUpdatePersonalData();
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (values: PersonalDataValues) => {
    setFailure(null);
    // no e-mail in the body: it is the login and is not changed here (the server would refuse another one)
    update.mutate(values as unknown as PersonalDataInput, { onError: (error) => setFailure(showServerError(error, setError, FIELDS)) });
  };
  const text = (name: (typeof FIELDS)[number], label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`me-${name}`} label={label} registration={register(name)} error={errors[name]} {...extra} />
  );
  return (
    <Box as="section" aria-labelledby="me-personal-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="me-personal-title" size="xl" mb="4">{m.personalTitle}</Heading>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="me-personal-title" onChange={() => update.isSuccess && update.reset()}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('firstName', m.firstName, { autoComplete: 'given-name' })}
          {text('lastName', m.lastName, { autoComplete: 'family-name' })}
          <Box>
            <chakra.label htmlFor="me-email" display="block" fontWeight="medium" mb="1">{m.email}</chakra.label>
            <TextInput id="me-email" type="email" value={user.email} readOnly aria-describedby="me-email-hint" bg="surface" />
            <Text id="me-email-hint" fontSize="sm" color="fg.muted" mt="1">{m.emailReadOnly}</Text>
          </Box>
          {text('phone', m.phone, { type: 'tel', autoComplete: 'tel', required: false })}
          {text('company', m.companyOptional, { autoComplete: 'organization', required: false })}
          {text('siret', m.siretOptional, { inputMode: 'numeric', autoComplete: 'off', required: false })}
          {text('tva', m.tva, { autoComplete: 'off', required: false })}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" mt="4" mb="2">{m.addressHint}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('address', m.address, { autoComplete: 'street-address', required: false })}
          {text('addressExtra', m.addressExtra, { autoComplete: 'address-line2', required: false })}
          {text('zipCode', m.zipCode, { inputMode: 'numeric', autoComplete: 'postal-code', required: false })}
          {text('locality', m.locality, { autoComplete: 'address-level2', required: false })}
          <SelectField id="me-countryCode" label={m.country} registration={register('countryCode')} options={countryOptions} error={errors.countryCode} />
        </SimpleGrid>
        <Box mt="4">
          <ChoiceField id="me-newsletter" type="checkbox" label={m.newsletterChoice} registration={register('newsletter')} />
        </Box>
        {failure && <Text role="alert" color="fg.error" mt="3" data-testid="me-personal-error">{failure}</Text>}
        {update.isSuccess && <Text role="status" color="stock.in" mt="3" data-testid="me-personal-saved">{m.saved}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={update.isPending} loadingText={m.saving}>{m.save}</Button>
      </form>
    </Box>
  );
}
