import { articleCategoryChoiceSchema, articleListQuerySchema, articleUpdateSchema, cmsPageUpdateSchema, EDITORIAL_TEXTS, isCmsPageTag } from '../../validation/editorial';
import { isCmsMediaUrl, isSafeLinkUrl, readRichText, RICH_TEXT_TEXTS, richTextPlain, richTextSchema } from '../../validation/rich-text';

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

describe('image blocks: pictures of the media library only, each with its alternative text', () => {
  const image = (fields: Record<string, unknown>) => ({ type: 'image', image: fields, children: [text('')] });
  const issue = (value: unknown) => JSON.stringify(richTextSchema.safeParse([value]).error);

  it("keeps an uploaded picture's address, alternative text and size, and drops the rest of Strapi's media object", () => {
    const strapiMedia = { url: '/uploads/salon_ab12.png', alternativeText: ' Un salon chauffé ', width: 640, height: 360, hash: 'salon_ab12', provider: 'local', formats: {}, onload: 'x' };
    expect(richTextSchema.parse([image(strapiMedia)])).toEqual([
      { type: 'image', image: { url: '/uploads/salon_ab12.png', alternativeText: 'Un salon chauffé', width: 640, height: 360 }, children: [text('')] },
    ]);
    // Slate's void child is always the one empty text, whatever was sent.
    expect(richTextSchema.parse([{ type: 'image', image: { url: '/uploads/a.png', alternativeText: 'A' }, children: [text('<script>')] }])[0]).toMatchObject({ children: [text('')] });
    expect(richTextPlain(richTextSchema.parse([image({ url: '/uploads/a.png', alternativeText: 'Un poêle' })]))).toBe('Un poêle');
  });

  it.each([
    'https://ailleurs.example/pixel.png',
    '//ailleurs.example/uploads/pixel.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBOR',
    '/uploads/../admin/x.png',
    '/uploads//x.png',
    '/uploads/x.png?track=1',
    '/images/x.png',
    '/uploads/',
  ])('refuses an image at %s (French)', (url) => {
    expect(issue(image({ url, alternativeText: 'x' }))).toContain(RICH_TEXT_TEXTS.imageUrl);
  });

  it('requires the alternative text (French) and whole pixel sizes', () => {
    for (const alternativeText of [undefined, null, '', '   ', 'x'.repeat(201)]) {
      expect(issue(image({ url: '/uploads/a.png', alternativeText }))).toContain(RICH_TEXT_TEXTS.imageAlt);
    }
    expect(issue(image({ url: '/uploads/a.png', alternativeText: 'A', width: 1.5 }))).toContain(RICH_TEXT_TEXTS.imageSize);
    expect(issue({ type: 'image', children: [text('')] })).toContain(RICH_TEXT_TEXTS.imageUrl);
  });

  it("takes the CMS's configured public address (CMS_PUBLIC_URL on the engine), nothing else", () => {
    expect(isCmsMediaUrl('https://medias.maison-chaleur.fr/uploads/a.png', ['https://medias.maison-chaleur.fr'])).toBe(true);
    expect(isCmsMediaUrl('https://medias.maison-chaleur.fr.evil.example/uploads/a.png', ['https://medias.maison-chaleur.fr'])).toBe(false);
    expect(isCmsMediaUrl('https://medias.maison-chaleur.fr/../a.png', ['https://medias.maison-chaleur.fr'])).toBe(false);
    expect(isCmsMediaUrl('https://medias.maison-chaleur.fr/uploads/a.png', [])).toBe(false);
    const saved = process.env.CMS_PUBLIC_URL;
    process.env.CMS_PUBLIC_URL = 'https://medias.maison-chaleur.fr/';
    try {
      expect(richTextSchema.safeParse([image({ url: 'https://medias.maison-chaleur.fr/uploads/a.png', alternativeText: 'A' })]).success).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.CMS_PUBLIC_URL;
      else process.env.CMS_PUBLIC_URL = saved;
    }
  });

  it("reads back the CMS's text block by block: an image Strapi's editor stored without alternative text is left out alone", () => {
    const stored = [
      { type: 'paragraph', children: [text('Avant')] },
      image({ url: '/uploads/a.png', alternativeText: null }),
      image({ url: '/uploads/b.png', alternativeText: 'B' }),
    ];
    expect(readRichText(stored).map((b) => b.type)).toEqual(['paragraph', 'image']);
    expect(readRichText('pas un tableau')).toEqual([]);
  });
});

describe('article and CMS page inputs', () => {
  it("takes the article's picture as a media id, or null to remove it, and refuses anything else in French", () => {
    expect(articleUpdateSchema.parse({ image: 42 })).toEqual({ image: 42 });
    expect(articleUpdateSchema.parse({ image: null })).toEqual({ image: null });
    for (const bad of [0, -1, 1.5, '42', { id: 42 }, 2 ** 31]) {
      expect(articleUpdateSchema.safeParse({ image: bad }).error?.issues[0].message).toBe(EDITORIAL_TEXTS.image);
    }
  });

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
