/** Texts of the product list and search (/products, category "show more"). The spec gives none but the header's. */
import type { ProductSort } from '@shop/shared';

/**
 * A whole number as `Intl.NumberFormat('fr-FR')` writes it (1 500, a narrow no-break space between thousands),
 * without Intl: a page's first formatter loads locale data, which was a third of the filter column's first render
 * on /products (190 ms of a 510–670 ms task at a 4× CPU slowdown).
 */
export function wholeNumber(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return value < 0 ? `-${digits}` : digits;
}

export const searchMessages = {
  title: 'Nos produits',
  resultsFor: (q: string) => `Résultats pour « ${q} »`,
  /** the heading (for screen readers) of the product cards */
  results: 'Liste des produits',
  count: (n: number) => (n <= 1 ? `${n} produit` : `${n} produits`),
  loading: 'Chargement…',
  updating: 'Mise à jour des résultats…',
  loadError: 'La recherche n’a pas pu aboutir. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  noResult: 'Aucun produit ne correspond à votre recherche.',
  noResultHint: 'Essayez d’autres mots ou retirez des filtres.',
  clearFilters: 'Effacer les filtres',
  allProducts: 'Voir tous les produits',
  showMore: 'Afficher plus de produits',
  moreError: 'Les produits suivants n’ont pas pu être chargés. Réessayez.',

  sortLabel: 'Trier par',
  sorts: {
    relevance: 'Pertinence',
    'price-asc': 'Prix croissant',
    'price-desc': 'Prix décroissant',
    name: 'Nom (A à Z)',
  } satisfies Record<ProductSort, string>,
  /** without a text, "relevance" puts the best sellers first */
  bestSellers: 'Meilleures ventes',

  filters: 'Filtres',
  filtersToggle: (active: number) => (active ? `Filtres (${active})` : 'Filtres'),
  activeFilters: 'Filtres actifs',
  removeFilter: (label: string) => `Retirer le filtre ${label}`,
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
  brand: 'Marque',
  power: 'Puissance',
  anyPower: 'Toutes puissances',
  powerBucket: (min: number, max: number | null) =>
    max === null
      ? `${wholeNumber(min)} W et plus`
      : min === 0
        ? `Moins de ${wholeNumber(max)} W`
        : `De ${wholeNumber(min)} à ${wholeNumber(max - 1)} W`,
  price: 'Prix (€ TTC)',
  priceMin: 'Prix minimum en euros',
  priceMax: 'Prix maximum en euros',
  priceMinShort: 'Min',
  priceMaxShort: 'Max',
  priceRange: (min: number, max: number) => `De ${wholeNumber(min)} à ${wholeNumber(max)} €`,
  priceFrom: (min: number) => `À partir de ${wholeNumber(min)} €`,
  priceUpTo: (max: number) => `Jusqu’à ${wholeNumber(max)} €`,
  priceApply: 'Appliquer',
  priceInvalid: 'Saisissez des montants en euros entiers.',
  inStock: 'En stock uniquement',
  inStockChip: 'En stock',
  facetCount: (n: number) => `(${n})`,

  pagination: 'Pagination des résultats',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageLabel: (n: number) => `Page ${n}`,
} as const;
