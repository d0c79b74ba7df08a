/**
 * The frame of a product card in a grid: the static card, a search result, a pro store card.
 * `content-visibility: auto` lets the browser skip the style and layout of the cards out of view, most of a 24 to 48
 * card grid on a phone: on /products that work was the longest task of a first load (a 47 ms style and layout pass
 * once the scripts had run, desktop CPU). A skipped card keeps the room a card takes (`contain-intrinsic-size`, then
 * the size it last had on screen). The frame already clips its content (`overflow: hidden`), so the paint
 * containment that comes with it changes nothing on screen.
 */
export const cardFrame = {
  position: 'relative',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'page',
  _hover: { boxShadow: 'md' },
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 340px', md: 'auto 400px' },
} as const;
