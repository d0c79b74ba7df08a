import request from 'supertest';
import { ARTICLES } from '../src/bootstrap/seed/editorial';
import { startCms, stopCms, type TestCms } from './helpers/cms';

/**
 * The /blog search as the storefront sends it (storefront/src/features/blog/queries.ts and search-filters.ts):
 * Strapi GraphQL, public role, `containsi` on title, excerpt and content, categories as "any of". Whatever the
 * filters or the status asked, only published and visible articles come back.
 */
let cms: TestCms;

const SEARCH = `
  query BlogArticleSearch($filters: ArticleFiltersInput, $status: PublicationStatus) {
    articles(filters: $filters, status: $status, sort: ["publishedAt:desc"], pagination: { limit: 100 }) {
      slug title visible publishedAt category { slug }
    }
  }
`;

type Hit = { slug: string; title: string; visible: boolean; publishedAt: string | null; category: { slug: string } | null };

/** The text as typed plus its lower, upper and capitalised forms, as the storefront sends it (caseForms). */
function caseForms(text: string): string[] {
  const lower = text.toLocaleLowerCase('fr-FR');
  return [...new Set([text, lower, text.toLocaleUpperCase('fr-FR'), lower.charAt(0).toLocaleUpperCase('fr-FR') + lower.slice(1)])];
}

function filtersFor(text: string | null, categories: string[] = [], forms = caseForms) {
  const and: unknown[] = [];
  if (text) {
    const fields = ['title', 'excerpt', 'content'];
    and.push({ or: forms(text).flatMap((form) => fields.map((field) => ({ [field]: { containsi: form } }))) });
  }
  if (categories.length) and.push({ category: { slug: { in: categories } } });
  return { and };
}

async function search(filters: unknown, status?: 'DRAFT' | 'PUBLISHED'): Promise<Hit[]> {
  const response = await request(cms.http)
    .post('/graphql')
    .send({ query: SEARCH, variables: { filters, status } })
    .expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.articles;
}

const slugs = (hits: Hit[]) => hits.map((hit) => hit.slug).sort();
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

const MARK = 'cryolithe';
const FOUND = {
  title: 'test-recherche-titre',
  excerpt: 'test-recherche-resume',
  content: 'test-recherche-contenu',
};
const ACCENTED = 'test-recherche-accent';
const HIDDEN = {
  invisible: 'test-recherche-invisible',
  draft: 'test-recherche-brouillon',
  unpublishedEdit: 'test-recherche-modification-non-publiee',
};

beforeAll(async () => {
  cms = await startCms();
  const docs = (uid: string) => (cms.strapi.documents as unknown as (uid: string) => any)(uid);
  const categoryId = async (slug: string) =>
    (await docs('api::article-category.article-category').findFirst({ filters: { slug } })).documentId;
  const articles = docs('api::article.article');
  const article = (slug: string, fields: Record<string, unknown>) => ({ slug, title: slug, visible: true, ...fields });

  await articles.create({ status: 'published', data: article(FOUND.title, { title: `La Cryolithe en question`, category: await categoryId('guides-produits') }) });
  await articles.create({ status: 'published', data: article(FOUND.excerpt, { excerpt: `Un résumé qui parle de ${MARK}.`, category: await categoryId('conseils-chauffage') }) });
  await articles.create({ status: 'published', data: article(FOUND.content, { content: paragraph(`Seul le texte cite la ${MARK.toUpperCase()}.`), category: await categoryId('economies-energie') }) });

  await articles.create({ status: 'published', data: article(ACCENTED, { title: 'Écrin thermique', category: await categoryId('guides-produits') }) });
  await articles.create({ status: 'published', data: article(HIDDEN.invisible, { title: `Cryolithe masquée`, visible: false, category: await categoryId('guides-produits') }) });
  await articles.create({ data: article(HIDDEN.draft, { title: `Cryolithe en brouillon`, category: await categoryId('guides-produits') }) });
  const edited = await articles.create({ status: 'published', data: article(HIDDEN.unpublishedEdit, { title: 'Version en ligne', category: await categoryId('guides-produits') }) });
  await articles.update({ documentId: edited.documentId, data: { title: 'Cryolithe pas encore publiée' } });
});

afterAll(async () => {
  await stopCms(cms);
});

describe('blog search through GraphQL (public role)', () => {
  it('finds the text in the title, the excerpt or the content, whatever its case', async () => {
    expect(slugs(await search(filtersFor(MARK)))).toEqual(Object.values(FOUND).sort());
    expect(slugs(await search(filtersFor('CRYOLITHE')))).toEqual(Object.values(FOUND).sort());
    expect(slugs(await search(filtersFor('crYOlithe en QUESTION')))).toEqual([FOUND.title]);
  });

  it('never answers a draft, an invisible article or an unpublished edit, even when drafts are asked for', async () => {
    for (const status of [undefined, 'PUBLISHED', 'DRAFT'] as const) {
      const hits = await search(filtersFor(MARK), status);
      expect(slugs(hits)).toEqual(Object.values(FOUND).sort());
      expect(hits.every((hit) => hit.visible && hit.publishedAt !== null)).toBe(true);
    }
    const byVisibility = await search({ and: [filtersFor(MARK), { visible: { eq: false } }] }, 'DRAFT');
    expect(byVisibility).toEqual([]);
    const bySlug = await search({ slug: { in: Object.values(HIDDEN) } }, 'DRAFT');
    expect(slugs(bySlug)).toEqual([HIDDEN.unpublishedEdit]);
    expect(bySlug[0].title).toBe('Version en ligne');
  });

  it('filters by category, several categories meaning any of them', async () => {
    expect(slugs(await search(filtersFor(MARK, ['guides-produits'])))).toEqual([FOUND.title]);
    expect(slugs(await search(filtersFor(MARK, ['guides-produits', 'conseils-chauffage'])))).toEqual([FOUND.excerpt, FOUND.title].sort());
    const energy = await search(filtersFor(null, ['economies-energie']));
    const seededEnergy = ARTICLES.filter((a) => a.categorySlug === 'economies-energie').map((a) => a.slug);
    expect(slugs(energy)).toEqual([...seededEnergy, FOUND.content].sort());
    expect(await search(filtersFor(MARK, ['categorie-inconnue']))).toEqual([]);
  });

  it('finds an accented capital through the case forms; accents themselves still count', async () => {
    expect(slugs(await search(filtersFor('écrin thermique')))).toEqual([ACCENTED]);
    expect(slugs(await search(filtersFor('ÉCRIN')))).toEqual([ACCENTED]);
    expect(await search(filtersFor('ecrin'))).toEqual([]);
  });

  it('matches the content as stored JSON: block keys match too (the storefront drops such answers)', async () => {
    const everyVisible = ARTICLES.length + 1; // the seed, plus the one test article that has content
    expect(await search(filtersFor('paragraph'))).toHaveLength(everyVisible);
  });

  it('refuses a write through GraphQL', async () => {
    const response = await request(cms.http)
      .post('/graphql')
      .send({ query: `mutation { createArticle(data: { title: "Intrus", slug: "intrus", visible: true }) { slug } }` });
    expect(response.body.data?.createArticle ?? null).toBeNull();
    expect(response.body.errors?.[0]?.message).toMatch(/Forbidden|Cannot query field/);
  });
});
