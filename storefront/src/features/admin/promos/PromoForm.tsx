import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PROMO_TEXTS, promoCreateSchema, type ApiPromo } from '@shop/shared';
import React from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ChoiceField, ERROR_TEXT, SelectField, TextField } from '../../checkout/fields';
import { EMPTY_PROMO, FIELD_OF, formValuesOf, promoBodyOf, type PromoFormValues } from './form';
import { useSavePromo } from './hooks';
import { promoMessages as m } from './messages';

const FIELDS = Object.keys(EMPTY_PROMO) as (keyof PromoFormValues)[];
const formField = (apiField: string) => (FIELD_OF[apiField] ?? apiField) as keyof PromoFormValues;

/**
 * Creation (no `promo`) or change of a promo code. The texts become the API's body (`promoBodyOf`: euros → cents,
 * days → instants), checked with the shared schema the server uses, so a refusal shows under its field before any
 * call; the server's own refusals (a taken code) land there too.
 */
export function PromoForm({ promo, onDone }: { promo: ApiPromo | null; onDone: (message: string) => void }) {
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<PromoFormValues>({
    defaultValues: promo ? formValuesOf(promo) : EMPTY_PROMO,
  });
  const save = useSavePromo();
  const [failure, setFailure] = React.useState<string | null>(null);
  const kind = watch('kind');
  const titleId = promo ? `promo-form-title-${promo.id}` : 'promo-form-title-new';

  const placeErrors = (fields: Record<string, string>) => {
    let placed = false;
    for (const [name, message] of Object.entries(fields)) {
      const field = formField(name);
      if (!FIELDS.includes(field)) continue;
      setError(field as Path<PromoFormValues>, { type: 'server', message });
      placed = true;
    }
    return placed;
  };

  const submit = (values: PromoFormValues) => {
    setFailure(null);
    const converted = promoBodyOf(values);
    if (converted.errors) return void placeErrors(converted.errors as Record<string, string>);
    const checked = promoCreateSchema.safeParse(converted.body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0] ?? 'code')] ??= issue.message;
      if (!placeErrors(fields)) setFailure(checked.error.issues[0]?.message ?? FALLBACK_ERROR_MESSAGE);
      return;
    }
    save.mutate(
      { id: promo?.id ?? null, body: converted.body },
      {
        onSuccess: (saved) => onDone(m.saved(saved.code)),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 400 && placeErrors(error.fields)) return;
          // a taken code is the workflow's refusal, without a field: it belongs under the code
          if (error instanceof ApiRequestError && error.message === PROMO_TEXTS.codeTaken) {
            setError('code', { type: 'server', message: error.message });
            return;
          }
          setFailure(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE);
        },
      },
    );
  };

  const id = (name: string) => `promo-${promo?.id ?? 'new'}-${name}`;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }} bg="surface">
      <Heading as="h2" id={titleId} size="lg" mb="4">{promo ? m.editTitle(promo.code) : m.newTitle}</Heading>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={titleId}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <TextField id={id('code')} label={m.code} registration={register('code')} error={errors.code} autoComplete="off" />
          <SelectField
            id={id('kind')}
            label={m.kind}
            registration={register('kind')}
            options={[{ value: 'percentage', label: m.kindPercentage }, { value: 'fixed', label: m.kindFixed }]}
            error={errors.kind}
          />
          <TextField id={id('value')} label={kind === 'percentage' ? m.valuePercentage : m.valueFixed} registration={register('value')} error={errors.value} inputMode="decimal" />
          <TextField id={id('minimum')} label={m.minimum} registration={register('minimum')} error={errors.minimum} inputMode="decimal" required={false} />
          <TextField id={id('startsAt')} label={m.startsAt} type="date" registration={register('startsAt')} error={errors.startsAt} required={false} />
          <TextField id={id('endsAt')} label={m.endsAt} type="date" registration={register('endsAt')} error={errors.endsAt} required={false} />
          <TextField id={id('usageLimit')} label={m.usageLimit} registration={register('usageLimit')} error={errors.usageLimit} inputMode="numeric" required={false} />
          <SelectField
            id={id('audience')}
            label={m.audience}
            registration={register('audience')}
            options={[
              { value: 'all', label: m.audienceAll },
              { value: 'consumers', label: m.audienceConsumers },
              { value: 'pros', label: m.audiencePros },
            ]}
            error={errors.audience}
          />
          <Box>
            <ChoiceField id={id('active')} type="checkbox" label={m.activeLabel} registration={register('active')} />
            <ChoiceField id={id('combinable')} type="checkbox" label={m.combinableLabel} registration={register('combinable')} />
          </Box>
        </SimpleGrid>
        {failure && <Text role="alert" color={ERROR_TEXT} mt="4">{failure}</Text>}
        <Box display="flex" gap="3" mt="5" flexWrap="wrap">
          <Button type="submit" colorPalette="copper" loading={save.isPending} loadingText={m.saving}>{m.save}</Button>
          {promo && <Button type="button" variant="outline" onClick={() => onDone('')}>{m.cancel}</Button>}
        </Box>
      </form>
    </Box>
  );
}
