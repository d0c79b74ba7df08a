import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/shared';
import { navigate } from 'gatsby';
import React, { useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { QuoteComments } from '../../../components/quotes/QuoteComments';
import { quotesApi } from '../../../lib/api/quotes';
import { ERROR_TEXT } from '../../checkout/fields';
import { frenchDate, Panel } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { AnswerForm } from './AnswerForm';
import { useDeleteQuote, useStaffArchive, useStaffComment, useStaffQuote } from './hooks';
import { quotesMessages as m } from './messages';
import { QuoteStateTag } from './QuoteStateTag';

const errorText = (mutation: { isError: boolean; isPending: boolean; error: unknown }) =>
  mutation.isError && !mutation.isPending ? (mutation.error as Error).message : null;

/** The answered quote has a PDF; an order made from it links to the order desk (plugins/quotes state table). */
const HAS_PDF = new Set<ApiQuote['state']>(['answered', 'accepted', 'ordered', 'expired']);
const ARCHIVABLE = new Set<ApiQuote['state']>(['requested', 'answered', 'accepted', 'expired']);

function Actions({ quote }: { quote: ApiQuote }) {
  const archive = useStaffArchive(quote.id, quote.ref);
  const remove = useDeleteQuote(quote.id);
  const [confirming, setConfirming] = useState(false);
  const link = { color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' } as const;
  return (
    <Panel title={m.actionsTitle} testId="quote-actions">
      <Box display="grid" gap="3">
        {HAS_PDF.has(quote.state) ? (
          <chakra.a href={quotesApi.pdfUrl(quote.id)} {...link} data-testid="quote-pdf">{m.pdf}</chakra.a>
        ) : (
          <Text color="fg.muted">{m.noPdf}</Text>
        )}
        {quote.orderNumber && (
          <Text>
            {m.orderedAs}{' '}
            <AppLink to={adminHref(`orders/${quote.orderNumber}`)} {...link} data-testid="quote-order">{m.order(quote.orderNumber)}</AppLink>
          </Text>
        )}
        <Box display="flex" gap="2" flexWrap="wrap">
          {ARCHIVABLE.has(quote.state) && (
            <Button variant="outline" colorPalette="copper" loading={archive.isPending} onClick={() => archive.mutate()} data-testid="quote-archive">
              {m.archive}
            </Button>
          )}
          {!confirming && quote.state !== 'ordered' && (
            <Button variant="outline" onClick={() => setConfirming(true)} data-testid="quote-delete">{m.remove}</Button>
          )}
        </Box>
        {confirming && (
          <Box role="group" aria-label={m.remove} borderWidth="1px" borderColor="border" borderRadius="md" p="3" data-testid="quote-delete-confirm">
            <Text mb="2">{m.confirmRemove(quote.ref)}</Text>
            <Box display="flex" gap="2" flexWrap="wrap">
              <Button
                colorPalette="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate(adminHref('quotes')) })}
              >
                {m.confirm}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>{m.cancel}</Button>
            </Box>
          </Box>
        )}
        {archive.isSuccess && !archive.isPending && <Text role="status">{m.archived}</Text>}
        {errorText(archive) && <Text role="alert" color={ERROR_TEXT}>{errorText(archive)}</Text>}
        {errorText(remove) && <Text role="alert" color={ERROR_TEXT}>{errorText(remove)}</Text>}
      </Box>
    </Panel>
  );
}

function Detail({ quote }: { quote: ApiQuote }) {
  const comment = useStaffComment(quote.id, quote.ref);
  return (
    <Box display="grid" gap="4">
      <Box>
        <AppLink to={adminHref('quotes')} color="accent" textDecoration="underline">{m.back}</AppLink>
        <Heading as="h1" size="2xl" mt="2">{m.quoteTitle(quote.ref)}</Heading>
        <Text color="fg.muted" display="flex" gap="2" flexWrap="wrap" alignItems="center">
          <span>
            {m.requestedOn(frenchDate(quote.createdAt, true))}
            {quote.answeredAt ? `, ${m.answeredOn(frenchDate(quote.answeredAt, true))}` : ''}
          </span>
          <QuoteStateTag state={quote.state} />
        </Text>
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
        <Box display="grid" gap="4">
          <Panel title={m.answerTitle} testId="quote-answer">
            <AnswerForm key={quote.id} quote={quote} />
          </Panel>
          <Panel title={m.commentsTitle} testId="quote-thread">
            <QuoteComments
              id="staff-quote-comment"
              comments={quote.comments}
              texts={{
                none: m.noComments,
                authorPro: m.authorPro,
                authorStaff: m.authorStaff,
                label: m.commentLabel,
                required: m.commentRequired,
                submit: m.addComment,
                sent: m.commentSent,
              }}
              onSend={(content) => comment.mutateAsync(content)}
              pending={comment.isPending}
              error={errorText(comment)}
              closed={quote.state === 'archived'}
            />
          </Panel>
        </Box>
        <Box display="grid" gap="4">
          <Panel title={m.customerTitle} testId="quote-customer">
            {quote.customer.company && <Text fontWeight="semibold">{quote.customer.company}</Text>}
            <Text>{quote.customer.email}</Text>
            <AppLink to={adminHref(`users/${quote.customer.id}`)} color="accent" textDecoration="underline">{m.customerLink}</AppLink>
          </Panel>
          <Panel title={m.messageTitle} testId="quote-message">
            {quote.message ? <Text whiteSpace="pre-wrap">{quote.message}</Text> : <Text color="fg.muted">{m.noMessage}</Text>}
          </Panel>
          <Actions quote={quote} />
        </Box>
      </Box>
    </Box>
  );
}

/** /admin/quotes/{id}: the request, the answer staff send (prices, delivery, validity), the thread and the actions. */
export default function QuoteScreen({ params }: AdminScreenProps) {
  const quote = useStaffQuote(params.id ?? '');
  if (quote.isPending) return <Loading />;
  if (quote.isError) return <Text role="alert" color={ERROR_TEXT}>{(quote.error as Error).message}</Text>;
  return <Detail quote={quote.data} />;
}
