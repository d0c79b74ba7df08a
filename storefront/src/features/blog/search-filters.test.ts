import { articleSearchFilters, articleShowsText, blocksPlainText, caseForms, searchRequest } from './search-filters';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('searchRequest: what reaches the CMS (spec 5: text from 3 characters)', () => {
  it('sends nothing without a searchable text or a category', () => {
    expect(searchRequest({ q: '', categories: [] })).toBeNull();
    expect(searchRequest({ q: 'fi', categories: [] })).toBeNull();
    expect(searchRequest({ q: '  fi  ', categories: [] })).toBeNull();
  });

  it('sends the text from 3 characters, and categories alone without a text', () => {
    expect(searchRequest({ q: ' fil ', categories: [] })).toEqual({ text: 'fil', categories: [] });
    expect(searchRequest({ q: 'fi', categories: ['guides-produits'] })).toEqual({ text: null, categories: ['guides-produits'] });
  });
});

describe('articleSearchFilters: Strapi filters', () => {
  it('matches the text in title, excerpt or content', () => {
    expect(articleSearchFilters({ text: 'fil', categories: [] })).toEqual({
      and: [{ or: [{ title: { containsi: 'fil' } }, { excerpt: { containsi: 'fil' } }, { content: { containsi: 'fil' } }, { title: { containsi: 'FIL' } }, { excerpt: { containsi: 'FIL' } }, { content: { containsi: 'FIL' } }, { title: { containsi: 'Fil' } }, { excerpt: { containsi: 'Fil' } }, { content: { containsi: 'Fil' } }] }],
    });
  });

  it('sends the usual case forms, so accented capitals match on SQLite too', () => {
    expect(caseForms('économies')).toEqual(['économies', 'ÉCONOMIES', 'Économies']);
    expect(caseForms('ÉCO')).toEqual(['ÉCO', 'éco', 'Éco']);
    expect(caseForms('Fil pilote')).toEqual(['Fil pilote', 'fil pilote', 'FIL PILOTE']);
  });

  it('treats several categories as "any of", and combines them with the text', () => {
    const filters = articleSearchFilters({ text: 'radiateur', categories: ['guides-produits', 'conseils-chauffage'] });
    expect(filters.and).toHaveLength(2);
    expect(filters.and?.[1]).toEqual({ category: { slug: { in: ['conseils-chauffage', 'guides-produits'] } } });
    expect(articleSearchFilters({ text: null, categories: ['guides-produits'] })).toEqual({
      and: [{ category: { slug: { in: ['guides-produits'] } } }],
    });
  });
});

describe('articleShowsText: answers found only through JSON keys are dropped', () => {
  const article = {
    title: 'Fil pilote et programmation',
    excerpt: 'Chauffer juste, au bon moment.',
    content: [paragraph('Le fil pilote est un conducteur supplémentaire.'), { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Éco' }] }] }],
  };

  it('keeps an article whose title, excerpt or text shows the words, ignoring case and accents', () => {
    expect(articleShowsText(article, 'PROGRAMMATION')).toBe(true);
    expect(articleShowsText(article, 'bon moment')).toBe(true);
    expect(articleShowsText(article, 'supplementaire')).toBe(true);
    expect(articleShowsText(article, 'éco')).toBe(true);
    expect(articleShowsText(article, null)).toBe(true);
  });

  it('drops an article the CMS matched on "paragraph", "unordered" or "type"', () => {
    expect(articleShowsText(article, 'paragraph')).toBe(false);
    expect(articleShowsText(article, 'unordered')).toBe(false);
    expect(articleShowsText(article, 'type')).toBe(false);
  });

  it('reads the words of nested blocks', () => {
    expect(blocksPlainText([paragraph('Un'), { type: 'quote', children: [paragraph('deux')] }, null, 3])).toBe('Un deux');
  });
});
