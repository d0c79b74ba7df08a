import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ProductCardData } from '../../lib/product-card-data';
import type { BlockMedia, BlockResources } from './types';

export type HomepageMedia = {
  url: string;
  file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/** Lookups the blocks need, built once per page from the page query's lists. */
export function createBlockResources(media: HomepageMedia[], products: ProductCardData[]): BlockResources {
  const files = new Map(media.map((m) => [m.url, m.file]));
  const byEan = new Map(products.filter((p) => p.ean).map((p) => [p.ean as string, p]));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  return {
    image: (m: BlockMedia | null | undefined) => (m ? files.get(m.url)?.childImageSharp?.gatsbyImageData ?? null : null),
    productByEan: (ean) => (ean ? byEan.get(ean.trim()) : undefined),
    productBySlug: (slug) => (slug ? bySlug.get(slug) : undefined),
  };
}
