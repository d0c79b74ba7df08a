/**
 * The /products URL is the search's state (spec 2.1: /products/?q={search}): text, filters, sort and page
 * read from the query string and written back to it, so Back works and a link can be shared.
 * The URL is outside input: each filter goes through the shared `productQuerySchema` field that the server
 * applies to the same value; a value it refuses is dropped (a hand-edited link still shows a page). Those fields
 * are zod, which this module does not import: the screen loads them (`searchFields.ts`) for a URL with filters.
 */
import {
  PRODUCT_QUERY_PAGE_MAX,
  PRODUCT_QUERY_TEXT_MAX,
  PRODUCT_SORTS,
  type ProductQueryInput,
  type ProductSort,
  type productQuerySchema,
} from '@shop/shared';
import { LIST_PAGE_SIZE } from './pageSize';

/** One page of results: as many as the static first page of /products, so page 2 follows it. */
export const SEARCH_PAGE_SIZE = LIST_PAGE_SIZE;

export const PRODUCTS_PATH = '/products/';

/** A power facet bucket in watts, `max` exclusive (null for the open last bucket), as the API gives it. */
export type PowerBucket = { min: number; max: number | null };

export type SearchState = {
  q: string;
  /** category tree path ('radiateurs/inertie') */
  category: string | null;
  brands: string[];
  power: PowerBucket | null;
  /** whole euros, as the visitor types them */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** null: the default order for the text (see `effectiveSort`) */
  sort: ProductSort | null;
  page: number;
};

export const EMPTY_SEARCH: SearchState = {
  q: '',
  category: null,
  brands: [],
  power: null,
  priceMin: null,
  priceMax: null,
  inStock: false,
  sort: null,
  page: 1,
};

/** The shared schema's fields that check the filters of a URL. */
export type SearchFields = Pick<(typeof productQuerySchema)['shape'], 'category' | 'brand' | 'power' | 'price'>;

/** The parameters that need the fields to be read. */
const FILTER_PARAMS = ['category', 'brand', 'power', 'priceMin', 'priceMax'];

/** Whether reading this query string needs the fields: it has a filter the server checks (text, sort, page and stock do not). */
export function needsSearchFields(search: string): boolean {
  const params = new URLSearchParams(search);
  return FILTER_PARAMS.some((name) => params.has(name));
}

/** A text search is ranked by relevance; the plain catalogue is A to Z, like its static first page. */
export function defaultSort(q: string): ProductSort {
  return q ? 'relevance' : 'name';
}

export function effectiveSort(state: SearchState): ProductSort {
  return state.sort ?? defaultSort(state.q);
}

function wholeNumber(raw: string | null): number | null {
  return raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

function readPower(raw: string | null, fields: SearchFields): PowerBucket | null {
  const match = /^(\d{1,6})-(\d{0,6})$/.exec(raw?.trim() ?? '');
  if (!match) return null;
  const bucket = { min: Number(match[1]), max: match[2] === '' ? null : Number(match[2]) };
  return fields.power.safeParse(powerRange(bucket)).success && (bucket.max === null || bucket.max > bucket.min) ? bucket : null;
}

/** The bucket's exclusive top as the API's inclusive range ([500, 1000) -> 500..999). */
function powerRange(bucket: PowerBucket): { min: number; max?: number } {
  return bucket.max === null ? { min: bucket.min } : { min: bucket.min, max: bucket.max - 1 };
}

function euroCents(euros: number | null): number | undefined {
  return euros === null ? undefined : euros * 100;
}

/** A page number the server accepts (its schema: a whole number from 1 to PRODUCT_QUERY_PAGE_MAX; a test keeps both equal). */
function readPage(raw: string | null): number {
  const page = wholeNumber(raw);
  return page !== null && page >= 1 && page <= PRODUCT_QUERY_PAGE_MAX ? page : 1;
}

/**
 * '?q=radiateur&brand=Ardéa&page=2' -> the state; unknown or refused values are left out. Without the fields (not
 * loaded yet) the filters are left out too: the screen waits for them when `needsSearchFields`.
 */
export function parseSearch(search: string, fields: SearchFields | null): SearchState {
  const params = new URLSearchParams(search);
  if (params.toString() === '') return { ...EMPTY_SEARCH, brands: [] };
  const sort = params.get('sort');
  const state: SearchState = {
    ...EMPTY_SEARCH,
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, PRODUCT_QUERY_TEXT_MAX),
    brands: [],
    inStock: params.get('inStock') === '1' || params.get('inStock') === 'true',
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : null,
    page: readPage(params.get('page')),
  };
  return fields ? { ...state, ...readFilters(params, fields) } : state;
}

