import Medusa from '@medusajs/js-sdk';
import type { SourceCategory } from '../lib/categories';
import { SourcingError, unreachable, type SourceSettings } from './env';
import { mapMedusaProduct, type MedusaProduct, type ProductRecord } from './medusa-product';

export type MedusaCatalogue = {
  region: { id: string; name: string; currencyCode: string };
  categories: SourceCategory[];
  products: ProductRecord[];
};

const PAGE_SIZE = 100;

const PRODUCT_FIELDS = [
  '*variants.calculated_price',
  '+variants.inventory_quantity',
  '+variants.ean',
  '+variants.barcode',
  '+variants.sku',
  '+variants.manage_inventory',
  '+metadata',
  '+subtitle',
  '+weight',
  '+width',
  '+height',
  '+length',
  '*images',
  '*categories',
].join(',');

const CATEGORY_FIELDS = 'id,name,handle,description,parent_category_id,rank,metadata';

type Page<T> = { items: T[]; count: number };

/**
 * Reads every page of a list endpoint (Medusa caps `limit`). Pages must be ordered by a unique key:
 * with `created_at`, products seeded in one batch share a timestamp and offsets skip or repeat some
 * (measured: 1,998 distinct of 2,073). A short or repeated read fails the build instead of
 * publishing a partial catalogue.
 */
export async function readAll<T extends { id: string }>(what: string, load: (offset: number) => Promise<Page<T>>): Promise<T[]> {
  const byId = new Map<string, T>();
  let expected = 0;
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await load(offset);
    expected = page.count;
    for (const item of page.items) byId.set(item.id, item);
    if (page.items.length === 0 || offset + PAGE_SIZE >= page.count) break;
  }
  if (byId.size !== expected) {
    throw new SourcingError(`Medusa listed ${expected} ${what} but the pages returned ${byId.size} distinct ones.`);
  }
  return [...byId.values()];
}

function isNetworkFailure(error: unknown): boolean {
  // The SDK throws FetchError with an HTTP status for answers; a refused connection has none.
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number';
}

export async function fetchMedusaCatalogue(settings: SourceSettings): Promise<MedusaCatalogue> {
  const sdk = new Medusa({
    baseUrl: settings.medusaUrl,
    publishableKey: settings.medusaPublishableKey,
    auth: { type: 'jwt', jwtTokenStorageMethod: 'nostore' },
  });
  const guard = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isNetworkFailure(error)) throw unreachable('Medusa', settings.medusaUrl, 'MEDUSA_URL', error);
      const message = error instanceof Error ? error.message : String(error);
      throw new SourcingError(
        `Medusa refused ${what} (${message}). Check MEDUSA_PUBLISHABLE_KEY: it must be the "Storefront" key of this Medusa.`,
      );
    }
  };

  const { regions } = await guard('the region list', () => sdk.store.region.list({ limit: 100 }));
  const region = regions.find((r) => r.name.toLowerCase() === settings.regionName.toLowerCase());
  if (!region) {
    const names = regions.map((r) => r.name).join(', ') || 'none';
    throw new SourcingError(`Medusa has no region named "${settings.regionName}" (regions: ${names}). Run the seed first.`);
  }

  const categories = await guard('the category list', () =>
    readAll('categories', async (offset) => {
      const page = await sdk.store.category.list({ limit: PAGE_SIZE, offset, fields: CATEGORY_FIELDS, order: 'id' });
      return { items: page.product_categories, count: page.count };
    }),
  );

  const products = await guard('the product list', () =>
    readAll('products', async (offset) => {
      const page = await sdk.store.product.list({
        limit: PAGE_SIZE,
        offset,
        region_id: region.id,
        country_code: settings.countryCode,
        fields: PRODUCT_FIELDS,
        order: 'id',
      });
      return { items: page.products as unknown as MedusaProduct[], count: page.count };
    }),
  );

  return {
    region: { id: region.id, name: region.name, currencyCode: region.currency_code },
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      handle: c.handle,
      description: c.description ?? '',
      parentId: c.parent_category_id ?? null,
      rank: c.rank ?? 0,
      metadata: (c.metadata as Record<string, unknown> | null) ?? null,
    })),
    products: products.map(mapMedusaProduct),
  };
}
