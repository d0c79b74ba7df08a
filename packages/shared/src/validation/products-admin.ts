/**
 * Ours: the staff's product desk (grant `dev`): `GET /api/products/?q=&page=`, `GET /api/products/{id}`,
 * `GET /api/products/ean/{ean}`, `PUT /api/products/{id}` (a change), `PUT /api/products/` (a creation),
 * `DELETE /api/products/{id}`, and the rows of the CSV import `PUT /api/product/`. Prices are TTC in integer cents.
 */
import { z } from 'zod';
import { findCategory, leafCategoryPaths } from '../categories';
import { isValidEan13 } from '../ean13';
import { majorToCents } from '../money';

export const PRODUCT_MAX_IMAGES = 7;
export const PRODUCT_MAX_PRICE_CENTS = 10_000_000;
export const PRODUCT_MAX_STOCK = 1_000_000;
export const PRODUCT_PAGE_SIZE = 25;
export const PRODUCT_STATUSES = ['published', 'draft'] as const;

export const PRODUCT_DESK_TEXTS = {
  invalid: 'Le produit est incomplet ou mal rempli.',
  ean: 'Le code EAN doit comporter 13 chiffres valides.',
  eanTaken: 'Un autre produit porte déjà ce code EAN.',
  title: 'La désignation est obligatoire (200 caractères au plus).',
  subtitle: 'Le sous-titre fait au plus 300 caractères.',
  description: 'La description fait au plus 10 000 caractères.',
  brand: 'La marque fait au plus 100 caractères.',
  price: 'Le prix doit être un nombre entier de centimes TTC, de 1 à 10 000 000.',
  csvPrice: 'Le prix doit être un montant en euros TTC (ex. 499,90), plus de 0 et au plus 100 000 €.',
  stock: 'Le stock doit être un nombre entier de 0 à 1 000 000.',
  images: "Les images sont au plus 7 adresses web (http ou https) ou chemins commençant par '/'.",
  category: "La catégorie doit être une catégorie finale de l'arbre du catalogue (ex. radiateurs/inertie/ceramique).",
  status: 'Le statut doit être « published » (en ligne) ou « draft » (brouillon).',
  missingForCreation: 'Nouveau produit : désignation, prix, stock et catégorie sont obligatoires.',
  notFound: 'Produit introuvable',
  id: "L'identifiant du produit n'est pas valide.",
  search: 'La recherche doit faire au plus 100 caractères.',
  page: 'La page doit être un nombre entier de 1 à 1000.',
} as const;

const T = PRODUCT_DESK_TEXTS;

export const productEanSchema = z.string({ error: T.ean }).trim().refine(isValidEan13, { error: T.ean });

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .transform((text) => (text ? text : null));

const imageUrl = z
  .string({ error: T.images })
  .trim()
  .max(2000, { error: T.images })
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s/][^\s]*$/.test(url), { error: T.images });

const LEAF_CATEGORIES = new Set(leafCategoryPaths());

const productFields = {
  ean: productEanSchema,
  title: z.string({ error: T.title }).trim().min(1, { error: T.title }).max(200, { error: T.title }),
  subtitle: optionalText(300, T.subtitle),
  description: optionalText(10_000, T.description),
  brand: optionalText(100, T.brand),
  priceCents: z.number({ error: T.price }).int({ error: T.price }).min(1, { error: T.price }).max(PRODUCT_MAX_PRICE_CENTS, { error: T.price }),
  stock: z.number({ error: T.stock }).int({ error: T.stock }).min(0, { error: T.stock }).max(PRODUCT_MAX_STOCK, { error: T.stock }),
  images: z.array(imageUrl, { error: T.images }).max(PRODUCT_MAX_IMAGES, { error: T.images }),
  category: z
    .string({ error: T.category })
    .trim()
    .refine((path) => LEAF_CATEGORIES.has(path) && findCategory(path) !== undefined, { error: T.category }),
  status: z.enum(PRODUCT_STATUSES, { error: T.status }),
};

