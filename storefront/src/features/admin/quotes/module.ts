import { lazy } from 'react';
import type { AdminModule } from '../types';
import { QuotesToAnswerTile } from './tiles';

/** The staff side of quotations (grant `quotes`): the list, one quote, and the "open quotes" dashboard tile. */
export const quotesModule: AdminModule = {
  name: 'quotes',
  screens: [
    { path: 'quotes', Screen: lazy(() => import('./QuotesScreen')) },
    { path: 'quotes/:id', Screen: lazy(() => import('./QuoteScreen')) },
  ],
  tiles: [{ id: 'quotes-to-answer', grant: 'quotes', order: 30, Tile: QuotesToAnswerTile }],
};
