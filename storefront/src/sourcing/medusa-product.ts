import { majorToCents } from '@shop/shared';

/**
 * Maps a product of Medusa's store API to the storefront's product record. Pure, so the
 * rules (which price, which stock, how metadata typed by hand in the admin is read) are tested.
 */

export type MedusaCalculatedPrice = {
  calculated_amount?: number | null;
  calculated_amount_with_tax?: number | null;
  is_calculated_price_tax_inclusive?: boolean | null;
  currency_code?: string | null;
};

export type MedusaVariant = {
  id: string;
  sku?: string | null;
  ean?: string | null;
  barcode?: string | null;
  manage_inventory?: boolean | null;
  inventory_quantity?: number | null;
  calculated_price?: MedusaCalculatedPrice | null;
};

export type MedusaProduct = {
  id: string;
  handle: string;
  title: string;
  subtitle?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  weight?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
  length?: number | string | null;
  metadata?: Record<string, unknown> | null;
  images?: { id?: string; url: string; rank?: number | null }[] | null;
  categories?: { id: string }[] | null;
  variants?: MedusaVariant[] | null;
};

export type ProductRecord = {
  productId: string;
  variantId: string | null;
  slug: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  ean: string | null;
  sku: string | null;
  /** TTC, integer cents; null when the region has no price for the product */
  priceCents: number | null;
  /** sellable units; null when Medusa does not manage the variant's inventory */
  stock: number | null;
  categoryIds: string[];
  brand: string | null;
  powerW: number | null;
  colour: string | null;
  features: string[];
  bestSeller: boolean;
  widthMm: number | null;
  heightMm: number | null;
  depthMm: number | null;
  weightG: number | null;
  imageUrls: string[];
};

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Numbers typed in the admin's metadata editor arrive as strings ('1000'). */
export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  return Math.round(n);
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** An array from the seed, a JSON array string or one feature per line from the admin. */
export function featureList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((v): v is string => v !== null);
  if (typeof value !== 'string' || !value.trim()) return [];
  const raw = value.trim();
  if (raw.startsWith('[')) {
    try {
      return featureList(JSON.parse(raw));
    } catch {
      // not JSON after all: read it as lines
    }
  }
  return raw.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/**
 * The region's prices are tax inclusive, so the calculated amount is already TTC. When Medusa also
 * computed taxes (region + country given), `calculated_amount_with_tax` is the safer reading.
 */
export function ttcCents(price: MedusaCalculatedPrice | null | undefined): number | null {
  if (!price) return null;
  const amount = price.calculated_amount_with_tax ?? (price.is_calculated_price_tax_inclusive !== false ? price.calculated_amount : null);
  if (amount === null || amount === undefined) return null;
  return majorToCents(amount);
}

function pickVariant(variants: MedusaVariant[]): MedusaVariant | null {
  return variants.find((v) => v.calculated_price?.calculated_amount != null) ?? variants[0] ?? null;
}

export function mapMedusaProduct(product: MedusaProduct): ProductRecord {
  const variant = pickVariant(product.variants ?? []);
  const meta = product.metadata ?? {};
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((i) => i.url);
  if (images.length === 0 && product.thumbnail) images.push(product.thumbnail);
  const stock =
    variant && variant.manage_inventory !== false && typeof variant.inventory_quantity === 'number'
      ? Math.max(0, variant.inventory_quantity)
      : null;

  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    slug: product.handle,
    title: product.title,
    subtitle: text(product.subtitle),
    description: text(product.description),
    ean: text(variant?.ean) ?? text(variant?.barcode),
    sku: text(variant?.sku),
    priceCents: ttcCents(variant?.calculated_price),
    stock,
    categoryIds: (product.categories ?? []).map((c) => c.id),
    brand: text(meta.brand),
    powerW: positiveInt(meta.powerW),
    colour: text(meta.colour),
    features: featureList(meta.features),
    bestSeller: flag(meta.bestSeller),
    // Medusa's product has width/height/length/weight fields without units: the seed writes mm and g.
    widthMm: positiveInt(product.width),
    heightMm: positiveInt(product.height),
    depthMm: positiveInt(product.length),
    weightG: positiveInt(product.weight),
    imageUrls: [...new Set(images)],
  };
}
