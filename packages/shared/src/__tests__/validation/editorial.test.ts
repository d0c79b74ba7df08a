import { articleCategoryChoiceSchema, articleListQuerySchema, articleUpdateSchema, cmsPageUpdateSchema, EDITORIAL_TEXTS, isCmsPageTag } from '../../validation/editorial';
import { isSafeLinkUrl, RICH_TEXT_TEXTS, richTextPlain, richTextSchema } from '../../validation/rich-text';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

describe('rich text (Strapi blocks) sanitised on the server', () => {
  it('keeps the known blocks and marks and drops every other key', () => {
    const parsed = richTextSchema.parse([
      { type: 'heading', level: 2, children: [text('Titre')], style: 'color:red' },
      { type: 'paragraph', onclick: 'x', children: [text('gras', { bold: true, onmouseover: true } as never), { type: 'link', url: 'https://exemple.fr', target: '_blank', children: [text('lien')] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('un')] }] },
    ]);
    expect(parsed).toEqual([
      { type: 'heading', level: 2, children: [text('Titre')] },
      { type: 'paragraph', children: [text('gras', { bold: true }), { type: 'link', url: 'https://exemple.fr', children: [text('lien')] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('un')] }] },
    ]);
    expect(richTextPlain(parsed)).toBe('Titre\ngraslien\nun');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', '//evil.example', 'vbscript:x'])('refuses the link %s', (url) => {
    const result = richTextSchema.safeParse([{ type: 'paragraph', children: [{ type: 'link', url, children: [text('x')] }] }]);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error)).toContain(RICH_TEXT_TEXTS.link);
  });

  it('accepts the shop paths, http(s), mailto and tel links', () => {
    for (const url of ['/about/legal/', 'https://maison-chaleur.fr', 'mailto:contact@maison-chaleur.fr', 'tel:+33 1 23 45 67 89']) expect(isSafeLinkUrl(url)).toBe(true);
  });

  it('refuses raw HTML blocks, images and unknown types, and strips control characters', () => {
    expect(richTextSchema.safeParse([{ type: 'html', value: '<script>' }]).success).toBe(false);
    expect(richTextSchema.safeParse([{ type: 'image', image: { url: 'https://x' }, children: [text('')] }]).success).toBe(false);
    expect(richTextSchema.parse([{ type: 'paragraph', children: [text('a\u0000b\u0007c')] }])).toEqual([{ type: 'paragraph', children: [text('abc')] }]);
  });
});

describe('article and CMS page inputs', () => {
  it('takes partial article changes and refuses unknown fields in French', () => {
    expect(articleUpdateSchema.parse({ title: '  Bonjour ', visible: true })).toEqual({ title: 'Bonjour', visible: true });
    const unknown = articleUpdateSchema.safeParse({ titre: 'x' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0].message).toBe(EDITORIAL_TEXTS.invalidRequest);
    expect(articleUpdateSchema.safeParse({ slug: 'Avec Espaces' }).error?.issues[0].message).toBe(EDITORIAL_TEXTS.slug);
  });

  it('accepts only a category the CMS lists, with the French text otherwise', () => {
    const choice = articleCategoryChoiceSchema(['conseils-chauffage', 'climatisation']);
    expect(choice.parse('climatisation')).toBe('climatisation');
    expect(choice.safeParse('guides-produits').error?.issues[0].message).toBe(EDITORIAL_TEXTS.category);
    expect(articleCategoryChoiceSchema([]).safeParse('conseils-chauffage').success).toBe(false);
  });

  it('reads the list query: page, mode, q of 3 characters at least', () => {
    expect(articleListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(articleListQuerySchema.parse({ page: '2', mode: 'all', category: 'a,b' })).toEqual({ page: 2, mode: 'all', category: ['a', 'b'] });
    expect(articleListQuerySchema.safeParse({ q: 'ab' }).success).toBe(false);
    expect(articleListQuerySchema.safeParse({ mode: 'brouillons' }).error?.issues[0].message).toBe(EDITORIAL_TEXTS.mode);
  });

  it('knows the CMS page tags and requires a page title', () => {
    expect(['legal', 'cgv', 'cookie', 'privacy', 'about'].every(isCmsPageTag)).toBe(true);
    expect(isCmsPageTag('messages')).toBe(false);
    expect(isCmsPageTag('constructor')).toBe(false);
    expect(cmsPageUpdateSchema.safeParse({ content: { title: ' ', blocks: [] } }).error?.issues[0].message).toBe(EDITORIAL_TEXTS.pageTitle);
  });
});
