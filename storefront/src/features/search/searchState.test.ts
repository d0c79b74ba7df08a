import { PRODUCT_QUERY_PAGE_SIZE_MAX, productQuerySchema } from '@shop/shared';
import { searchUrl } from '../../lib/search';
import { KEEP_SCROLL, keepsScroll } from './keepScroll';
import { LIST_PAGE_SIZE } from './pageSize';
import { searchFields } from './searchFields';
import {
  EMPTY_SEARCH,
  clearFilters,
  hasSearchState,
  needsSearchFields,
  pageItems,
  parseSearch,
  searchHref,
  toProductQuery,
  toggleBrand,
  withFilters,
  type SearchState,
} from './searchState';

const state = (change: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...change });
/** With the filters' checks loaded, as the screen reads a URL with filters. */
const read = (search: string) => parseSearch(search, searchFields);

describe('the /products URL as the search state', () => {
  it('reads what the header search writes', () => {
    expect(read(new URL(searchUrl('  radiateur   inertie '), 'http://shop').search)).toEqual(state({ q: 'radiateur inertie' }));
    expect(read('?q=s%C3%A8che-serviettes').q).toBe('sèche-serviettes');
  });

  it('reads the plain catalogue from an empty query string, each time a state of its own', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
    expect(read('?')).toEqual(EMPTY_SEARCH);
    expect(read('').brands).not.toBe(read('').brands);
  });

  it('reads every filter, the sort and the page', () => {
    const parsed = read('?q=fonte&category=radiateurs/inertie&brand=Ard%C3%A9a&brand=Calorem&power=1000-1500&priceMin=200&priceMax=900&inStock=1&sort=price-asc&page=3');
    expect(parsed).toEqual({
      q: 'fonte',
      category: 'radiateurs/inertie',
      brands: ['Ardéa', 'Calorem'],
      power: { min: 1000, max: 1500 },
      priceMin: 200,
      priceMax: 900,
      inStock: true,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('writes a state back to the same URL (a shared link shows the same page)', () => {
    const full = state({ q: 'fonte', category: 'radiateurs/inertie', brands: ['Ardéa', 'Calorem'], power: { min: 2000, max: null }, priceMin: 0, priceMax: 900, inStock: true, sort: 'price-desc', page: 2 });
    const href = searchHref(full);
    expect(href.startsWith('/products/?q=fonte&category=radiateurs%2Finertie&brand=Ard%C3%A9a&brand=Calorem&power=2000-')).toBe(true);
    expect(read(href.slice('/products/'.length))).toEqual(full);
  });

  it('leaves the defaults out of the URL', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/products/');
    expect(searchHref(state({ q: 'radiateur', sort: 'relevance', page: 1 }))).toBe('/products/?q=radiateur');
    expect(searchHref(state({ sort: 'name' }))).toBe('/products/');
    expect(searchHref(state({ sort: 'relevance' }))).toBe('/products/?sort=relevance');
  });

  it('drops what the server would refuse instead of failing the page', () => {
    expect(read('?category=chaussures&brand=&power=abc&priceMin=-5&priceMax=cher&sort=random&page=0&inStock=peut-etre')).toEqual(EMPTY_SEARCH);
    expect(read('?page=501').page).toBe(1);
    expect(read('?power=1500-1000').power).toBeNull();
    // a minimum above the maximum keeps the minimum only
    expect(read('?priceMin=900&priceMax=100')).toMatchObject({ priceMin: 900, priceMax: null });
    expect(read(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(read(`?${Array.from({ length: 21 }, (_, i) => `brand=b${i}`).join('&')}`).brands).toEqual([]);
  });

  it('reads the text, sort, page and stock without the checks of the filters (no zod), and only the filters need them', () => {
    expect(parseSearch('?q=fonte&sort=price-asc&page=3&inStock=1', null)).toEqual(state({ q: 'fonte', sort: 'price-asc', page: 3, inStock: true }));
    expect(needsSearchFields('?q=fonte&sort=price-asc&page=3&inStock=1')).toBe(false);
    for (const filter of ['category=radiateurs', 'brand=Calorem', 'power=500-1000', 'priceMin=10', 'priceMax=90']) {
      expect(needsSearchFields(`?q=fonte&${filter}`)).toBe(true);
      // not read until the checks are there: the screen waits for them
      expect(parseSearch(`?q=fonte&${filter}`, null)).toEqual(state({ q: 'fonte' }));
    }
  });

  it('accepts the pages the server accepts, no other', () => {
    for (const raw of ['0', '1', '2', '499', '500', '501', '-1', '1.5', 'abc', ' 7 ']) {
      const checked = productQuerySchema.shape.page.safeParse(Number(raw.trim()));
      expect(parseSearch(`?page=${raw}`, null).page).toBe(checked.success && /^\s*\d+\s*$/.test(raw) ? Number(raw.trim()) : 1);
    }
  });

  it('accepts a category by its Medusa handle and keeps the tree path', () => {
    expect(read('?category=seche-serviette-soufflants').category).toBe('seche-serviette/soufflants');
  });
});

describe('the state as the body of POST /api/product/query', () => {
  it('sends cents, an inclusive power range and the page size of the static page', () => {
    const body = toProductQuery(state({ q: 'fonte', brands: ['Ardéa'], power: { min: 500, max: 1000 }, priceMin: 200, priceMax: 900, inStock: true, page: 2 }));
    expect(body).toEqual({
      q: 'fonte',
      brand: ['Ardéa'],
      power: { min: 500, max: 999 },
      price: { min: 20000, max: 90000 },
      inStock: true,
      sort: 'relevance',
      page: 2,
      pageSize: 48,
    });
    expect(productQuerySchema.safeParse(body).success).toBe(true);
  });

  it('lists the plain catalogue A to Z, like its static first page', () => {
    expect(toProductQuery(EMPTY_SEARCH)).toEqual({ sort: 'name', page: 1, pageSize: 48 });
    expect(toProductQuery(state({ sort: 'price-asc' })).sort).toBe('price-asc');
  });

  it('uses the largest page the server allows, the size of the static first page', () => {
    expect(LIST_PAGE_SIZE).toBe(PRODUCT_QUERY_PAGE_SIZE_MAX);
  });
});

describe('changing the search', () => {
  it('starts again from page 1 when a filter changes, keeping the text', () => {
    const onPage3 = state({ q: 'radiateur', page: 3 });
    expect(withFilters(onPage3, { inStock: true })).toEqual(state({ q: 'radiateur', inStock: true, page: 1 }));
    expect(toggleBrand(onPage3, 'Ardéa').brands).toEqual(['Ardéa']);
    expect(toggleBrand(state({ brands: ['Ardéa', 'Calorem'] }), 'Ardéa').brands).toEqual(['Calorem']);
  });

  it('clears the filters but not the text or the order', () => {
    expect(clearFilters(state({ q: 'fonte', sort: 'price-asc', brands: ['Ardéa'], inStock: true, page: 4 }))).toEqual(state({ q: 'fonte', sort: 'price-asc' }));
  });

  it('asks the API only beyond the static first page', () => {
    expect(hasSearchState(EMPTY_SEARCH)).toBe(false);
    expect(hasSearchState(state({ page: 2 }))).toBe(true);
    expect(hasSearchState(state({ inStock: true }))).toBe(true);
    expect(hasSearchState(state({ sort: 'price-asc' }))).toBe(true);
  });
});

describe('page links', () => {
  it('shows the ends and the neighbourhood of the current page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    // a gap of one page shows that page rather than '…'
    expect(pageItems(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 12]);
  });
});

describe('scroll on filter changes', () => {
  it('recognises the history state of a filter or sort change, and only that', () => {
    expect(keepsScroll(KEEP_SCROLL)).toBe(true);
    expect(keepsScroll({ key: '1700000000000' })).toBe(false);
    expect(keepsScroll(null)).toBe(false);
    expect(keepsScroll(undefined)).toBe(false);
  });
});
