import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE, DELIVERY_COUNTRIES, staffUserUpdateSchema, type ApiUserDetail, type StaffUserUpdate } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextInput } from '../../../components/common/TextInput';
import { showServerError } from '../../account/formTools';
import { ChoiceField, SelectField, TextField } from '../../checkout/fields';
import { useUpdateUser } from './hooks';
import { usersMessages as m } from './messages';

type UserValues = {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  countryCode: string;
  isPro: boolean;
  company: string;
  siret: string;
  tva: string;
  proVerified: boolean;
};

const FIELDS = ['firstName', 'lastName', 'phone', 'address', 'addressExtra', 'zipCode', 'locality', 'countryCode', 'isPro', 'company', 'siret', 'tva', 'proVerified'] as const;

// The same shared rules as the server: /me's personal data, the sign-up's pro rule, "vérifié" only for a pro.
const resolver = zodResolver(staffUserUpdateSchema) as unknown as Resolver<UserValues>;

export function valuesOf(user: ApiUserDetail): UserValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    address: user.address ?? '',
    addressExtra: user.addressExtra ?? '',
    zipCode: user.zipCode ?? '',
    locality: user.locality ?? '',
    countryCode: user.countryCode || DEFAULT_COUNTRY_CODE,
    isPro: user.isPro,
    company: user.company ?? '',
    siret: user.siret ?? '',
    tva: user.tva ?? '',
    proVerified: Boolean(user.proVerifiedAt),
  };
}

const countryOptions = DELIVERY_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** The staff's edit of a customer: personal data and the pro fields, saved together (`PUT /api/users/{id}`). */
export function UserForm({ user }: { user: ApiUserDetail }) {
  const { register, handleSubmit, setError, setValue, watch, reset, formState: { errors } } = useForm<UserValues>({ defaultValues: valuesOf(user), resolver });
  const update = useUpdateUser(user.id);
  const [failure, setFailure] = React.useState<string | null>(null);
  const isPro = watch('isPro');
  // only a pro can be verified (the shared rule): unticking "professionnel" unticks "vérifié"
  React.useEffect(() => {
    if (!isPro) setValue('proVerified', false);
  }, [isPro, setValue]);
  const submit = (values: UserValues) => {
    setFailure(null);
    update.mutate(values as unknown as StaffUserUpdate, {
      onSuccess: (saved) => reset(valuesOf(saved)),
      onError: (error) => setFailure(showServerError(error, setError, FIELDS)),
    });
  };
  const text = (name: Exclude<(typeof FIELDS)[number], 'isPro' | 'proVerified' | 'countryCode'>, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`user-${name}`} label={label} registration={register(name)} error={errors[name]} required={false} {...extra} />
  );
  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="admin-user-personal" onChange={() => update.isSuccess && update.reset()}>
      <Box as="section" aria-labelledby="admin-user-personal" borderWidth="1px" borderColor="border" borderRadius="md" p="4" mb="4">
        <Heading as="h2" id="admin-user-personal" size="lg" mb="3">{m.personalTitle}</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('firstName', m.firstName, { required: true })}
          {text('lastName', m.lastName, { required: true })}
          <Box>
            <chakra.label htmlFor="user-email" display="block" fontWeight="medium" mb="1">{m.email}</chakra.label>
            <TextInput id="user-email" type="email" value={user.email} readOnly aria-describedby="user-email-hint" bg="surface" />
            <Text id="user-email-hint" fontSize="sm" color="fg.muted" mt="1">{m.emailReadOnly}</Text>
          </Box>
          {text('phone', m.phone, { type: 'tel' })}
          {text('address', m.address)}
          {text('addressExtra', m.addressExtra)}
          {text('zipCode', m.zipCode, { inputMode: 'numeric' })}
          {text('locality', m.locality)}
          <SelectField id="user-countryCode" label={m.country} registration={register('countryCode')} options={countryOptions} error={errors.countryCode} />
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="admin-user-pro" borderWidth="1px" borderColor="border" borderRadius="md" p="4" mb="4">
        <Heading as="h2" id="admin-user-pro" size="lg" mb="3">{m.proTitle}</Heading>
        <ChoiceField id="user-isPro" type="checkbox" label={m.isPro} registration={register('isPro')} error={errors.isPro} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="3">
          {text('company', m.company, { required: isPro })}
          {text('siret', m.siret, { required: isPro, inputMode: 'numeric' })}
          {text('tva', m.tva)}
        </SimpleGrid>
        <Box mt="3">
          <ChoiceField id="user-proVerified" type="checkbox" label={m.proVerified} registration={register('proVerified')} error={errors.proVerified} disabled={!isPro} />
        </Box>
      </Box>
      {failure && <Text role="alert" color={{ base: 'red.700', _dark: 'red.300' }} mb="3" data-testid="admin-user-error">{failure}</Text>}
      {update.isSuccess && <Text role="status" color="stock.in" mb="3" data-testid="admin-user-saved">{m.saved}</Text>}
      <Button type="submit" colorPalette="copper" loading={update.isPending} loadingText={m.saving}>{m.save}</Button>
    </chakra.form>
  );
}
