/** One product of the seeded catalogue, as the seed script turns it into a Medusa product (prices TTC). */
export type CatalogueProduct = {
  /** Slug, unique, e.g. 'radiateur-inertie-ceramique-solena-1000w'. */
  handle: string;
  title: string;
  subtitle: string;
  /** French, 2-4 sentences. */
  description: string;
  /** A leaf path of CATEGORY_TREE, e.g. 'radiateurs/inertie/ceramique'. */
  categoryPath: string;
  brand: string;
  /** Valid EAN-13. */
  ean: string;
  sku: string;
  /** Tax-inclusive (20% VAT) price in integer cents. */
  priceCents: number;
  stock: number;
  powerW: number;
  widthMm: number;
  heightMm: number;
  depthMm: number;
  weightG: number;
  colour: string;
  bestSeller?: boolean;
  /** 3-5 French bullet points. */
  features: string[];
  /** 1..3 generated images. */
  imageCount: number;
};
