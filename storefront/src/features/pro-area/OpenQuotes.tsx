import { Box, Spinner, Text } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { formatDate } from '../../lib/format';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';
import { useMyQuotes } from './quoteHooks';

const OPEN_STATES = new Set(['requested', 'answered', 'accepted']);

/** The pro's open quotes (GET /api/quotes): asked, answered or accepted, not yet ordered; each opens its page. */
export function OpenQuotes({ email }: { email: string }) {
  const quotes = useMyQuotes(email);
  if (quotes.isPending) return <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" /></Text>;
  if (quotes.isError) return <Text color="fg.muted" data-testid="pro-quotes-unavailable">{m.quotesUnavailable}</Text>;
  const open = quotes.data.quotes.filter((quote) => OPEN_STATES.has(quote.state));
  if (open.length === 0) return <Text data-testid="pro-quotes-empty">{m.noQuotes}</Text>;
  return (
    <Box as="ul" listStyleType="none" data-testid="pro-open-quotes">
      {open.map((quote) => (
        <Box as="li" key={quote.id} py="2" borderBottomWidth="1px" borderColor="border" data-testid="pro-open-quote">
          <AppLink to={proPaths.quoteDetail(quote.ref)} fontWeight="bold" color="accent" textDecoration="underline" aria-label={m.quoteDetail.open(quote.ref)}>
            {quote.ref}
          </AppLink>
          <Text fontSize="sm" color="fg.muted">{`${formatDate(quote.createdAt)} – ${m.quoteStates[quote.state] ?? quote.state}`}</Text>
        </Box>
      ))}
    </Box>
  );
}