function readFilters(params: URLSearchParams, fields: SearchFields): Pick<SearchState, 'category' | 'brands' | 'power' | 'priceMin' | 'priceMax'> {
  const category = fields.category.safeParse(params.get('category') ?? undefined);
  const brands = fields.brand.safeParse(params.getAll('brand').map((name) => name.trim()).filter(Boolean));

  let priceMin = wholeNumber(params.get('priceMin'));
  let priceMax = wholeNumber(params.get('priceMax'));
  if (!fields.price.safeParse({ min: euroCents(priceMin) }).success) priceMin = null;
  if (!fields.price.safeParse({ max: euroCents(priceMax) }).success) priceMax = null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) priceMax = null;

  return {
    category: category.success ? (category.data ?? null) : null,
    brands: brands.success ? (brands.data ?? []) : [],
    power: readPower(params.get('power'), fields),
    priceMin,
    priceMax,
  };
}

export function powerKey(bucket: PowerBucket): string {
  return `${bucket.min}-${bucket.max ?? ''}`;
}

/** The state as a query string in a fixed order, defaults left out ('' for the plain catalogue). */
export function toSearchParams(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  for (const brand of state.brands) params.append('brand', brand);
  if (state.power) params.set('power', powerKey(state.power));
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('inStock', '1');
  if (state.sort && state.sort !== defaultSort(state.q)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The shareable /products URL of a state. */
export function searchHref(state: SearchState): string {
  const query = toSearchParams(state);
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

/** Body of POST /api/product/query for a state (prices in cents, power as an inclusive range). */
export function toProductQuery(state: SearchState, pageSize: number = SEARCH_PAGE_SIZE): ProductQueryInput {
  const body: ProductQueryInput = { sort: effectiveSort(state), page: state.page, pageSize };
  if (state.q) body.q = state.q;
  if (state.category) body.category = state.category;
  if (state.brands.length) body.brand = state.brands;
  if (state.power) body.power = powerRange(state.power);
  if (state.priceMin !== null || state.priceMax !== null) body.price = { min: euroCents(state.priceMin), max: euroCents(state.priceMax) };
  if (state.inStock) body.inStock = true;
  return body;
}

export function hasFilters(state: SearchState): boolean {
  return Boolean(state.category || state.brands.length || state.power || state.priceMin !== null || state.priceMax !== null || state.inStock);
}

/** Anything beyond the plain catalogue's first page, which the static HTML already shows. */
export function hasSearchState(state: SearchState): boolean {
  return Boolean(state.q || hasFilters(state) || state.sort || state.page > 1);
}

/** A filter change starts again from page 1 (the old page number may not exist any more). */
export function withFilters(state: SearchState, change: Partial<Omit<SearchState, 'page' | 'q'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

export function toggleBrand(state: SearchState, brand: string): SearchState {
  const brands = state.brands.includes(brand) ? state.brands.filter((name) => name !== brand) : [...state.brands, brand];
  return withFilters(state, { brands });
}

/** Keeps the text and the order, drops every filter. */
export function clearFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, q: state.q, sort: state.sort };
}

export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page links to show: first, last, and two around the current one, with gaps between ([1, 'gap', 4, 5, 6, 'gap', 12]). */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
