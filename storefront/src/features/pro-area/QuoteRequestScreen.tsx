import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { ERROR_TEXT } from '../checkout/fields';
import React, { useState } from 'react';
import { quotesApi } from '../../lib/api/quotes';
import { useSessionSnapshot } from '../session/sessionStore';
import { MessageField } from './fields';
import { proAreaMessages as m } from './messages';

type Outcome = { kind: 'sent'; ref: string } | { kind: 'error'; message: string } | null;

/** /pro/v1/contact/devis (spec 2.3): a message and the cart's lines become a quote request (POST /api/quotes). */
export function QuoteRequestScreen() {
  const { cart } = useSessionSnapshot();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const empty = cart.products.length === 0;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(m.quote.required);
    setError(null);
    setPending(true);
    try {
      const quote = await quotesApi.request({ message: message.trim() });
      setOutcome({ kind: 'sent', ref: quote.ref });
      setMessage('');
    } catch (failure) {
      setOutcome({ kind: 'error', message: (failure as Error).message });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="pro-quote-title" maxW="48rem" data-testid="pro-quote">
      <Heading as="h1" id="pro-quote-title" size="2xl" mb="3">{m.quote.title}</Heading>
      <Text mb="4">{m.quote.intro}</Text>
      {empty && <Text role="alert" color={ERROR_TEXT} mb="4" data-testid="pro-quote-empty">{m.quote.emptyCart}</Text>}
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pro-quote-title">
        <MessageField id="pro-quote-message" label={m.quote.message} value={message} onChange={setMessage} error={error} />
        <Button type="submit" mt="4" colorPalette="brand" loading={pending} disabled={empty} data-testid="pro-quote-submit">{m.quote.submit}</Button>
      </form>
      {outcome?.kind === 'sent' && <Text role="status" mt="4" color="stock.in" data-testid="pro-quote-sent">{m.quote.sent(outcome.ref)}</Text>}
      {outcome?.kind === 'error' && <Text role="alert" mt="4" color={ERROR_TEXT} data-testid="pro-quote-error">{outcome.message}</Text>}
    </Box>
  );
}
