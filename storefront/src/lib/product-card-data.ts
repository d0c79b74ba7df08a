import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * One image recipe for every product card (grids, search, best sellers): sharp writes two widths in
 * WebP only (every browser the shop targets reads it), which keeps build time low for big catalogues.
 */
export const CARD_IMAGE_ARGS = 'layout: CONSTRAINED, width: 300, breakpoints: [300, 600], formats: [WEBP], placeholder: DOMINANT_COLOR';

export type CardImage = {
  alt: string;
  file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

export type ProductCardData = {
  slug: string;
  title: string;
  subtitle: string | null;
  brand: string | null;
  ean: string | null;
  priceCents: number | null;
  stock: number | null;
  /** the first image, the only one a card shows */
  cardImage: CardImage | null;
};