/** `PUT /api/products/` (creation): EAN, title, price, stock and category required. */
export const productCreateSchema = z.strictObject(
    {
      ...productFields,
      subtitle: productFields.subtitle.default(null),
      description: productFields.description.default(null),
      brand: productFields.brand.default(null),
      images: productFields.images.default([]),
      status: productFields.status.default('published'),
    },
  { error: T.invalid },
);
export type ProductCreate = z.output<typeof productCreateSchema>;

/** `PUT /api/products/{id}`: only the fields sent change. */
export const productUpdateSchema = z.strictObject(productFields, { error: T.invalid }).partial();
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productIdSchema = z.string({ error: T.id }).regex(/^prod_[0-9A-Z]{10,40}$/i, { error: T.id });

/** `GET /api/products/?q=&page=`: title, handle or EAN; drafts included. */
export const productListQuerySchema = z.object({
  q: z.string({ error: T.search }).trim().max(100, { error: T.search }).optional(),
  page: z.coerce.number({ error: T.page }).int({ error: T.page }).min(1, { error: T.page }).max(1000, { error: T.page }).default(1),
});

/**
 * The CSV import's columns (header row, any order, `;` or `,` separated). `price` is in euros TTC as a French
 * spreadsheet writes it (499,90 or 499.90); the marketplace's image_1…image_7 are gathered into `images`.
 * An empty cell keeps the stored value on an update.
 */
export const PRODUCT_CSV_COLUMNS = [
  'ean',
  'title',
  'subtitle',
  'description',
  'brand',
  'price',
  'stock',
  'category',
  'status',
  ...Array.from({ length: PRODUCT_MAX_IMAGES }, (_, i) => `image_${i + 1}`),
] as const;

export const PRODUCT_CSV_TEXTS = {
  noEan: 'La colonne « ean » est obligatoire dans la ligne d’en-tête.',
  unknownColumns: 'Colonnes inconnues dans la ligne d’en-tête : ',
  duplicateEan: 'Ce code EAN figure déjà plus haut dans le fichier : ligne ignorée.',
} as const;

export type ProductCsvRow = { ean: string; change: ProductUpdate };
export type ProductCsvRowCheck = { ok: true; row: ProductCsvRow } | { ok: false; message: string };

/** "499,90" | "499.9" | "1 299,00" → cents, exactly (digits, no float); undefined when it is no amount. */
export function euroTextToCents(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(compact)) return undefined;
  return majorToCents(compact);
}

/** One CSV record (header → cell) checked into an EAN and the fields it sets; the first refusal in French. */
export function checkProductCsvRecord(record: Record<string, string | undefined>): ProductCsvRowCheck {
  const cell = (name: string): string | undefined => {
    const value = record[name]?.trim();
    return value ? value : undefined;
  };
  const ean = productEanSchema.safeParse(cell('ean') ?? '');
  if (!ean.success) return { ok: false, message: T.ean };
  const raw: Record<string, unknown> = {};
  for (const name of ['title', 'subtitle', 'description', 'brand', 'category', 'status'] as const) {
    const value = cell(name);
    if (value !== undefined) raw[name] = value;
  }
  const price = cell('price');
  if (price !== undefined) {
    const cents = euroTextToCents(price);
    if (cents === undefined || cents < 1 || cents > PRODUCT_MAX_PRICE_CENTS) return { ok: false, message: T.csvPrice };
    raw.priceCents = cents;
  }
  const stock = cell('stock');
  if (stock !== undefined) {
    if (!/^\d{1,7}$/.test(stock)) return { ok: false, message: T.stock };
    raw.stock = Number(stock);
  }
  const images = Array.from({ length: PRODUCT_MAX_IMAGES }, (_, i) => cell(`image_${i + 1}`)).filter(
    (url): url is string => url !== undefined,
  );
  if (images.length) raw.images = images;
  const change = productUpdateSchema.safeParse(raw);
  if (!change.success) return { ok: false, message: change.error.issues[0]?.message ?? T.invalid };
  return { ok: true, row: { ean: ean.data, change: change.data } };
}

/** A new product needs what a product page shows: the change must hold these to become a creation. */
export function csvRowAsCreation(row: ProductCsvRow): ProductCreate | undefined {
  const parsed = productCreateSchema.safeParse({ ...row.change, ean: row.ean });
  return parsed.success ? parsed.data : undefined;
}
