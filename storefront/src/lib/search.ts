/** Where the header search sends people (spec 2.5: Enter goes to /products/?q={search}). */
export function searchUrl(query: string): string {
  const q = query.trim().replace(/\s+/g, ' ');
  return q ? `/products/?q=${encodeURIComponent(q)}` : '/products/';
}

/** Lower case without accents, so 'seche' finds 'Sèche-serviettes'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
