import { Box, Button, chakra, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { formatPrice, type ApiQuote } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { QuoteComments } from '../../components/quotes/QuoteComments';
import { ApiRequestError } from '../../lib/api/client';
import { quotesApi } from '../../lib/api/quotes';
import { formatDate } from '../../lib/format';
import { listArticles, quotedArticles, quotedLineTotal, quotedTotal } from '../../lib/quoteTotals';
import { ERROR_TEXT } from '../checkout/fields';
import { useSessionSnapshot } from '../session/sessionStore';
import { proAreaMessages } from './messages';
import { proPaths } from './paths';
import { useAcceptQuote, useArchiveQuote, useCommentQuote, useLoadQuoteInCart, useMyQuote } from './quoteHooks';

const m = proAreaMessages.quoteDetail;
const cell = { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } as const;
const panel = { as: 'section', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: { base: '4', md: '5' } } as const;

/** What the pro may do in each state (the server's state table has the last word). */
export function quoteActions(quote: Pick<ApiQuote, 'state'>) {
  return {
    accept: quote.state === 'answered',
    load: quote.state === 'answered' || quote.state === 'accepted',
    pdf: quote.state === 'answered' || quote.state === 'accepted' || quote.state === 'ordered',
    archive: quote.state !== 'archived' && quote.state !== 'ordered',
    comment: quote.state !== 'archived',
  };
}

const failure = (mutation: { isError: boolean; isPending: boolean; error: unknown }) =>
  mutation.isError && !mutation.isPending ? (mutation.error as Error).message : null;

function Lines({ quote }: { quote: ApiQuote }) {
  const articles = quotedArticles(quote.lines);
  const total = quotedTotal(quote);
  const saving = articles === null ? 0 : listArticles(quote.lines) - articles;
  return (
    <Box overflowX="auto">
      <chakra.table w="full" fontSize="sm" data-testid="pro-quote-lines">
        <chakra.caption className="visually-hidden">{m.linesTitle}</chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" {...cell}>{m.article}</chakra.th>
            <chakra.th scope="col" {...cell} textAlign="end">{m.quantity}</chakra.th>
            <chakra.th scope="col" {...cell} textAlign="end">{m.listPrice}</chakra.th>
            <chakra.th scope="col" {...cell} textAlign="end">{m.quotedPrice}</chakra.th>
            <chakra.th scope="col" {...cell} textAlign="end">{m.lineTotal}</chakra.th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => {
            const lineTotal = quotedLineTotal(line);
            const lower = line.quotedUnitPrice !== null && line.quotedUnitPrice < line.listUnitPrice;
            return (
              <tr key={line.ean} data-testid="pro-quote-line">
                <chakra.th scope="row" {...cell} fontWeight="medium">{line.title}</chakra.th>
                <chakra.td {...cell} textAlign="end">{line.quantity}</chakra.td>
                <chakra.td {...cell} textAlign="end" whiteSpace="nowrap" data-testid="pro-quote-list-price">
                  {lower ? <s>{formatPrice(line.listUnitPrice)}</s> : formatPrice(line.listUnitPrice)}
                </chakra.td>
                <chakra.td {...cell} textAlign="end" whiteSpace="nowrap" fontWeight="bold" data-testid="pro-quote-quoted-price">
                  {line.quotedUnitPrice === null ? m.pending : formatPrice(line.quotedUnitPrice)}
                </chakra.td>
                <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">{lineTotal === null ? '—' : formatPrice(lineTotal)}</chakra.td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
      {total !== null && articles !== null && (
        <Box mt="3" textAlign="end" data-testid="pro-quote-totals">
          <Box as="dl" display="grid" gap="1" justifyContent="end">
            <Flex gap="3" justify="end"><dt>{m.articles}</dt><dd>{formatPrice(articles)}</dd></Flex>
            <Flex gap="3" justify="end"><dt>{m.delivery}</dt><dd>{quote.deliveryPrice ? formatPrice(quote.deliveryPrice) : m.deliveryFree}</dd></Flex>
            <Flex gap="3" justify="end" fontWeight="bold" fontSize="lg" data-testid="pro-quote-total"><dt>{m.total}</dt><dd>{formatPrice(total)}</dd></Flex>
          </Box>
          {saving > 0 && <Text color="fg.muted" fontSize="sm" mt="1" data-testid="pro-quote-saving">{m.saving(formatPrice(saving))}</Text>}
        </Box>
      )}
    </Box>
  );
}

function Actions({ quote, email }: { quote: ApiQuote; email: string }) {
  const allowed = quoteActions(quote);
  const accept = useAcceptQuote(email, quote.ref);
  const archive = useArchiveQuote(email, quote.ref);
  const load = useLoadQuoteInCart();
  const errors = [failure(accept), failure(archive), failure(load)].filter(Boolean);
  return (
    <Box {...panel} aria-labelledby="pro-quote-actions-title" data-testid="pro-quote-actions">
      <Heading as="h2" id="pro-quote-actions-title" size="lg" mb="3">{m.actionsTitle}</Heading>
      {quote.state === 'accepted' && <Text mb="3" data-testid="pro-quote-accepted">{m.accepted}</Text>}
      <Flex gap="3" wrap="wrap" align="center">
        <Button colorPalette="brand" disabled={!allowed.accept} loading={accept.isPending} onClick={() => accept.mutate()} data-testid="pro-quote-accept">
          {m.accept}
        </Button>
        <Button colorPalette="copper" disabled={!allowed.load} loading={load.isPending} onClick={() => load.mutate(quote.ref)} data-testid="pro-quote-load">
          {m.load}
        </Button>
        {allowed.pdf && (
          <chakra.a href={quotesApi.pdfUrl(quote.id)} color="accent" textDecoration="underline" fontWeight="semibold" data-testid="pro-quote-pdf">
            {m.pdf}
          </chakra.a>
        )}
        <Button variant="outline" disabled={!allowed.archive} loading={archive.isPending} onClick={() => archive.mutate()} data-testid="pro-quote-archive">
          {m.archive}
        </Button>
      </Flex>
      {allowed.load && <Text fontSize="sm" color="fg.muted" mt="2">{m.loadHint}</Text>}
      {errors.map((error) => (
        <Text key={error} role="alert" color={ERROR_TEXT} mt="2" data-testid="pro-quote-error">{error}</Text>
      ))}
    </Box>
  );
}

function StateNotice({ quote }: { quote: ApiQuote }) {
  if (quote.state === 'requested') return <Text data-testid="pro-quote-waiting">{m.waiting}</Text>;
  if (quote.state === 'expired') return <Text role="note">{m.expired}</Text>;
  if (quote.state === 'archived') return <Text>{m.archived}</Text>;
  if (quote.state === 'ordered') {
    return (
      <Text data-testid="pro-quote-ordered">
        {m.ordered}
        {quote.orderNumber ? ` ${m.orderRef(quote.orderNumber)}.` : ''}
      </Text>
    );
  }
  return null;
}

function Detail({ quote, email }: { quote: ApiQuote; email: string }) {
  const comment = useCommentQuote(email, quote.ref);
  return (
    <Box display="grid" gap="5" data-testid="pro-quote-detail" data-state={quote.state}>
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.title(quote.ref)}</Heading>
        <Text color="fg.muted" data-testid="pro-quote-meta">
          {`${m.requestedOn(formatDate(quote.createdAt) ?? '')} – ${proAreaMessages.quoteStates[quote.state] ?? quote.state}`}
        </Text>
        {quote.validUntil && quote.state !== 'requested' && (
          <Text fontWeight="medium" data-testid="pro-quote-validity">{m.validUntil(formatDate(quote.validUntil) ?? '')}</Text>
        )}
        <Box mt="2"><StateNotice quote={quote} /></Box>
      </Box>
      <Box {...panel} aria-labelledby="pro-quote-lines-title">
        <Heading as="h2" id="pro-quote-lines-title" size="lg" mb="3">{m.linesTitle}</Heading>
        <Lines quote={quote} />
      </Box>
      <Actions quote={quote} email={email} />
      <Box {...panel} aria-labelledby="pro-quote-thread-title" data-testid="pro-quote-thread">
        <Heading as="h2" id="pro-quote-thread-title" size="lg" mb="3">{m.commentsTitle}</Heading>
        <QuoteComments
          id="pro-quote-comment"
          comments={quote.comments}
          texts={{
            none: m.noComments,
            authorPro: m.authorPro,
            authorStaff: m.authorStaff,
            label: m.commentLabel,
            required: m.commentRequired,
            submit: m.commentSubmit,
            sent: m.commentSent,
          }}
          onSend={(content) => comment.mutateAsync(content)}
          pending={comment.isPending}
          error={failure(comment)}
          closed={!quoteActions(quote).comment}
        />
      </Box>
    </Box>
  );
}

/** /pro/v1/me/quotes/{ref}: one of the pro's quotes (anyone else's answers 404: "introuvable"), its prices against the list prices, the thread, the actions. */
export function ProQuoteScreen({ quoteRef }: { quoteRef: string }) {
  const { user } = useSessionSnapshot();
  const quote = useMyQuote(user.email, quoteRef);
  if (quote.isPending) {
    return <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{m.loading}</Text>;
  }
  const notFound = quote.isError && quote.error instanceof ApiRequestError && quote.error.status === 404;
  if (quote.isError && !notFound) return <Text role="alert" color={ERROR_TEXT}>{quote.error.message}</Text>;
  if (notFound || !quote.data) {
    return (
      <Box data-testid="pro-quote-not-found">
        <Heading as="h1" size="2xl" mb="3">{m.title(quoteRef.toUpperCase())}</Heading>
        <Text mb="3">{m.notFound}</Text>
        <AppLink to={proPaths.home} color="accent" textDecoration="underline">{m.back}</AppLink>
      </Box>
    );
  }
  return <Detail quote={quote.data} email={user.email} />;
}
