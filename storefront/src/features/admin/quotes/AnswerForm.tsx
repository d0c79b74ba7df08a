import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { formatPrice, parisToday, type ApiQuote } from '@shop/shared';
import React, { useState } from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ERROR_TEXT, errorId } from '../../checkout/fields';
import { Table, Td, Th } from '../desk/ui';
import { useAnswerQuote } from './hooks';
import { quotesMessages as m } from './messages';
import { addDays, centsToEuros, eurosToCents, parseQuantity } from './money';

/** How long a first answer stays valid unless staff choose another date. */
export const DEFAULT_VALIDITY_DAYS = 30;

type LineDraft = { ean: string; title: string; listUnitPrice: number; quantity: string; price: string };
type Draft = { lines: LineDraft[]; delivery: string; validUntil: string };

/** The form's first values: the last answer, else the list prices, free delivery and 30 days. */
export function draftOf(quote: ApiQuote, today = parisToday()): Draft {
  return {
    lines: quote.lines.map((line) => ({
      ean: line.ean,
      title: line.title,
      listUnitPrice: line.listUnitPrice,
      quantity: String(line.quantity),
      price: centsToEuros(line.quotedUnitPrice ?? line.listUnitPrice),
    })),
    delivery: centsToEuros(quote.deliveryPrice ?? 0),
    validUntil: quote.validUntil ? quote.validUntil.slice(0, 10) : addDays(today, DEFAULT_VALIDITY_DAYS),
  };
}

/** States in which staff may (re)send an answer; the server's state table has the last word (409 otherwise). */
export const ANSWERABLE = new Set<ApiQuote['state']>(['requested', 'answered', 'expired']);

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">{label}</chakra.label>
      {children}
      {error && <Text id={errorId(id)} color={ERROR_TEXT} fontSize="sm" mt="1">{error}</Text>}
    </Box>
  );
}

