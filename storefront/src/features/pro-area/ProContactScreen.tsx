import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { MESSAGE_CATEGORIES, type MessageCategory } from '@shop/shared';
import { ERROR_TEXT } from '../checkout/fields';
import React, { useState } from 'react';
import { contactApi } from '../../lib/api/contact';
import { MessageField } from './fields';
import { proAreaMessages as m } from './messages';

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/**
 * /pro/v1/me/contact (spec 2.3): the pro contact form. The message goes to the shop's message threads from the
 * pro's account (PUT /api/me/messages), so staff see it with the pro customer who wrote it.
 */
export function ProContactScreen() {
  const [subject, setSubject] = useState<MessageCategory>('OTHER');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(m.quote.required);
    setError(null);
    setPending(true);
    try {
      await contactApi.sendMine({ subject, content: content.trim() });
      setOutcome({ kind: 'sent' });
      setContent('');
    } catch (failure) {
      setOutcome({ kind: 'error', message: (failure as Error).message });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="pro-contact-title" maxW="48rem" data-testid="pro-contact">
      <Heading as="h1" id="pro-contact-title" size="2xl" mb="3">{m.contact.title}</Heading>
      <Text mb="4">{m.contact.intro}</Text>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pro-contact-title">
        <chakra.label htmlFor="pro-contact-subject" display="block" fontWeight="medium" mb="1">{m.contact.subject}</chakra.label>
        <chakra.select
          id="pro-contact-subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value as MessageCategory)}
          w="full" h="10" px="3" mb="4" borderWidth="1px" borderColor="border" borderRadius="md" bg="page"
        >
          {MESSAGE_CATEGORIES.filter((category) => category.value !== 'QUOTE').map((category) => (
            <option key={category.value} value={category.value}>{category.label}</option>
          ))}
        </chakra.select>
        <MessageField id="pro-contact-message" label={m.contact.message} value={content} onChange={setContent} error={error} />
        <Button type="submit" mt="4" colorPalette="brand" loading={pending} data-testid="pro-contact-submit">{m.contact.submit}</Button>
      </form>
      {outcome?.kind === 'sent' && <Text role="status" mt="4" color="stock.in" data-testid="pro-contact-sent">{m.contact.sent}</Text>}
      {outcome?.kind === 'error' && <Text role="alert" mt="4" color={ERROR_TEXT}>{outcome.message}</Text>}
    </Box>
  );
}
