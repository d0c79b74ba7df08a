import { Box, SimpleGrid } from '@chakra-ui/react';
import { countryName, DELIVERY_COUNTRIES, isDeliveryCountry } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ChoiceField, ChoiceGroup, TextField } from './fields';
import { SelectField } from './fields';
import { lazyResolver } from './lazyResolvers';
import { checkoutMessages as m } from './messages';
import type { DeliveryForm } from './state';
import { StepActions } from './StepActions';

const schemaResolver = lazyResolver<DeliveryForm>('deliveryResolver');

/**
 * The delivery schema, then section 5's cross rule that `checkoutSchema` applies on the server: home delivery ships
 * to the billing address, so a billing country outside the delivery list asks for another address.
 */
export function deliveryResolver(billingCountryCode: string): Resolver<DeliveryForm> {
  return async (values, context, options) => {
    const result = await schemaResolver({ ...values, country: countryName(values.countryCode) ?? values.countryCode }, context, options);
    if (values.type === 'home' && !isDeliveryCountry(billingCountryCode)) {
      return { values: {}, errors: { ...result.errors, type: { type: 'custom', message: m.billingCountryNotDelivered } } };
    }
    return result;
  };
}

const TYPES = [
  { value: 'home', label: m.deliveryHome },
  { value: 'relai', label: m.deliveryRelai },
  { value: 'custom', label: m.deliveryCustom },
] as const;

/** Step 3: home (billing address) / pick-up point (unavailable, section 4.2) / another address, and a comment. */
export function DeliveryStep({ values, billingCountryCode, onConfirm, onBack, onChange }: {
  values: DeliveryForm;
  billingCountryCode: string;
  onConfirm: (v: DeliveryForm) => void;
  onBack: () => void;
  onChange: (v: DeliveryForm) => void;
}) {
  const resolver = React.useMemo(() => deliveryResolver(billingCountryCode), [billingCountryCode]);
  const { register, handleSubmit, watch, formState: { errors } } = useForm<DeliveryForm>({ defaultValues: values, resolver });
  React.useEffect(() => {
    const subscription = watch((v) => onChange(v as DeliveryForm));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  const type = watch('type');
  const billingNotDelivered = !isDeliveryCountry(billingCountryCode);
  // The rule is shown as soon as it applies, not only after 'Confirmer'.
  const typeError =
    type === 'relai' ? m.relaiUnavailable : type === 'home' ? (billingNotDelivered ? m.billingCountryNotDelivered : errors.type?.message) : undefined;
  const confirm = (v: DeliveryForm) => onConfirm({ ...v, country: countryName(v.countryCode) ?? v.countryCode });
  return (
    <form noValidate onSubmit={handleSubmit(confirm)} aria-label={m.steps[2]}>
      <ChoiceGroup id="delivery-type" legend={m.deliveryType} error={typeError}>
        {TYPES.map((t) => (
          <ChoiceField key={t.value} id={`delivery-type-${t.value}`} type="radio" value={t.value} label={t.label} registration={register('type')} />
        ))}
      </ChoiceGroup>
      {type === 'custom' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
          <TextField id="delivery-to" label={m.deliveryTo} autoComplete="shipping name" registration={register('to')} error={errors.to} />
          <TextField id="delivery-address" label={m.address} autoComplete="shipping address-line1" registration={register('address')} error={errors.address} />
          <TextField id="delivery-addressExtra" label={m.addressExtra} required={false} autoComplete="shipping address-line2" registration={register('addressExtra')} error={errors.addressExtra} />
          <TextField id="delivery-zipCode" label={m.zipCode} inputMode="numeric" autoComplete="shipping postal-code" registration={register('zipCode')} error={errors.zipCode} />
          <TextField id="delivery-locality" label={m.locality} autoComplete="shipping address-level2" registration={register('locality')} error={errors.locality} />
          <SelectField
            id="delivery-countryCode"
            label={m.country}
            registration={register('countryCode')}
            options={DELIVERY_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
            error={errors.countryCode}
          />
        </SimpleGrid>
      )}
      <Box mt="3">
        <TextField id="delivery-comment" label={m.comment} required={false} registration={register('comment')} error={errors.comment} />
      </Box>
      <StepActions onBack={onBack} confirmDisabled={type === 'relai'} />
    </form>
  );
}
