/**
 * `POST /api/product/query`: the catalogue search of /products (?q=) and the category and pro store pages
 * (section 2.1 and 2.3). Every filter is optional; an empty body lists the whole catalogue.
 * The texts are ours (the spec shows none for this call).
 */
import { z } from 'zod';
import { categoryHandle, flattenCategoryTree } from '../categories';
import { isValidEan13 } from '../ean13';
import {
  PRODUCT_QUERY_BRANDS_MAX,
  PRODUCT_QUERY_PAGE_MAX,
  PRODUCT_QUERY_PAGE_SIZE_DEFAULT,
  PRODUCT_QUERY_PAGE_SIZE_MAX,
  PRODUCT_QUERY_TEXT_MAX,
  PRODUCT_SORTS,
} from './product-query-limits';

export * from './product-query-limits';

/** Bounds that keep a range far from integer overflow: 100 kW, 1 000 000 € in cents. */
const POWER_MAX_W = 100_000;
const PRICE_MAX_CENTS = 100_000_000;

export const PRODUCT_QUERY_MESSAGES = {
  invalidBody: "La recherche envoyée n'est pas valide.",
  text: `Le texte recherché doit faire ${PRODUCT_QUERY_TEXT_MAX} caractères au plus.`,
  category: "Cette catégorie n'existe pas.",
  type: "Ce type de produit n'existe pas.",
  brand: `La marque doit être un texte, ou une liste de ${PRODUCT_QUERY_BRANDS_MAX} marques au plus.`,
  powerRange: 'La puissance doit être une fourchette { min, max } de watts entiers positifs.',
  priceRange: 'Le prix doit être une fourchette { min, max } de centimes entiers positifs.',
  rangeOrder: 'Le minimum ne peut pas dépasser le maximum.',
  inStock: 'Le filtre « en stock » doit valoir true ou false.',
  sort: 'Le tri doit être relevance, price-asc, price-desc ou name.',
  page: `La page doit être un nombre entier de 1 à ${PRODUCT_QUERY_PAGE_MAX}.`,
  pageSize: `Le nombre de produits par page doit être un nombre entier de 1 à ${PRODUCT_QUERY_PAGE_SIZE_MAX}.`,
  /** GET /api/product/bestMatch?ean= */
  ean: 'Le code EAN doit comporter 13 chiffres valides.',
} as const;

const M = PRODUCT_QUERY_MESSAGES;

/**
 * Product types are the second level of the tree (the pro store's `type` filter, section 2.3):
 * inertie, double-coeur, panneau-rayonnant, inertie-mobiles, classiques, soufflants, mobiles.
 */
export const PRODUCT_TYPES: { slug: string; name: string; parentPath: string }[] = flattenCategoryTree()
  .filter((entry) => entry.depth === 1)
  .map((entry) => ({ slug: entry.node.slug, name: entry.node.name, parentPath: entry.parentPath ?? '' }));

/** The spellings of section 2.3 ('inertie-mobile', 'mobile') for the tree's slugs. */
const TYPE_ALIASES: Record<string, string> = { 'inertie-mobile': 'inertie-mobiles', mobile: 'mobiles' };

const CATEGORY_PATHS = new Map<string, string>(
  flattenCategoryTree().flatMap((entry) => [
    [entry.path, entry.path],
    [categoryHandle(entry.path), entry.path],
  ]),
);

/** 'radiateurs/inertie', its handle 'radiateurs-inertie' or with slashes around -> the tree path; undefined if unknown. */
export function categoryPathOf(raw: string): string | undefined {
  return CATEGORY_PATHS.get(raw.trim().toLowerCase().replace(/^\/+|\/+$/g, ''));
}

export function productTypeOf(raw: string): string | undefined {
  const slug = raw.trim().toLowerCase();
  const resolved = TYPE_ALIASES[slug] ?? slug;
  return PRODUCT_TYPES.some((type) => type.slug === resolved) ? resolved : undefined;
}

function rangeSchema(message: string, max: number) {
  const bound = z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });
  return z
    .object({ min: bound.optional(), max: bound.optional() }, { error: message })
    .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
      error: M.rangeOrder,
    });
}

const brandName = z.string({ error: M.brand }).trim().min(1, { error: M.brand }).max(100, { error: M.brand });

export const productQuerySchema = z.object(
  {
    q: z
      .string({ error: M.text })
      .max(PRODUCT_QUERY_TEXT_MAX * 2, { error: M.text })
      .transform((text) => text.trim())
      .refine((text) => text.length <= PRODUCT_QUERY_TEXT_MAX, { error: M.text })
      .optional(),
    category: z
      .string({ error: M.category })
      .max(200, { error: M.category })
      .transform((raw, ctx) => {
        const path = categoryPathOf(raw);
        if (path === undefined) ctx.addIssue({ code: 'custom', message: M.category });
        return path ?? raw;
      })
      .optional(),
    type: z
      .string({ error: M.type })
      .max(100, { error: M.type })
      .transform((raw, ctx) => {
        const slug = productTypeOf(raw);
        if (slug === undefined) ctx.addIssue({ code: 'custom', message: M.type });
        return slug ?? raw;
      })
      .optional(),
    brand: z
      .union([brandName.transform((name) => [name]), z.array(brandName, { error: M.brand }).max(PRODUCT_QUERY_BRANDS_MAX, { error: M.brand })], {
        error: M.brand,
      })
      .transform((names) => [...new Set(names)])
      .optional(),
    power: rangeSchema(M.powerRange, POWER_MAX_W).optional(),
    price: rangeSchema(M.priceRange, PRICE_MAX_CENTS).optional(),
    inStock: z.boolean({ error: M.inStock }).optional(),
    sort: z.enum(PRODUCT_SORTS, { error: M.sort }).optional(),
    page: z
      .number({ error: M.page })
      .int({ error: M.page })
      .min(1, { error: M.page })
      .max(PRODUCT_QUERY_PAGE_MAX, { error: M.page })
      .default(1),
    pageSize: z
      .number({ error: M.pageSize })
      .int({ error: M.pageSize })
      .min(1, { error: M.pageSize })
      .max(PRODUCT_QUERY_PAGE_SIZE_MAX, { error: M.pageSize })
      .default(PRODUCT_QUERY_PAGE_SIZE_DEFAULT),
  },
  { error: M.invalidBody },
);

export type ProductQueryInput = z.input<typeof productQuerySchema>;
export type ProductQuery = z.output<typeof productQuerySchema>;

/** `GET /api/product/bestMatch?ean=`: exactly one EAN-13 with a right check digit. */
export const bestMatchQuerySchema = z.object(
  {
    ean: z
      .string({ error: M.ean })
      .trim()
      .regex(/^\d{13}$/, { error: M.ean })
      .refine((code) => isValidEan13(code), { error: M.ean }),
  },
  { error: M.ean },
);
