import request from 'supertest';
import { runBootstrap } from '../src/bootstrap';
import { ARTICLE_CATEGORIES } from '../src/bootstrap/seed/content/article-categories';
import { ARTICLES, PAGES } from '../src/bootstrap/seed/editorial';
import { FAQ_ITEMS } from '../src/bootstrap/seed/content/faq';
import { HOMEPAGE_BLOCK_TYPES } from '../src/bootstrap/seed/content/homepage';
import { toBlocks } from '../src/bootstrap/seed/blocks-text';
import { RETIRED_CGV_FOR_TESTS } from './helpers/retired-cgv';
import { blocksFingerprint, RETIRED_PAGE_TEXTS } from '../src/bootstrap/seed/retired-page-texts';
import { startCms, stopCms, type TestCms } from './helpers/cms';

/** One Strapi for the whole file: booting and seeding dominate the run time. */
let cms: TestCms;
const bootStarted = Date.now();

beforeAll(async () => {
  cms = await startCms();
  // Printed so the boot + seed time shows in CI logs.
  console.info(`CMS booted and seeded in ${Date.now() - bootStarted} ms`);
});

afterAll(async () => {
  await stopCms(cms);
});

const api = () => request(cms.http);
const docs = (uid: string) => (cms.strapi.documents as unknown as (uid: string) => any)(uid);

/** Rows of every table the seed writes, to prove a second bootstrap adds nothing. */
async function contentCounts() {
  const db = cms.strapi.db;
  const uids = [
    'api::article.article',
    'api::article-category.article-category',
    'api::faq-item.faq-item',
    'api::page.page',
    'api::guide.guide',
    'api::homepage.homepage',
    'plugin::upload.file',
    'admin::user',
    'admin::api-token',
    'plugin::users-permissions.permission',
  ];
  const counts: Record<string, number> = {};
  for (const uid of uids) counts[uid] = await db.query(uid).count({});
  return counts;
}

describe('bootstrap', () => {
  it('seeds the French demo content, published', async () => {
    expect(await docs('api::article.article').count({ status: 'published' })).toBe(ARTICLES.length);
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    expect(await docs('api::article-category.article-category').count({})).toBe(ARTICLE_CATEGORIES.length);
    expect(await docs('api::faq-item.faq-item').count({ status: 'published' })).toBe(10);
    expect(await docs('api::page.page').count({ status: 'published' })).toBe(PAGES.length);
    const guide = await docs('api::guide.guide').findFirst({
      filters: { tag: 'messages' },
      status: 'published',
      populate: ['quickResponses'],
    });
    expect(guide.quickResponses.length).toBeGreaterThanOrEqual(3);
    expect(await docs('api::homepage.homepage').findFirst({ status: 'published' })).not.toBeNull();
  });

  it('creates the super admin from the environment', async () => {
    const admin = await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: cms.env.STRAPI_ADMIN_EMAIL }, populate: ['roles'] });
    expect(admin).not.toBeNull();
    expect(admin.isActive).toBe(true);
    expect(admin.roles.map((role: { code: string }) => role.code)).toContain('strapi-super-admin');
  });

  it('adds nothing when it runs again', async () => {
    const before = await contentCounts();
    const report = await runBootstrap(cms.strapi, cms.env);
    expect(report.publicActionsGranted).toEqual([]);
    expect(report.storefrontToken).toBe('unchanged');
    expect(report.superAdminCreated).toBe(false);
    expect(report.seed).toEqual({ articles: 0, faqItems: 0, pages: 0, pagesUpgraded: [], guides: 0, homepage: false, uploads: 0 });
    expect(await contentCounts()).toEqual(before);
  });
});

