/**
 * Maps Strapi v5 REST answers (flat: id, documentId, fields) to the storefront's content records.
 * Pure and tolerant: an editor may leave a field empty, and rich text may be Strapi "blocks"
 * (JSON) or Markdown (a string) depending on how the field was declared.
 */

export type RichText = { format: 'blocks'; value: unknown[] } | { format: 'markdown'; value: string } | { format: 'empty'; value: null };

export type MediaRecord = { url: string; alt: string | null; width: number | null; height: number | null; mime: string | null };

export type ArticleRecord = {
  slug: string;
  title: string;
  author: string | null;
  excerpt: string | null;
  content: RichText;
  publishedAt: string | null;
  categorySlug: string | null;
  image: MediaRecord | null;
};

export type ArticleCategoryRecord = { slug: string; name: string; description: string | null };
export type FaqRecord = { question: string; answer: RichText; category: string | null; order: number };
export type PageRecord = { slug: string; title: string; content: RichText; seoDescription: string | null };
export type HomepageRecord = { title: string | null; seoDescription: string | null; sections: Record<string, unknown>[]; media: MediaRecord[] };

type Raw = Record<string, unknown>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function asRecord(value: unknown): Raw | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function absoluteUrl(url: string, base: string): string {
  return /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function richText(value: unknown): RichText {
  if (Array.isArray(value)) return value.length ? { format: 'blocks', value } : { format: 'empty', value: null };
  if (typeof value === 'string' && value.trim()) return { format: 'markdown', value };
  return { format: 'empty', value: null };
}

/** A Strapi media object (or a one-item list of them) with an absolute URL. */
export function media(value: unknown, base: string): MediaRecord | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const record = asRecord(raw);
  const url = record && str(record.url);
  if (!record || !url) return null;
  return {
    url: absoluteUrl(url, base),
    alt: str(record.alternativeText) ?? str(record.caption),
    width: num(record.width),
    height: num(record.height),
    mime: str(record.mime),
  };
}

export function mapArticle(raw: Raw, base: string): ArticleRecord | null {
  const title = str(raw.title);
  if (!title) return null; // a new article starts with an empty title (spec 3): nothing to publish yet
  const category = asRecord(raw.category);
  const categoryName = category ? str(category.name) : str(raw.category);
  return {
    slug: str(raw.slug) ?? slugify(title),
    title,
    author: str(raw.author),
    excerpt: str(raw.excerpt),
    content: richText(raw.content),
    publishedAt: str(raw.publishedAt) ?? str(raw.createdAt),
    categorySlug: (category && str(category.slug)) ?? (categoryName ? slugify(categoryName) : null),
    image: media(raw.image, base),
  };
}

export function mapArticleCategory(raw: Raw): ArticleCategoryRecord | null {
  const name = str(raw.name) ?? str(raw.title);
  if (!name) return null;
  return { slug: str(raw.slug) ?? slugify(name), name, description: str(raw.description) };
}

export function mapFaq(raw: Raw, index: number): FaqRecord | null {
  const question = str(raw.question);
  if (!question) return null;
  const category = asRecord(raw.category);
  return {
    question,
    answer: richText(raw.answer),
    category: category ? str(category.name) : str(raw.category),
    order: num(raw.order) ?? index,
  };
}

export function mapPage(raw: Raw): PageRecord | null {
  const slug = str(raw.slug);
  if (!slug) return null;
  return {
    slug,
    title: str(raw.title) ?? slug,
    content: richText(raw.content),
    seoDescription: str(raw.seoDescription) ?? str(raw.description),
  };
}

function isMediaObject(record: Raw): boolean {
  return typeof record.url === 'string' && ('mime' in record || 'formats' in record || 'hash' in record);
}

/**
 * Dynamic-zone blocks keep their shape (the block registry reads them), but every media URL is made
 * absolute and collected, so the build can download each file once into the static site.
 */
export function mapHomepage(raw: Raw | null, base: string): HomepageRecord {
  const found = new Map<string, MediaRecord>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    const record = asRecord(value);
    if (!record) return value;
    if (isMediaObject(record)) {
      const item = media(record, base);
      if (item) {
        found.set(item.url, item);
        return { url: item.url, alt: item.alt, width: item.width, height: item.height };
      }
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v)]));
  };
  const sections = Array.isArray(raw?.sections) ? raw.sections : [];
  return {
    title: str(raw?.title),
    seoDescription: str(raw?.seoDescription),
    sections: sections.map((s) => walk(s)).filter((s): s is Raw => asRecord(s) !== null),
    media: [...found.values()],
  };
}
