/** Where the header search sends people (spec 2.5: Enter goes to /products/?q={search}). */
export function searchUrl(query: string): string {
  const q = query.trim().replace(/\s+/g, ' ');
  return q ? `/products/?q=${encodeURIComponent(q)}` : '/products/';
}

/** The search text of a /products/?q=… location, '' when absent. */
export function readSearchQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** Lower case without accents, so 'seche' finds 'Sèche-serviettes'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export type Searchable = { title: string; brand?: string | null; ean?: string | null; subtitle?: string | null };

/** Every word of the query must appear in the product's title, brand, subtitle or EAN. */
export function matchesSearch(product: Searchable, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(
    [product.title, product.brand, product.subtitle, product.ean].filter(Boolean).join(' '),
  );
  return words.every((w) => haystack.includes(w));
}
