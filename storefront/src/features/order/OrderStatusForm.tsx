import { Box, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice, orderLookupSchema, type OrderLookupInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api/client';
import { ERROR_TEXT, TextField } from '../checkout/fields';
import { formatDate } from '../../lib/format';
import { orderMessages as m } from './messages';
import { useOrderLookup } from './useOrders';
import { SubmitButton } from '../../components/common/SubmitButton';

// Parsed values (trimmed, upper-cased number, lower-cased e-mail) are what the server compares.
const resolver = zodResolver(orderLookupSchema) as unknown as Resolver<OrderLookupInput>;

/**
 * 'Recherche de commande' (spec 2.2): e-mail + order number; found → its state, date and total here, and the link to
 * its detail (with its secret) sent to the order's e-mail address by the server, never shown to whoever typed them.
 */
export function OrderStatusForm() {
  // No default values: react-hook-form would write them over what a visitor typed before hydration; the static
  // HTML already shows the defaults (empty fields, each select's first option).
  const { register, handleSubmit, formState: { errors } } = useForm<OrderLookupInput>({ resolver });
  const lookup = useOrderLookup();
  const submit = (input: OrderLookupInput) => lookup.mutate(input);
  const found = lookup.data;
  const failure = lookup.error ? (lookup.error instanceof ApiRequestError && lookup.error.status !== 404 ? lookup.error.message : m.orderNotFound) : null;
  return (
    <Box as="section" aria-labelledby="lookup-title" maxW="md" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id="lookup-title" size="lg" mb="2">{m.lookupTitle}</Heading>
      <Text mb="4" color="fg.muted">{m.lookupIntro}</Text>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="lookup-title">
        <Box display="grid" gap="4">
          <TextField id="lookup-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <TextField id="lookup-order" label={m.orderNumber} autoComplete="off" registration={register('order')} error={errors.order} />
        </Box>
        {failure && <Text role="alert" color={ERROR_TEXT} mt="3" data-testid="lookup-error">{failure}</Text>}
        {found && (
          <Box role="status" mt="4" data-testid="lookup-result">
            <Text fontWeight="semibold">{m.lookupFound(found.orderNumber, formatDate(found.createdAt) ?? '')}</Text>
            <Text data-testid="lookup-state">{found.stateLabel}</Text>
            <Text data-testid="lookup-total">{m.lookupTotal(formatPrice(found.total.net.ttc))}</Text>
            <Text mt="2" data-testid="lookup-link-sent">{m.lookupLinkSent}</Text>
          </Box>
        )}
        <SubmitButton colorPalette="copper" mt="4" loading={lookup.isPending} loadingText={m.searching}>{m.search}</SubmitButton>
      </form>
    </Box>
  );
}
