import { SimpleGrid } from '@chakra-ui/react';
import { DELIVERY_COUNTRIES } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ChoiceField, SelectField, TextField } from './fields';
import { lazyResolver } from './lazyResolvers';
import { checkoutMessages as m } from './messages';
import { BILLING_ONLY_COUNTRIES, billingCountryName, type BillingForm } from './state';
import { StepActions } from './StepActions';

const schemaResolver = lazyResolver<BillingForm>('billingResolver');
// The country's name follows the chosen code, so the server stores the name the shopper saw.
const resolver: Resolver<BillingForm> = (values, context, options) =>
  schemaResolver({ ...values, country: billingCountryName(values.countryCode) }, context, options);

const toOption = (c: { name: string; code: string }) => ({ value: c.code, label: c.name });

/** Step 2: billing address; its country may be one the shop does not deliver to (checked at step 3). */
export function BillingStep({ values, onConfirm, onBack, onChange }: {
  values: BillingForm;
  onConfirm: (v: BillingForm) => void;
  onBack: () => void;
  onChange: (v: BillingForm) => void;
}) {
  const { register, handleSubmit, watch, formState: { errors } } = useForm<BillingForm>({ defaultValues: values, resolver });
  React.useEffect(() => {
    const subscription = watch((v) => onChange({ ...(v as BillingForm), country: billingCountryName(v.countryCode ?? '') }));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  const isCompany = watch('isCompany');
  const confirm = (v: BillingForm) => onConfirm({ ...v, country: billingCountryName(v.countryCode) });
  return (
    <form noValidate onSubmit={handleSubmit(confirm)} aria-label={m.steps[1]}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField id="billing-firstName" label={m.firstName} autoComplete="billing given-name" registration={register('firstName')} error={errors.firstName} />
        <TextField id="billing-lastName" label={m.lastName} autoComplete="billing family-name" registration={register('lastName')} error={errors.lastName} />
      </SimpleGrid>
      <ChoiceField id="billing-isCompany" type="checkbox" label={m.isCompany} registration={register('isCompany')} />
      {isCompany && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="2">
          <TextField id="billing-company" label={m.company} autoComplete="billing organization" registration={register('company')} error={errors.company} />
          <TextField id="billing-tva" label={m.tva} required={false} registration={register('tva')} error={errors.tva} />
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField id="billing-address" label={m.address} autoComplete="billing address-line1" registration={register('address')} error={errors.address} />
        <TextField id="billing-addressExtra" label={m.addressExtra} required={false} autoComplete="billing address-line2" registration={register('addressExtra')} error={errors.addressExtra} />
        <TextField id="billing-zipCode" label={m.zipCode} inputMode="numeric" autoComplete="billing postal-code" registration={register('zipCode')} error={errors.zipCode} />
        <TextField id="billing-locality" label={m.locality} autoComplete="billing address-level2" registration={register('locality')} error={errors.locality} />
        <SelectField
          id="billing-countryCode"
          label={m.country}
          registration={register('countryCode')}
          options={DELIVERY_COUNTRIES.map(toOption)}
          groups={[{ label: m.otherCountries, options: BILLING_ONLY_COUNTRIES.map(toOption) }]}
          error={errors.countryCode}
        />
      </SimpleGrid>
      <StepActions onBack={onBack} />
    </form>
  );
}
