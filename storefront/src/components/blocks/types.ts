import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ProductCardData } from '../../lib/product-card-data';

/** A media object as the sourcing step leaves it inside the homepage JSON (absolute URL). */
export type BlockMedia = { url: string; alt?: string | null; width?: number | null; height?: number | null };

/** elements.image-variants: one picture in three sizes; the largest is processed into a srcset. */
export type ImageVariants = { small?: BlockMedia | null; medium?: BlockMedia | null; large?: BlockMedia | null; alt?: string | null };

export type BlockButtons = {
  primaryButtonTitle?: string | null;
  primaryButtonLink?: string | null;
  secondaryButtonTitle?: string | null;
  secondaryButtonLink?: string | null;
};

export type BlockData = BlockButtons & {
  __component: string;
  id?: number;
  title?: string | null;
  text?: string | null;
  image?: ImageVariants | null;
  items?: Record<string, unknown>[] | null;
  features?: { label?: string | null; caption?: string | null }[] | null;
};

/** What blocks may look up: processed images by source URL, and catalogue products by EAN or slug. */
export type BlockResources = {
  image: (media: BlockMedia | null | undefined) => IGatsbyImageData | null;
  productByEan: (ean: string | null | undefined) => ProductCardData | undefined;
  productBySlug: (slug: string | null | undefined) => ProductCardData | undefined;
};

/**
 * `headingId` labels the block's <section> with its title, so each block is a named region. `firstScreen`: the block
 * is on the page's first screen, so its pictures load at once rather than when the browser finds them in view.
 */
export type BlockProps = { block: BlockData; resources: BlockResources; headingLevel: 'h1' | 'h2'; headingId: string; firstScreen?: boolean };

export function variantsMedia(image: ImageVariants | null | undefined): BlockMedia | null {
  return image?.large ?? image?.medium ?? image?.small ?? null;
}
