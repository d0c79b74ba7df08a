import { SourcingError, unreachable, type SourceSettings } from './env';
import {
  mapArticle,
  mapArticleCategory,
  mapFaq,
  mapHomepage,
  mapPage,
  type ArticleCategoryRecord,
  type ArticleRecord,
  type FaqRecord,
  type HomepageRecord,
  type PageRecord,
} from './strapi-content';

export type CmsContent = {
  homepage: HomepageRecord;
  articles: ArticleRecord[];
  articleCategories: ArticleCategoryRecord[];
  faqItems: FaqRecord[];
  pages: PageRecord[];
};

type Raw = Record<string, unknown>;
type ListAnswer = { data?: Raw[]; meta?: { pagination?: { page?: number; pageCount?: number } } };

export function createStrapiReader(settings: SourceSettings, fetchImpl: typeof fetch = fetch) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (settings.strapiToken) headers.Authorization = `Bearer ${settings.strapiToken}`;

  const get = async (path: string, { optional = false } = {}): Promise<unknown> => {
    const url = `${settings.strapiUrl}/api/${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers });
    } catch (error) {
      throw unreachable('Strapi', settings.strapiUrl, 'STRAPI_URL', error);
    }
    if (response.status === 404 && optional) return null;
    if (!response.ok) {
      const hint =
        response.status === 401 || response.status === 403
          ? ' Check STRAPI_TOKEN: it must be the read-only "Storefront" API token (STOREFRONT_API_TOKEN of the CMS).'
          : '';
      throw new SourcingError(`Strapi answered ${response.status} to GET ${url}.${hint}`);
    }
    return response.json();
  };

  /** Every page of a collection (Strapi caps pageSize at 100 by default). */
  const list = async (type: string, query: string): Promise<Raw[]> => {
    const all: Raw[] = [];
    for (let page = 1; ; page += 1) {
      const sep = query ? '&' : '';
      const answer = (await get(`${type}?${query}${sep}pagination[page]=${page}&pagination[pageSize]=100`)) as ListAnswer;
      all.push(...(answer.data ?? []));
      const pageCount = answer.meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount) return all;
    }
  };

  return { get, list };
}

function compact<T>(items: (T | null)[]): T[] {
  return items.filter((item): item is T => item !== null);
}

export async function fetchCmsContent(settings: SourceSettings, fetchImpl: typeof fetch = fetch): Promise<CmsContent> {
  const strapi = createStrapiReader(settings, fetchImpl);
  const base = settings.strapiUrl;

  // The CMS answers the homepage with every block populated (three levels deep) when no populate is given.
  const homepageAnswer = (await strapi.get('homepage', { optional: true })) as { data?: Raw } | null;
  const [articles, articleCategories, faqItems, pages] = await Promise.all([
    strapi.list('articles', 'populate=*&filters[visible][$eq]=true&sort=publishedAt:desc'),
    strapi.list('article-categories', ''),
    strapi.list('faq-items', 'populate=*&sort=order:asc'),
    strapi.list('pages', ''),
  ]);

  return {
    homepage: mapHomepage(homepageAnswer?.data ?? null, base),
    // Strapi already filters on `visible`; the check here keeps a misconfigured token from publishing drafts.
    articles: compact(articles.filter((a) => a.visible !== false).map((a) => mapArticle(a, base))),
    articleCategories: compact(articleCategories.map(mapArticleCategory)),
    faqItems: compact(faqItems.map(mapFaq)).sort((a, b) => a.order - b.order),
    pages: compact(pages.map(mapPage)),
  };
}
