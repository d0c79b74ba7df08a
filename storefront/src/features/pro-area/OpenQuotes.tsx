import { Box, Spinner, Text } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/shared';
import React, { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format';
import { quotesApi } from '../../lib/api/quotes';
import { proAreaMessages as m } from './messages';

const OPEN_STATES = new Set(['requested', 'answered', 'accepted']);

/** The pro's open quotes (GET /api/quotes): asked, answered or accepted, not yet ordered. */
export function OpenQuotes() {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'done'; quotes: ApiQuote[] }>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    quotesApi
      .mine(controller.signal)
      .then((answer) => setState({ status: 'done', quotes: answer.quotes.filter((quote) => OPEN_STATES.has(quote.state)) }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, []);
  if (state.status === 'loading') return <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" /></Text>;
  if (state.status === 'error') return <Text color="fg.muted" data-testid="pro-quotes-unavailable">{m.quotesUnavailable}</Text>;
  if (state.quotes.length === 0) return <Text data-testid="pro-quotes-empty">{m.noQuotes}</Text>;
  return (
    <Box as="ul" listStyleType="none" data-testid="pro-open-quotes">
      {state.quotes.map((quote) => (
        <Box as="li" key={quote.id} py="2" borderBottomWidth="1px" borderColor="border" data-testid="pro-open-quote">
          <Text fontWeight="bold">{quote.ref}</Text>
          <Text fontSize="sm" color="fg.muted">{`${formatDate(quote.createdAt)} – ${m.quoteStates[quote.state] ?? quote.state}`}</Text>
        </Box>
      ))}
    </Box>
  );
}