describe('a shop seeded before the legal pages stopped naming the company (ADR 015)', () => {
  const pages = () => docs('api::page.page');
  const page = async (slug: string, status: 'draft' | 'published') => pages().findFirst({ filters: { slug }, status });
  const seedOf = (slug: string) => PAGES.find((p) => p.slug === slug)!;

  it('gives the untouched CGV of the earlier seed today’s text, draft and published, and leaves an edited privacy policy alone', async () => {
    const oldCgv = toBlocks(RETIRED_CGV_FOR_TESTS);
    expect(RETIRED_PAGE_TEXTS.cgv).toContain(blocksFingerprint(oldCgv));
    const cgv = await page('cgv', 'draft');
    await pages().update({ documentId: cgv.documentId, data: { content: oldCgv } });
    await pages().publish({ documentId: cgv.documentId });
    const privacy = await page('privacy', 'draft');
    const edited = toBlocks('Texte rédigé par notre juriste : Maison Chaleur SAS, 18 rue des Forges, 69007 Lyon.');
    await pages().update({ documentId: privacy.documentId, data: { content: edited } });
    await pages().publish({ documentId: privacy.documentId });

    const report = await runBootstrap(cms.strapi, cms.env);
    expect(report.seed?.pagesUpgraded).toEqual(['cgv']);
    for (const status of ['draft', 'published'] as const) {
      const upgraded = await page('cgv', status);
      expect(blocksFingerprint(upgraded.content)).toBe(blocksFingerprint(toBlocks(seedOf('cgv').body)));
      expect(JSON.stringify(upgraded.content)).not.toContain('912 345 675');
      expect(blocksFingerprint((await page('privacy', status)).content)).toBe(blocksFingerprint(edited));
    }
    // Run again: nothing left to upgrade.
    expect((await runBootstrap(cms.strapi, cms.env)).seed?.pagesUpgraded).toEqual([]);
  });
});

describe('public reads', () => {
  let hidden: { documentId: string; slug: string };
  let draft: { documentId: string; slug: string };

  beforeAll(async () => {
    const articles = docs('api::article.article');
    hidden = await articles.create({
      status: 'published',
      data: { title: 'Article masqué de test', slug: 'article-masque-de-test', visible: false },
    });
    draft = await articles.create({
      data: { title: 'Brouillon visible de test', slug: 'brouillon-visible-de-test', visible: true },
    });
  });

  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((article) => article.slug);

  it('lists the published visible articles only', async () => {
    const response = await api().get('/api/articles').query({ 'pagination[pageSize]': 100 }).expect(200);
    expect(slugsOf(response.body).sort()).toEqual(ARTICLES.map((article) => article.slug).sort());
    expect(response.body.data.every((article: { visible: boolean }) => article.visible)).toBe(true);
    expect(response.body.meta.pagination.total).toBe(ARTICLES.length);
  });

  it('never serves drafts or hidden articles, even when asked for drafts', async () => {
    const drafts = await api().get('/api/articles').query({ status: 'draft', 'pagination[pageSize]': 100 }).expect(200);
    expect(slugsOf(drafts.body)).not.toContain(draft.slug);
    expect(slugsOf(drafts.body)).not.toContain(hidden.slug);
    expect(drafts.body.data.every((article: { publishedAt: string | null }) => article.publishedAt !== null)).toBe(true);

    const bySlug = await api().get('/api/articles').query({ 'filters[slug][$eq]': hidden.slug }).expect(200);
    expect(bySlug.body.data).toEqual([]);
    const byVisibility = await api().get('/api/articles').query({ 'filters[visible][$eq]': false }).expect(200);
    expect(byVisibility.body.data).toEqual([]);

    await api().get(`/api/articles/${hidden.documentId}`).expect(404);
    await api().get(`/api/articles/${draft.documentId}`).query({ status: 'draft' }).expect(404);
  });

  it('leaves server-side reads (the admin panel) untouched', async () => {
    const all = await docs('api::article.article').findMany({ status: 'draft', limit: 100 });
    const slugs = all.map((article: { slug: string }) => article.slug);
    expect(slugs).toEqual(expect.arrayContaining([hidden.slug, draft.slug]));
  });

  it('reads one visible article with its category and picture', async () => {
    const { slug } = ARTICLES[0];
    const response = await api()
      .get('/api/articles')
      .query({ 'filters[slug][$eq]': slug, populate: '*' })
      .expect(200);
    const [article] = response.body.data;
    expect(article.title).toBe(ARTICLES[0].title);
    expect(article.category.slug).toBe(ARTICLES[0].categorySlug);
    expect(article.image.url).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(article.content[0].type).toBe('paragraph');
    await api().get(`/api/articles/${article.documentId}`).expect(200);
  });

  it('serves pages by slug, the FAQ and the messages guide', async () => {
    const cgv = await api().get('/api/pages').query({ 'filters[slug][$eq]': 'cgv' }).expect(200);
    expect(cgv.body.data[0].title).toBe('Conditions générales de vente');
    const faq = await api().get('/api/faq-items').query({ sort: 'order:asc' }).expect(200);
    expect(faq.body.data.map((item: { question: string }) => item.question)).toEqual(
      FAQ_ITEMS.map((item) => item.question),
    );
    const guide = await api()
      .get('/api/guides')
      .query({ 'filters[tag][$eq]': 'messages', populate: 'quickResponses' })
      .expect(200);
    expect(guide.body.data[0].quickResponses[0].title).toBe('Délai de livraison');
  });

  it('serves the homepage with all seven block types, fully populated', async () => {
    const response = await api().get('/api/homepage').expect(200);
    const sections: { __component: string; [field: string]: any }[] = response.body.data.sections;
    expect(new Set(sections.map((section) => section.__component))).toEqual(new Set(HOMEPAGE_BLOCK_TYPES));
    const byType = Object.fromEntries(sections.map((section) => [section.__component, section]));
    expect(byType['blocks.hero'].image.large.url).toMatch(/\.jpg$/);
    expect(byType['blocks.hero'].image.small.width).toBe(640);
    expect(byType['blocks.category'].title).toBe('Nos différentes gammes');
    const bestSellers = byType['blocks.best-sellers'];
    expect(bestSellers.title).toBe('Nos meilleures ventes');
    expect(Number.isInteger(bestSellers.items[0].price)).toBe(true);
    expect(bestSellers.items[0].ean).toMatch(/^\d{13}$/);
    expect(bestSellers.items[0].image.url).toMatch(/\.jpg$/);
    expect(byType['blocks.compare-table'].items[0].values.length).toBe(byType['blocks.compare-table'].features.length);
    expect(byType['blocks.video-grid'].items.length).toBeGreaterThan(0);
  });

  it('refuses every write', async () => {
    const [article] = (await api().get('/api/articles').expect(200)).body.data;
    await api().post('/api/articles').send({ data: { title: 'Intrus', slug: 'intrus' } }).expect(403);
    await api().put(`/api/articles/${article.documentId}`).send({ data: { title: 'Modifié' } }).expect(403);
    await api().delete(`/api/articles/${article.documentId}`).expect(403);
    await api().post('/api/pages').send({ data: { slug: 'intrus', title: 'Intrus' } }).expect(403);
    await api().put('/api/homepage').send({ data: { title: 'Modifié' } }).expect(403);
    expect(await docs('api::article.article').count({ status: 'published' })).toBe(ARTICLES.length + 1);
  });

  it('answers the health check without credentials', async () => {
    const response = await api().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', version: require('@strapi/strapi/package.json').version });
  });
});

