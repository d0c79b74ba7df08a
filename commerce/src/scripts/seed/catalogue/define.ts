import { ean13CheckDigit } from '@shop/shared';
import type { CatalogueProduct } from './types';

/**
 * Products are written as ranges (a brand's model line) with one entry per variant (power, capacity,
 * colour), the way a heating catalogue is organised; `expandRange` turns them into flat products.
 */

/** GS1 France prefix 376 + the shop's company digits: codes stay the same from one seed to the next. */
export const EAN_COMPANY_PREFIX = '3760891';

export type Variant = {
  /** Appended to the range's handle and SKU ('1000w'); empty for a range with a single product. */
  key: string;
  /** Appended to the range's title ('1000 W'); empty for none. */
  label: string;
  priceCents: number;
  stock: number;
  powerW: number;
  /** Width, height, depth in millimetres. */
  size: [number, number, number];
  weightG: number;
  colour?: string;
  bestSeller?: boolean;
  imageCount?: number;
  /** One sentence specific to this variant, added after the range description. */
  note?: string;
};

export type Range = {
  /** Three digits, unique over the catalogue: items are numbered `${code}${variant index, 2 digits}`. */
  code: number;
  brand: string;
  /** Short upper-case code used in SKUs. */
  skuPrefix: string;
  categoryPath: string;
  /** Full French name without the variant label, e.g. 'Radiateur à inertie céramique Solena'. */
  title: string;
  handle: string;
  subtitle: string;
  /** Two or three sentences shared by every variant. */
  description: string;
  features: string[];
  colour: string;
  imageCount?: number;
  variants: Variant[];
};

/** Heating rule of thumb for a well insulated home: about 100 W per square metre. */
export function roomNote(powerW: number): string {
  const low = Math.round((powerW / 100) * 0.8);
  const high = Math.round(powerW / 100);
  return `En ${powerW} W, il convient à une pièce d’environ ${low} à ${high} m² bien isolée.`;
}

export function eanFor(code: number, index: number): string {
  const body = `${EAN_COMPANY_PREFIX}${String(code).padStart(3, '0')}${String(index + 1).padStart(2, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

export function expandRange(range: Range): CatalogueProduct[] {
  return range.variants.map((variant, index) => {
    const [widthMm, heightMm, depthMm] = variant.size;
    const product: CatalogueProduct = {
      handle: variant.key ? `${range.handle}-${variant.key}` : range.handle,
      title: variant.label ? `${range.title} ${variant.label}` : range.title,
      subtitle: range.subtitle,
      description: variant.note ? `${range.description} ${variant.note}` : range.description,
      categoryPath: range.categoryPath,
      brand: range.brand,
      ean: eanFor(range.code, index),
      sku: variant.key ? `${range.skuPrefix}-${variant.key.toUpperCase()}` : range.skuPrefix,
      priceCents: variant.priceCents,
      stock: variant.stock,
      powerW: variant.powerW,
      widthMm,
      heightMm,
      depthMm,
      weightG: variant.weightG,
      colour: variant.colour ?? range.colour,
      features: range.features,
      imageCount: variant.imageCount ?? range.imageCount ?? 3,
    };
    if (variant.bestSeller) product.bestSeller = true;
    return product;
  });
}
