/** Texts of the /blog search and category filter (spec 2.1 /blog, 5 "Article search"); the spec quotes none, these are ours. */
import { ARTICLE_SEARCH_MIN_LENGTH } from '@shop/shared';

export const blogSearchMessages = {
  searchLabel: 'Rechercher un article',
  searchPlaceholder: 'Titre, sujet, mot-clé…',
  minLengthHint: `Saisissez au moins ${ARTICLE_SEARCH_MIN_LENGTH} caractères pour lancer la recherche.`,
  categoriesLabel: 'Filtrer par catégorie',
  clear: 'Effacer la recherche',
  resultsTitle: 'Résultats de la recherche',
  loading: 'Recherche en cours…',
  count: (count: number) =>
    count === 0 ? 'Aucun article trouvé' : count === 1 ? '1 article trouvé' : `${count} articles trouvés`,
  empty: 'Aucun article ne correspond à votre recherche. Essayez un autre mot ou retirez un filtre.',
  error: 'La recherche est momentanément indisponible. Réessayez dans quelques instants.',
  retry: 'Réessayer',
} as const;
