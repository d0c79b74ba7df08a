import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { withdrawalRequestSchema, type ApiWithdrawal, type WithdrawalRequestInput } from '@shop/shared';
import React, { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextInput } from '../../components/common/TextInput';
import { withdrawalApi } from '../../lib/api/withdrawal';
import { ApiRequestError } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { ERROR_TEXT, TextField } from '../checkout/fields';
import { withdrawalMessages as m } from './messages';

type FormValues = Omit<WithdrawalRequestInput, 'lines'>;
const formSchema = withdrawalRequestSchema.omit({ lines: true });
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

/** The declaration as recorded, the same content as the acknowledgement e-mail. */
export function WithdrawalReceipt({ withdrawal, title }: { withdrawal: ApiWithdrawal; title: string }) {
  const goods = withdrawal.lines ? withdrawal.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ') : m.wholeOrder;
  return (
    <Box role="status" borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="withdrawal-receipt">
      <Heading as="h2" size="lg" mb="2">{title}</Heading>
      <Text mb="3">{m.doneIntro(dateTime(withdrawal.requestedAt))}</Text>
      <Text>{withdrawal.declaration}</Text>
      <Text>{m.goods} : {goods}</Text>
      {withdrawal.orderedOn && <Text>{m.orderedOn} : {formatDate(withdrawal.orderedOn)}</Text>}
      {withdrawal.receivedOn && <Text>{m.receivedOn} : {formatDate(withdrawal.receivedOn)}</Text>}
      <Text>{m.name} : {withdrawal.name}</Text>
      <Text>{m.address} : {withdrawal.address}</Text>
      <Text>{m.sentAt} : {dateTime(withdrawal.requestedAt)}</Text>
      {withdrawal.returnedAt && <Text>{m.returned} {formatDate(withdrawal.returnedAt)}</Text>}
    </Box>
  );
}

type Prefill = { orderNumber: string; security: string; email: string };

/**
 * The withdrawal function (L221-21): e-mail + order number (prefilled from the account or the order's page), the
 * model form's fields, the lines when the order's secret lets us list them, and the distinct confirm button.
 */
export function WithdrawalForm({ prefill }: { prefill: Prefill }) {
  const { register, handleSubmit, formState: { errors } } = useForm<FormValues>({
    defaultValues: { email: prefill.email, orderNumber: prefill.orderNumber, name: '', address: '', orderedOn: undefined, receivedOn: undefined, comment: '' },
    resolver,
  });
  const status = useQuery({
    queryKey: ['withdrawal', prefill.orderNumber, prefill.security],
    queryFn: () => withdrawalApi.status(prefill.orderNumber, prefill.security),
    enabled: Boolean(prefill.orderNumber && prefill.security),
    retry: false,
  });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const declare = useMutation({ mutationFn: (input: WithdrawalRequestInput) => withdrawalApi.declare(input) });
  const submit = (values: FormValues) => {
    const lines = Object.entries(quantities).filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ id, quantity }));
    declare.mutate({ ...values, ...(lines.length ? { lines } : {}) });
  };
  if (declare.data) return <WithdrawalReceipt withdrawal={declare.data.withdrawal} title={m.doneTitle} />;
  if (status.data?.withdrawal) return <WithdrawalReceipt withdrawal={status.data.withdrawal} title={m.alreadyTitle} />;
  const failure = declare.error
    ? declare.error instanceof ApiRequestError && declare.error.status !== 404 ? declare.error.message : m.notFound
    : null;
  const items = status.data?.items ?? [];
  return (
    <Box as="section" aria-labelledby="withdrawal-form-title" maxW="2xl" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id="withdrawal-form-title" size="lg" mb="2">{m.formTitle}</Heading>
      {status.data && !status.data.open && status.data.reason && <Text role="alert" color={ERROR_TEXT} mb="3">{status.data.reason}</Text>}
      {status.data?.open && <Text mb="3" data-testid="withdrawal-period">{status.data.lastDay ? m.lastDay(formatDate(status.data.lastDay) ?? '') : m.beforeDelivery}</Text>}
      <Text mb="3">{m.declarationLead}</Text>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="withdrawal-form-title">
        <Box display="grid" gap="4">
          <TextField id="withdrawal-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <TextField id="withdrawal-order" label={m.orderNumber} autoComplete="off" registration={register('orderNumber')} error={errors.orderNumber} />
          {items.length > 0 && (
            <Box as="fieldset">
              <chakra.legend fontWeight="medium" mb="1">{m.linesTitle}</chakra.legend>
              <Text fontSize="sm" color="fg.muted" mb="2">{m.linesHint}</Text>
              {items.map((item) => (
                <Box key={item.id} display="flex" alignItems="center" gap="3" py="1" data-testid="withdrawal-line">
                  <TextInput
                    type="number"
                    min={0}
                    max={item.quantity}
                    width="20"
                    aria-label={m.quantity(item.title)}
                    value={quantities[item.id] ?? 0}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                      setQuantities((current) => ({ ...current, [item.id]: Math.max(0, Math.min(item.quantity, Number(event.target.value) || 0)) }))
                    }
                  />
                  <Text>{item.title} (× {item.quantity})</Text>
                </Box>
              ))}
            </Box>
          )}
          <TextField id="withdrawal-name" label={m.name} autoComplete="name" registration={register('name')} error={errors.name} />
          <TextField id="withdrawal-address" label={m.address} autoComplete="street-address" registration={register('address')} error={errors.address} />
          <TextField id="withdrawal-ordered-on" label={m.orderedOn} type="date" required={false} registration={register('orderedOn')} error={errors.orderedOn} />
          <TextField id="withdrawal-received-on" label={m.receivedOn} type="date" required={false} registration={register('receivedOn')} error={errors.receivedOn} />
          <TextField id="withdrawal-comment" label={m.comment} required={false} registration={register('comment')} error={errors.comment} />
        </Box>
        {failure && <Text role="alert" color={ERROR_TEXT} mt="3" data-testid="withdrawal-error">{failure}</Text>}
        <Button type="submit" colorPalette="red" mt="4" loading={declare.isPending} loadingText={m.submitting} data-testid="withdrawal-submit">{m.submit}</Button>
      </form>
    </Box>
  );
}
