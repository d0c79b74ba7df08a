import { euroTextToCents, formatPrice, leafCategoryPaths, type ApiAdminProduct } from '@shop/shared';
import { productMessages as m } from './messages';

/** The product form's values (texts of the inputs), turned into the API's body on submit. */
export type ProductFormValues = {
  ean: string;
  title: string;
  subtitle: string;
  description: string;
  brand: string;
  /** euros TTC as typed (499,90) */
  price: string;
  stock: string;
  category: string;
  status: 'published' | 'draft';
  /** one URL per line */
  images: string;
};

export const EMPTY_PRODUCT: ProductFormValues = {
  ean: '',
  title: '',
  subtitle: '',
  description: '',
  brand: '',
  price: '',
  stock: '',
  category: '',
  status: 'published',
  images: '',
};

export const CATEGORY_OPTIONS = leafCategoryPaths().map((path) => ({ value: path, label: path }));

const euros = (cents: number) => formatPrice(cents).replace(/\s?€$/, '').replace(/\u202f|\u00a0/g, '');

export function productFormValuesOf(product: ApiAdminProduct): ProductFormValues {
  return {
    ean: product.ean ?? '',
    title: product.title,
    subtitle: product.subtitle ?? '',
    description: product.description ?? '',
    brand: product.brand ?? '',
    price: product.priceCents === null ? '' : euros(product.priceCents),
    stock: product.stock === null ? '' : String(product.stock),
    category: product.category ?? '',
    status: product.status,
    images: product.images.join('\n'),
  };
}

export type ProductBody = { body: Record<string, unknown>; errors: null } | { body: null; errors: Partial<Record<keyof ProductFormValues, string>> };

/**
 * The form's texts as the API's body: euros → integer cents (the shared `euroTextToCents`, digit by digit), the
 * stock as an integer, one image per line. With `initial` (a change), only the fields that differ are sent.
 */
export function productBodyOf(values: ProductFormValues, initial: ProductFormValues | null): ProductBody {
  const errors: Partial<Record<keyof ProductFormValues, string>> = {};
  const priceCents = euroTextToCents(values.price);
  if (priceCents === undefined) errors.price = m.amountInvalid;
  if (!/^\s*\d{1,7}\s*$/.test(values.stock)) errors.stock = m.stockInvalid;
  if (Object.keys(errors).length) return { body: null, errors };
  const full: Record<string, unknown> = {
    ean: values.ean.trim(),
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    brand: values.brand,
    priceCents,
    stock: Number(values.stock),
    category: values.category,
    status: values.status,
    images: values.images.split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
  };
  if (!initial) return { body: full, errors: null };
  const before = productBodyOf(initial, null).body ?? {};
  const changed = Object.fromEntries(Object.entries(full).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
  return { body: changed, errors: null };
}

/** The API's field names → the form's. */
export const PRODUCT_FIELD_OF: Record<string, keyof ProductFormValues> = { priceCents: 'price' };
