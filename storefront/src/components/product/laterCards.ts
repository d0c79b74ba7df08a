/**
 * For a product grid (`css` of the `ul`): the browser skips the style and layout of the cards after the twelfth
 * until they near the screen (`content-visibility: auto`). On /products (48 cards) the style and layout pass once
 * the scripts had run was the longest task of a first load; skipping every card halved it, but Chrome then laid out
 * the cards on screen at the placeholder height before their own, which moved the rows below (CLS). The
 * thirteenth card starts the third row or a later one at every grid width (two to five columns): below the first
 * screen of a phone or a laptop, so the rows that move when it takes its own height are off screen.
 * Once shown, a card keeps the room it last took (`auto`); before, the placeholder is about a card's height.
 */
export const laterCardsSkipLayout = {
  '& > li:nth-of-type(n+13)': {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: 'auto 340px', md: 'auto 400px' },
  },
} as const;
