import * as shared from '../../index';
import {
  ARTICLE_SEARCH_DEBOUNCE_MS,
  ARTICLE_SEARCH_MIN_LENGTH,
  articleSearchQueryString,
  articleSearchText,
} from '../../validation/article-search';
import { articleSearchParamsSchema, readArticleSearchParams } from '../../validation/article-search-params';

describe('article search text (spec 5: sent only from 3 characters)', () => {
  it('keeps the spec constants', () => {
    expect(ARTICLE_SEARCH_MIN_LENGTH).toBe(3);
    expect(ARTICLE_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(shared).toHaveProperty('articleSearchText');
    expect(shared).toHaveProperty('readArticleSearchParams');
  });

  it.each(['', 'p', 'po', '  po  ', 'é ', ' \t '])('sends nothing for %p', (typed) => {
    expect(articleSearchText(typed)).toBeNull();
  });

  it.each([
    ['poê', 'poê'],
    ['  fil  ', 'fil'],
    ['fil   pilote', 'fil pilote'],
    ['É c', 'É c'],
  ])('sends %p as %p', (typed, sent) => {
    expect(articleSearchText(typed)).toBe(sent);
  });
});

describe('/blog URL mapping', () => {
  it('reads q and the category comma list', () => {
    expect(readArticleSearchParams('?q=fil%20pilote&category=economies-energie,guides-produits')).toEqual({
      q: 'fil pilote',
      categories: ['economies-energie', 'guides-produits'],
    });
    expect(readArticleSearchParams('')).toEqual({ q: '', categories: [] });
  });

  it('drops what a visitor could not have produced: odd slugs, duplicates, an over-long text', () => {
    expect(readArticleSearchParams('?category=guides-produits,,GUIDES,../x,guides-produits,a%20b').categories).toEqual(['guides-produits']);
    expect(readArticleSearchParams(`?q=${'a'.repeat(101)}`).q).toBe('');
    const many = Array.from({ length: 15 }, (_, i) => `c${i}`).join(',');
    expect(readArticleSearchParams(`?category=${many}`).categories).toHaveLength(10);
  });

  it('keeps a short text in the URL state (shown in the field) without it being searchable', () => {
    const filters = readArticleSearchParams('?q=po');
    expect(filters.q).toBe('po');
    expect(articleSearchText(filters.q)).toBeNull();
  });

  it('writes the query string back, readable again', () => {
    const filters = { q: ' chauffe-eau  thermodynamique ', categories: ['guides-produits', 'conseils-chauffage'] };
    const query = articleSearchQueryString(filters);
    expect(query).toBe('?q=chauffe-eau+thermodynamique&category=guides-produits,conseils-chauffage');
    expect(readArticleSearchParams(query)).toEqual({ q: 'chauffe-eau thermodynamique', categories: ['guides-produits', 'conseils-chauffage'] });
    expect(articleSearchQueryString({ q: 'é&=?', categories: [] })).toBe('?q=%C3%A9%26%3D%3F');
    expect(readArticleSearchParams(articleSearchQueryString({ q: 'é&=?', categories: [] })).q).toBe('é&=?');
    expect(articleSearchQueryString({ q: '  ', categories: [] })).toBe('');
  });
});

describe('strict parameters (a server reading q and category)', () => {
  it('accepts and normalises valid parameters', () => {
    expect(articleSearchParamsSchema.parse({ q: ' fil  pilote ', category: 'guides-produits,economies-energie' })).toEqual({
      q: 'fil pilote',
      category: ['guides-produits', 'economies-energie'],
    });
    expect(articleSearchParamsSchema.parse({})).toEqual({});
  });

  it('refuses a short text and a bad category in French', () => {
    const short = articleSearchParamsSchema.safeParse({ q: 'po' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe('Le texte recherché doit faire de 3 à 100 caractères.');
    const bad = articleSearchParamsSchema.safeParse({ category: 'guides-produits,DROP TABLE' });
    expect(bad.error?.issues[0].message).toBe('Choisissez au plus 10 catégories existantes.');
  });
});
