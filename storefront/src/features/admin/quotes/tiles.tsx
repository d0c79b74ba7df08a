import React from 'react';
import { adminHref } from '../menu';
import { AdminTile } from '../shell/AdminTile';
import { searchOfFilters } from './filters';
import { TO_ANSWER_FILTERS, useQuotesToAnswer } from './hooks';
import { quotesMessages as m } from './messages';

/** Dashboard: the quote requests waiting for the staff's answer ("open quotes"). */
export function QuotesToAnswerTile() {
  const query = useQuotesToAnswer();
  return (
    <AdminTile
      title={m.tileTitle}
      query={query}
      value={(list) => list.count}
      hint={m.tileHint}
      to={`${adminHref('quotes')}${searchOfFilters(TO_ANSWER_FILTERS)}`}
      linkText={m.tileLink}
    />
  );
}