describe('storefront API token', () => {
  const bearer = () => ({ Authorization: `Bearer ${cms.env.STOREFRONT_API_TOKEN}` });

  it('reads content and the content-type schemas', async () => {
    const articles = await api().get('/api/articles').set(bearer()).expect(200);
    expect(articles.body.data.length).toBe(ARTICLES.length);
    const schemas = await api().get('/api/content-type-builder/content-types').set(bearer()).expect(200);
    const uids = schemas.body.data.map((type: { uid: string }) => type.uid);
    expect(uids).toEqual(expect.arrayContaining(['api::article.article', 'api::homepage.homepage']));
    await api().get('/api/content-type-builder/content-types').expect(403);
  });

  it('cannot write, and a wrong key is rejected', async () => {
    await api().post('/api/faq-items').set(bearer()).send({ data: { question: 'Q', answer: 'R' } }).expect(403);
    await api().get('/api/articles').set({ Authorization: 'Bearer wrong-key' }).expect(401);
  });

  it('follows a new STOREFRONT_API_TOKEN value on the next start', async () => {
    const rotated = { ...cms.env, STOREFRONT_API_TOKEN: 'rotated-storefront-key' };
    expect((await runBootstrap(cms.strapi, rotated)).storefrontToken).toBe('updated');
    await api().get('/api/articles').set({ Authorization: 'Bearer rotated-storefront-key' }).expect(200);
    await api().get('/api/articles').set(bearer()).expect(401);
    expect((await runBootstrap(cms.strapi, cms.env)).storefrontToken).toBe('updated');
    await api().get('/api/articles').set(bearer()).expect(200);
    expect(await cms.strapi.db.query('admin::api-token').count({ where: { name: 'Storefront' } })).toBe(1);
  });

  it('still sees published visible articles only', async () => {
    const drafts = await api().get('/api/articles').set(bearer()).query({ status: 'draft' }).expect(200);
    expect(drafts.body.data.every((article: { visible: boolean }) => article.visible)).toBe(true);
    expect(drafts.body.meta.pagination.total).toBe(ARTICLES.length);
  });
});

