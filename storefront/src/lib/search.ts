/** Where the header search sends people (spec 2.5: Enter goes to /products/?q={search}). */
/** The search result page: the header form's action, where `?q=` is read. */
export const SEARCH_PAGE = '/products/';

export function searchUrl(query: string): string {
  const q = query.trim().replace(/\s+/g, ' ');
  return q ? `${SEARCH_PAGE}?q=${encodeURIComponent(q)}` : SEARCH_PAGE;
}

/** Lower case without accents, so 'seche' finds 'Sèche-serviettes'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
