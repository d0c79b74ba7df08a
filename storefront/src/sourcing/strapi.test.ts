/** @jest-environment node */
import { SourcingError, type SourceSettings } from './env';
import { fetchCmsContent } from './strapi';

const settings: SourceSettings = {
  medusaUrl: 'http://medusa.test',
  medusaPublishableKey: 'pk_test',
  strapiUrl: 'http://strapi.test',
  strapiToken: 'token-123',
  regionName: 'France',
  countryCode: 'fr',
};

type Answer = { status?: number; body: unknown };

function fakeFetch(routes: Record<string, Answer>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const impl = (async (input: string, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const key = Object.keys(routes).find((prefix) => url.includes(prefix));
    const answer = key ? routes[key] : { status: 404, body: { error: 'not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const empty = { body: { data: [], meta: { pagination: { page: 1, pageCount: 1 } } } };

describe('Strapi reader', () => {
  it('sends the token, follows pagination and keeps only visible articles', async () => {
    const { impl, calls } = fakeFetch({
      '/api/homepage': { body: { data: { title: 'Accueil', sections: [] } } },
      'articles?populate=*&filters[visible][$eq]=true&sort=publishedAt:desc&pagination[page]=1': {
        body: { data: [{ title: 'Un', slug: 'un', visible: true }], meta: { pagination: { page: 1, pageCount: 2 } } },
      },
      'articles?populate=*&filters[visible][$eq]=true&sort=publishedAt:desc&pagination[page]=2': {
        body: { data: [{ title: 'Deux', slug: 'deux', visible: true }, { title: 'Caché', slug: 'cache', visible: false }], meta: { pagination: { page: 2, pageCount: 2 } } },
      },
      '/api/article-categories': empty,
      '/api/faq-items': empty,
      '/api/pages': { body: { data: [{ slug: 'cgv', title: 'CGV' }], meta: { pagination: { page: 1, pageCount: 1 } } } },
    });
    const content = await fetchCmsContent(settings, impl);
    expect(content.articles.map((a) => a.slug)).toEqual(['un', 'deux']);
    expect(content.pages.map((p) => p.slug)).toEqual(['cgv']);
    expect(content.homepage.title).toBe('Accueil');
    expect(calls.every((c) => c.headers.Authorization === 'Bearer token-123')).toBe(true);
  });

  it('names the token when Strapi refuses it', async () => {
    const { impl } = fakeFetch({ '/api/': { status: 401, body: {} } });
    await expect(fetchCmsContent(settings, impl)).rejects.toThrow(/STRAPI_TOKEN/);
  });

  it('fails loudly, naming URL and variable, when Strapi is down', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = await fetchCmsContent(settings, down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcingError);
    expect((error as Error).message).toMatch(/Strapi is unreachable at http:\/\/strapi\.test.*STRAPI_URL/);
  });
});
