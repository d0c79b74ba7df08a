/**
 * The pro store's URL (spec 2.3): /pro/v1/store[/{cat}] with the codes rd, ssv, bal, che, cli, the query `q`, and
 * the filters `type` (radiators: inertie, double-coeur, panneau-rayonnant, inertie-mobile) and, for towel dryers,
 * `soufflerie=true` or `type=mobile`. Every filter is a sub-category of the catalogue tree, so a filtered list is the
 * catalogue query of that category. The URL is outside input: an unknown code or value is dropped, never guessed.
 */
export const PRO_STORE_CATEGORIES = {
  rd: 'radiateurs',
  ssv: 'seche-serviette',
  bal: 'chauffe-eau',
  che: 'cheminees-electriques',
  cli: 'climatiseurs',
} as const;

export type ProStoreCode = keyof typeof PRO_STORE_CATEGORIES;
export const PRO_STORE_CODES = Object.keys(PRO_STORE_CATEGORIES) as ProStoreCode[];

/** Radiator types of spec 2.3 and the sub-category each one lists. */
export const RADIATOR_TYPES = {
  inertie: 'radiateurs/inertie',
  'double-coeur': 'radiateurs/double-coeur',
  'panneau-rayonnant': 'radiateurs/panneau-rayonnant',
  'inertie-mobile': 'radiateurs/inertie-mobiles',
} as const;

export const TOWEL_DRYER_FILTERS = {
  soufflerie: 'seche-serviette/soufflants',
  mobile: 'seche-serviette/mobiles',
} as const;

export const PRO_STORE_PATH = '/pro/v1/store/';
export const PRO_Q_MAX = 100;

export function isProStoreCode(value: string): value is ProStoreCode {
  return Object.prototype.hasOwnProperty.call(PRO_STORE_CATEGORIES, value);
}

export function proStoreUrl(code: ProStoreCode | null, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${PRO_STORE_PATH}${code ? `${code}/` : ''}${search ? `?${search}` : ''}`;
}

export type ProStoreQuery = {
  q: string;
  /** the filter's value as the URL has it ('inertie', 'soufflerie', 'mobile'), null without one */
  filter: string | null;
  /** the catalogue category the list shows (the filter's sub-category, else the code's), null: the whole store */
  categoryPath: string | null;
  /** something beyond the static page is asked: the list comes from the catalogue query */
  dynamic: boolean;
};

function filterOf(code: ProStoreCode | null, params: URLSearchParams): { filter: string; path: string } | null {
  const type = params.get('type')?.trim() ?? '';
  if (code === 'rd' && Object.prototype.hasOwnProperty.call(RADIATOR_TYPES, type)) {
    return { filter: type, path: RADIATOR_TYPES[type as keyof typeof RADIATOR_TYPES] };
  }
  if (code === 'ssv') {
    if (params.get('soufflerie')?.trim() === 'true') return { filter: 'soufflerie', path: TOWEL_DRYER_FILTERS.soufflerie };
    if (type === 'mobile') return { filter: 'mobile', path: TOWEL_DRYER_FILTERS.mobile };
  }
  return null;
}

/** Reads a pro store URL's query string for the page of `code` (null: /pro/v1/store). */
export function parseProStoreQuery(code: ProStoreCode | null, search: string): ProStoreQuery {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim().slice(0, PRO_Q_MAX);
  const chosen = filterOf(code, params);
  const categoryPath = chosen?.path ?? (code ? PRO_STORE_CATEGORIES[code] : null);
  return { q, filter: chosen?.filter ?? null, categoryPath, dynamic: q !== '' || chosen !== null };
}

/** The filter links a category page offers (spec 2.3), each with the query it sets. */
export function filterChoices(code: ProStoreCode | null): { value: string; query: Record<string, string> }[] {
  if (code === 'rd') return Object.keys(RADIATOR_TYPES).map((type) => ({ value: type, query: { type } }));
  if (code === 'ssv') {
    return [
      { value: 'soufflerie', query: { soufflerie: 'true' } },
      { value: 'mobile', query: { type: 'mobile' } },
    ];
  }
  return [];
}
