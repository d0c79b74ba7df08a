import { Box, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_CATEGORIES, messageLookupSchema, type MessageLookupInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { contactApi } from '../../lib/api/contact';
import { showServerError } from '../account/formTools';
import { SelectField, TextField } from '../checkout/fields';
import { contactMessages as m } from './messages';
import { SubmitButton } from '../../components/common/SubmitButton';

type LookupValues = { email: string; subject: string; orderNumber: string };
const FIELDS = ['email', 'subject', 'orderNumber'] as const;
const resolver = zodResolver(messageLookupSchema) as unknown as Resolver<LookupValues>;
const SUBJECTS = MESSAGE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/**
 * 'Retrouver mes conversations' (POST /api/messages/lookup): the links are e-mailed to the address given, and the
 * answer is the same whether anything matched, so the form only ever shows that one sentence.
 */
export function LookupForm() {
  // No default values: react-hook-form would write them over what a visitor typed before hydration; the static
  // HTML already shows the defaults (empty fields, each select's first option).
  const { register, handleSubmit, setError, formState: { errors } } = useForm<LookupValues>({ resolver });
  const lookup = useMutation({ mutationFn: (input: MessageLookupInput) => contactApi.lookup(input) });
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (values: LookupValues) => {
    setFailure(null);
    lookup.mutate(values as unknown as MessageLookupInput, { onError: (error) => setFailure(showServerError(error, setError, FIELDS)) });
  };
  return (
    <Box as="section" aria-labelledby="lookup-title" mt="10" borderTopWidth="1px" borderColor="border" pt="6" maxW="2xl">
      <Heading as="h2" id="lookup-title" size="xl" mb="2">{m.lookupTitle}</Heading>
      <Text color="fg.muted" mb="4">{m.lookupIntro}</Text>
      {lookup.isSuccess ? (
        <Text role="status" data-testid="lookup-sent">{lookup.data.message}</Text>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="lookup-title">
          <Box display="grid" gap="4">
            <TextField id="lookup-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
            <SelectField id="lookup-subject" label={m.subject} options={SUBJECTS} registration={register('subject')} error={errors.subject} />
            <TextField id="lookup-order" label={m.orderNumber} required={false} registration={register('orderNumber')} error={errors.orderNumber} />
          </Box>
          {failure && <Text role="alert" mt="3">{failure}</Text>}
          <SubmitButton variant="outline" mt="4" loading={lookup.isPending}>{m.lookupSend}</SubmitButton>
        </form>
      )}
    </Box>
  );
}