/** The staff's answer: each line's quantity and quoted unit price HT, the delivery HT, the last day of validity. */
export function AnswerForm({ quote }: { quote: ApiQuote }) {
  const answer = useAnswerQuote(quote.id);
  const [draft, setDraft] = useState(() => draftOf(quote));
  const [showErrors, setShowErrors] = useState(false);
  const editable = ANSWERABLE.has(quote.state);

  const lines = draft.lines.map((line) => ({ ...line, cents: eurosToCents(line.price), qty: parseQuantity(line.quantity) }));
  const deliveryCents = eurosToCents(draft.delivery);
  const valid = lines.every((line) => line.cents !== null && line.qty !== null) && deliveryCents !== null && draft.validUntil !== '';
  const articles = lines.reduce((sum, line) => sum + (line.cents ?? 0) * (line.qty ?? 0), 0);

  const setLine = (index: number, patch: Partial<LineDraft>) =>
    setDraft((old) => ({ ...old, lines: old.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) }));
  const invalid = (bad: boolean) => (showErrors && bad ? true : undefined);

  return (
    <chakra.form
      aria-label={m.answerTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (!valid || !editable) return;
        answer.mutate({
          lines: lines.map((line) => ({ ean: line.ean, quantity: line.qty as number, quotedUnitPrice: line.cents as number })),
          deliveryPrice: deliveryCents as number,
          validUntil: draft.validUntil,
          version: quote.version,
        });
      }}
      display="grid"
      gap="4"
    >
      <Text fontSize="sm" color="fg.muted">{editable ? m.answerIntro : m.readOnly}</Text>
      <Box overflowX="auto">
        <Table>
          <thead>
            <tr>
              <Th scope="col">{m.colArticle}</Th>
              <Th scope="col" textAlign="right">{m.colListPrice}</Th>
              <Th scope="col">{m.colQuantity}</Th>
              <Th scope="col">{m.colQuoted}</Th>
              <Th scope="col" textAlign="right">{m.colLineTotal}</Th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const quantityId = `quote-line-${index}-quantity`;
              const priceId = `quote-line-${index}-price`;
              return (
                <tr key={line.ean} data-testid="quote-answer-line">
                  <Td>
                    {line.title}
                    <Text color="fg.muted">{m.colEan} {line.ean}</Text>
                  </Td>
                  <Td textAlign="right" whiteSpace="nowrap" data-testid="quote-list-price">{formatPrice(line.listUnitPrice)}</Td>
                  <Td>
                    <TextInput
                      id={quantityId}
                      aria-label={m.quantityOf(line.title)}
                      inputMode="numeric"
                      width="20"
                      value={line.quantity}
                      disabled={!editable}
                      onChange={(e) => setLine(index, { quantity: e.target.value })}
                      aria-invalid={invalid(line.qty === null)}
                      aria-describedby={showErrors && line.qty === null ? errorId(quantityId) : undefined}
                    />
                    {showErrors && line.qty === null && <Text id={errorId(quantityId)} color={ERROR_TEXT} fontSize="sm">{m.quantityInvalid}</Text>}
                  </Td>
                  <Td>
                    <TextInput
                      id={priceId}
                      aria-label={m.quotedOf(line.title)}
                      inputMode="decimal"
                      width="32"
                      value={line.price}
                      disabled={!editable}
                      onChange={(e) => setLine(index, { price: e.target.value })}
                      aria-invalid={invalid(line.cents === null)}
                      aria-describedby={showErrors && line.cents === null ? errorId(priceId) : undefined}
                    />
                    {showErrors && line.cents === null && <Text id={errorId(priceId)} color={ERROR_TEXT} fontSize="sm">{m.amountInvalid}</Text>}
                  </Td>
                  <Td textAlign="right" whiteSpace="nowrap" data-testid="quote-line-total">
                    {line.cents === null || line.qty === null ? '—' : formatPrice(line.cents * line.qty)}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Field id="quote-delivery" label={m.delivery} error={showErrors && deliveryCents === null ? m.amountInvalid : undefined}>
          <TextInput
            id="quote-delivery"
            inputMode="decimal"
            value={draft.delivery}
            disabled={!editable}
            onChange={(e) => setDraft((old) => ({ ...old, delivery: e.target.value }))}
            aria-invalid={invalid(deliveryCents === null)}
            aria-describedby={showErrors && deliveryCents === null ? errorId('quote-delivery') : undefined}
          />
        </Field>
        <Field id="quote-valid-until" label={m.validUntil} error={showErrors && draft.validUntil === '' ? m.dateRequired : undefined}>
          <TextInput
            id="quote-valid-until"
            type="date"
            value={draft.validUntil}
            disabled={!editable}
            onChange={(e) => setDraft((old) => ({ ...old, validUntil: e.target.value }))}
            aria-invalid={invalid(draft.validUntil === '')}
            aria-describedby={showErrors && draft.validUntil === '' ? errorId('quote-valid-until') : undefined}
          />
        </Field>
      </Box>
      <Box as="dl" display="grid" gap="1" textAlign="right" data-testid="quote-answer-totals">
        <Text as="div">
          <chakra.dt display="inline">{m.articlesTotal} : </chakra.dt>
          <chakra.dd display="inline">{formatPrice(articles)}</chakra.dd>
        </Text>
        <Text as="div">
          <chakra.dt display="inline">{m.deliveryTotal} : </chakra.dt>
          <chakra.dd display="inline">{deliveryCents === null ? '—' : deliveryCents === 0 ? m.free : formatPrice(deliveryCents)}</chakra.dd>
        </Text>
        <Text as="div" fontWeight="bold" data-testid="quote-answer-total">
          <chakra.dt display="inline">{m.totalHt} : </chakra.dt>
          <chakra.dd display="inline">{formatPrice(articles + (deliveryCents ?? 0))}</chakra.dd>
        </Text>
      </Box>
      {editable && (
        <Box>
          <Button type="submit" colorPalette="copper" loading={answer.isPending} loadingText={m.sending} data-testid="quote-send">
            {quote.state === 'requested' ? m.send : m.resend}
          </Button>
        </Box>
      )}
      {showErrors && !valid && <Text role="alert" color={ERROR_TEXT}>{m.fixErrors}</Text>}
      {answer.isError && !answer.isPending && <Text role="alert" color={ERROR_TEXT}>{(answer.error as Error).message}</Text>}
      {answer.isSuccess && !answer.isPending && <Text role="status" data-testid="quote-sent">{m.sent}</Text>}
    </chakra.form>
  );
}
