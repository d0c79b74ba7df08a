import { QUOTE_STATE_LABELS, type ApiQuoteState } from '@shop/shared';
import React from 'react';
import { Tag } from '../desk/ui';

const TONES: Record<ApiQuoteState, 'neutral' | 'good' | 'warn'> = {
  requested: 'warn',
  answered: 'neutral',
  accepted: 'good',
  ordered: 'good',
  expired: 'neutral',
  archived: 'neutral',
};

/** The quote's state as a short label (a request waiting for an answer stands out). */
export function QuoteStateTag({ state }: { state: ApiQuoteState }) {
  return <span data-testid="quote-state" data-state={state}><Tag tone={TONES[state]}>{QUOTE_STATE_LABELS[state] ?? state}</Tag></span>;
}
