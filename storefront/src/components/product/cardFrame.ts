/** The frame of a product card in a grid: the static card, a search result, a pro store card. */
export const cardFrame = {
  position: 'relative',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'page',
  _hover: { boxShadow: 'md' },
} as const;