describe('editor API token (the back-office, plugins/editorial)', () => {
  const bearer = () => ({ Authorization: `Bearer ${cms.env.EDITOR_API_TOKEN}` });

  it('creates an invisible draft with an empty title, reads it back, publishes and deletes it', async () => {
    const created = await api()
      .post('/api/articles')
      .query({ status: 'draft' })
      .set(bearer())
      .send({ data: { title: '', slug: 'brouillon-editeur', visible: false, content: [] } })
      .expect(201);
    const id = created.body.data.documentId;
    const drafts = await api().get('/api/articles').query({ status: 'draft', 'filters[slug][$eq]': 'brouillon-editeur' }).set(bearer()).expect(200);
    expect(drafts.body.data).toHaveLength(1);
    // Readers still never see it.
    await api().get(`/api/articles/${id}`).query({ status: 'draft' }).expect(404);
    await api().get(`/api/articles/${id}`).query({ status: 'draft' }).set({ Authorization: `Bearer ${cms.env.STOREFRONT_API_TOKEN}` }).expect(404);
    await api().put(`/api/articles/${id}`).query({ status: 'published' }).set(bearer()).send({ data: { title: 'Publié', visible: true } }).expect(200);
    await api().get(`/api/articles/${id}`).expect(200);
    await api().delete(`/api/articles/${id}`).set(bearer()).expect(204);
  });

  it('takes a FAQ question off the help page and keeps its draft; readers and other tokens cannot', async () => {
    const created = await api()
      .post('/api/faq-items')
      .query({ status: 'published' })
      .set(bearer())
      .send({ data: { question: 'Question à retirer ?', answer: 'Réponse.', category: 'retours', order: 99 } })
      .expect(201);
    const id = created.body.data.documentId;
    await api().get(`/api/faq-items/${id}`).expect(200);
    await api().post(`/api/faq-items/${id}/unpublish`).expect(403);
    await api().post(`/api/faq-items/${id}/unpublish`).set({ Authorization: `Bearer ${cms.env.STOREFRONT_API_TOKEN}` }).expect(403);
    await api().post(`/api/faq-items/${id}/unpublish`).set(bearer()).expect(200);
    await api().get(`/api/faq-items/${id}`).expect(404);
    const draft = await api().get(`/api/faq-items/${id}`).query({ status: 'draft' }).set(bearer()).expect(200);
    expect(draft.body.data).toMatchObject({ question: 'Question à retirer ?', publishedAt: null });
    await api().post('/api/faq-items/abcdefghijklmnopqrstuvwx/unpublish').set(bearer()).expect(404);
    await api().delete(`/api/faq-items/${id}`).set(bearer()).expect(204);
  });

  it('cannot delete the shop pages nor read the staff accounts', async () => {
    const [page] = (await api().get('/api/pages').set(bearer()).expect(200)).body.data;
    await api().delete(`/api/pages/${page.documentId}`).set(bearer()).expect(403);
    await api().get('/api/users').set(bearer()).expect(403);
  });

  it('is made once and kept as it is on the next start', async () => {
    expect((await runBootstrap(cms.strapi, cms.env)).editorToken).toBe('unchanged');
    expect(await cms.strapi.db.query('admin::api-token').count({ where: { name: 'Editor' } })).toBe(1);
  });
});

describe('GraphQL', () => {
  const graphql = (query: string) => api().post('/graphql').send({ query }).expect(200);

  it('answers public queries with visible published articles only', async () => {
    const published = await graphql('{ articles(pagination: { limit: 100 }) { slug visible } }');
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data.articles).toHaveLength(ARTICLES.length);
    const drafts = await graphql('{ articles(status: DRAFT, pagination: { limit: 100 }) { slug visible publishedAt } }');
    expect(drafts.body.data.articles).toHaveLength(ARTICLES.length);
    expect(drafts.body.data.articles.every((article: { visible: boolean }) => article.visible)).toBe(true);
  });

  it('resolves the homepage dynamic zone', async () => {
    const response = await graphql('{ homepage { title sections { __typename } } }');
    const typenames = response.body.data.homepage.sections.map((section: { __typename: string }) => section.__typename);
    expect(new Set(typenames).size).toBe(HOMEPAGE_BLOCK_TYPES.length);
  });
});
