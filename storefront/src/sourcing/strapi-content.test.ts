import { absoluteUrl, mapArticle, mapFaq, mapHomepage, mapPage, richText, slugify } from './strapi-content';

const BASE = 'http://localhost:1337';

describe('Strapi content mapping', () => {
  it('maps an article with its category, image and blocks content', () => {
    const article = mapArticle(
      {
        id: 1,
        documentId: 'abc',
        title: 'Bien choisir son radiateur à inertie',
        slug: 'bien-choisir-radiateur-inertie',
        author: 'Claire Martin',
        excerpt: 'Céramique ou fonte ?',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Bonjour' }] }],
        publishedAt: '2025-01-12T10:00:00.000Z',
        category: { id: 2, name: 'Conseils chauffage', slug: 'conseils-chauffage' },
        image: { url: '/uploads/radiateur.png', alternativeText: 'Un radiateur', width: 1200, height: 800, mime: 'image/png' },
      },
      BASE,
    );
    expect(article).toMatchObject({
      slug: 'bien-choisir-radiateur-inertie',
      categorySlug: 'conseils-chauffage',
      image: { url: 'http://localhost:1337/uploads/radiateur.png', alt: 'Un radiateur' },
      content: { format: 'blocks' },
    });
  });

  it('skips an article without a title (a new draft) and derives a missing slug', () => {
    expect(mapArticle({ title: '' }, BASE)).toBeNull();
    expect(mapArticle({ title: 'Économies d’énergie : 5 gestes' }, BASE)?.slug).toBe('economies-d-energie-5-gestes');
    expect(slugify('Sèche-serviettes')).toBe('seche-serviettes');
  });

  it('reads rich text as blocks, Markdown or nothing', () => {
    expect(richText([{ type: 'paragraph' }]).format).toBe('blocks');
    expect(richText('## Titre').format).toBe('markdown');
    expect(richText('  ').format).toBe('empty');
    expect(richText([]).format).toBe('empty');
  });

  it('maps FAQ entries and pages', () => {
    expect(mapFaq({ question: 'Délais ?', answer: 'Sous 5 jours ouvrés.', category: 'livraison', order: 3 }, 0)).toEqual({
      question: 'Délais ?',
      answer: { format: 'markdown', value: 'Sous 5 jours ouvrés.' },
      category: 'livraison',
      order: 3,
    });
    expect(mapPage({ slug: 'cgv', title: 'Conditions générales de vente', seoDescription: 'CGV', content: [] })).toMatchObject({ slug: 'cgv', seoDescription: 'CGV' });
    expect(mapPage({ title: 'sans slug' })).toBeNull();
  });

  it('collects every media of the homepage blocks once, with absolute URLs', () => {
    const hero = { url: '/uploads/hero.jpg', mime: 'image/jpeg', width: 1600, height: 900, alternativeText: 'Salon chauffé' };
    const homepage = mapHomepage(
      {
        title: 'Accueil',
        sections: [
          { __component: 'blocks.hero', id: 1, title: 'Bienvenue', image: { small: hero, medium: hero, large: hero, alt: 'Salon' } },
          { __component: 'blocks.category', id: 2, items: [{ title: 'Radiateurs', to: '/categories/radiateurs/', image: { url: '/uploads/rd.png', mime: 'image/png' } }] },
        ],
      },
      BASE,
    );
    expect(homepage.title).toBe('Accueil');
    expect(homepage.media.map((m) => m.url)).toEqual(['http://localhost:1337/uploads/hero.jpg', 'http://localhost:1337/uploads/rd.png']);
    const firstBlock = homepage.sections[0] as { image: { large: { url: string } } };
    expect(firstBlock.image.large.url).toBe('http://localhost:1337/uploads/hero.jpg');
    expect(mapHomepage(null, BASE)).toEqual({ title: null, seoDescription: null, sections: [], media: [] });
  });

  it('keeps absolute URLs as they are', () => {
    expect(absoluteUrl('https://cdn.example.com/a.png', BASE)).toBe('https://cdn.example.com/a.png');
    expect(absoluteUrl('uploads/a.png', BASE)).toBe('http://localhost:1337/uploads/a.png');
  });
});
