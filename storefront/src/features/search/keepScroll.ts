import type React from 'react';

/**
 * A filter or sort change on /products only changes the query string; Gatsby would scroll to the top as
 * for a new page, and the visitor would lose the filter they just ticked. Such navigations carry this
 * history state, and gatsby-browser's `shouldUpdateScroll` leaves the scroll alone for them.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(historyState: unknown): boolean {
  return typeof historyState === 'object' && historyState !== null && (historyState as { keepScroll?: unknown }).keepScroll === true;
}

/** A plain click (no modifier: those open a tab) that the page handles itself. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
