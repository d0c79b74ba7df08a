import sharp from 'sharp';
import { blocksToPlainText, parseInline, toBlocks, wordCount } from '../src/bootstrap/seed/blocks-text';
import { ARTICLE_CATEGORIES } from '../src/bootstrap/seed/content/article-categories';
import { FAQ_ITEMS } from '../src/bootstrap/seed/content/faq';
import { GUIDES } from '../src/bootstrap/seed/content/guides';
import { HOMEPAGE, HOMEPAGE_BLOCK_TYPES } from '../src/bootstrap/seed/content/homepage';
import { ARTICLES, PAGES } from '../src/bootstrap/seed/editorial';
import { PICTURES } from '../src/bootstrap/seed/images/catalogue';
import { illustrationSvg } from '../src/bootstrap/seed/images/illustrations';

describe('toBlocks', () => {
  it('turns the markdown subset into Strapi blocks', () => {
    const blocks = toBlocks('## Titre\n\nUn **mot** et un [lien](/contact).\n\n- un\n- deux\n\n1. premier\n2. second');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Titre' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Un ' },
          { type: 'text', text: 'mot', bold: true },
          { type: 'text', text: ' et un ' },
          { type: 'link', url: '/contact', children: [{ type: 'text', text: 'lien' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'un' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'deux' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'premier' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'second' }] },
        ],
      },
    ]);
  });

  it('joins the lines of a paragraph and never leaves an element empty', () => {
    expect(toBlocks('une\nphrase')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'une phrase' }] }]);
    expect(parseInline('')).toEqual([{ type: 'text', text: '' }]);
  });
});

describe('seed content', () => {
  it('has at least six articles of 300+ words, every category with its articles', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    for (const article of ARTICLES) {
      const words = wordCount(blocksToPlainText(toBlocks(article.body)));
      // The slug in the assertion names the short article when this fails.
      expect({ slug: article.slug, longEnough: words >= 300 }).toEqual({ slug: article.slug, longEnough: true });
      expect(article.body.toLowerCase()).not.toContain('lorem');
    }
    const categories = new Set(ARTICLES.map((article) => article.categorySlug));
    expect([...categories].sort()).toEqual(ARTICLE_CATEGORIES.map((category) => category.slug).sort());
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(ARTICLES.length);
  });

  it('has ten FAQ entries covering delivery, returns, warranty, payment and the pro account', () => {
    expect(FAQ_ITEMS).toHaveLength(10);
    expect(new Set(FAQ_ITEMS.map((item) => item.category))).toEqual(
      new Set(['livraison', 'retours', 'garantie', 'paiement', 'commande', 'compte-pro']),
    );
    expect(FAQ_ITEMS.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('has every page the storefront routes to, legal facts visibly left to fill in', () => {
    const slugs = PAGES.map((page) => page.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'about', 'cgv', 'cookie', 'legal', 'privacy', 'sav', 'help', 'hero', 'home-smartlink',
        'home-smartlink-privacy', 'econergy-privacy', 'offre-home-smartlink', 'pro',
      ]),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    // The company's identity is printed from the engine's record (/admin/societe), not repeated in the text.
    for (const slug of ['legal', 'cgv', 'privacy']) {
      const body = PAGES.find((page) => page.slug === slug)!.body;
      for (const stale of ['Maison Chaleur SAS', '18 rue des Forges', '912 345 675', 'contact@maison-chaleur.fr', 'OVH']) {
        expect({ slug, stale, found: body.includes(stale) }).toEqual({ slug, stale, found: false });
      }
    }
    expect(PAGES.find((page) => page.slug === 'cgv')!.body).toContain("le vendeur, dont l'identité et les coordonnées figurent ci-dessus");
    for (const page of PAGES) expect(page.seoDescription.length).toBeLessThanOrEqual(300);
  });

  it('leaves no placeholder in any page (issue 16: the legal pages are complete)', () => {
    for (const page of PAGES) {
      expect({ slug: page.slug, placeholder: /\[À COMPLÉTER|\[TODO|\bTODO\b/.test(`${page.title} ${page.seoDescription} ${page.body}`) }).toEqual({
        slug: page.slug,
        placeholder: false,
      });
    }
  });

  it('gives the CGV the withdrawal period, the online function, the model form and both legal warranties', () => {
    const cgv = PAGES.find((page) => page.slug === 'cgv')!.body;
    for (const text of [
      'quatorze jours',
      '« renoncer au contrat ici »',
      '« confirmer la rétractation »',
      'Formulaire type de rétractation',
      'L217-3',
      '1641',
      'médiateur de la consommation',
    ]) {
      expect(cgv).toContain(text);
    }
    const legal = PAGES.find((page) => page.slug === 'legal')!.body;
    for (const text of ['Médiation', 'Propriété intellectuelle', 'Responsabilité']) expect(legal).toContain(text);
    const privacy = PAGES.find((page) => page.slug === 'privacy')!.body;
    for (const text of ["droit d'accès", 'CNIL', 'Durées de conservation']) expect(privacy).toContain(text);
  });

  it('gives the messages guide its quick answers', () => {
    const messages = GUIDES.find((guide) => guide.tag === 'messages');
    expect(messages?.quickResponses.length).toBeGreaterThanOrEqual(3);
  });

  it('uses each of the seven block types once on the homepage', () => {
    expect(HOMEPAGE.sections.map((section) => section.__component).sort()).toEqual([...HOMEPAGE_BLOCK_TYPES].sort());
  });

  it('names best sellers by valid EAN-13, integer cents and product paths', () => {
    const bestSellers = HOMEPAGE.sections.find((section) => section.__component === 'blocks.best-sellers');
    const items = (bestSellers as { items: { ean: string; price: number; to: string }[] }).items;
    for (const { ean, price, to } of items) {
      const digits = ean.split('').map(Number);
      const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
      expect(digits[12]).toBe((10 - (sum % 10)) % 10);
      expect(Number.isInteger(price)).toBe(true);
      expect(to).toMatch(/^\/products\/[a-z0-9-]+$/);
    }
  });

  it('refers only to pictures the catalogue can draw', () => {
    const used = [
      ...ARTICLES.map((article) => article.image),
      ...JSON.stringify(HOMEPAGE).matchAll(/"\$picture":"([^"]+)"/g),
    ].map((match) => (typeof match === 'string' ? match : match[1]));
    for (const key of used) expect(PICTURES).toHaveProperty([key]);
  });
});

describe('illustrations', () => {
  it('rasterise to the requested size', async () => {
    const spec = PICTURES['hero-large'];
    const metadata = await sharp(Buffer.from(illustrationSvg(spec))).jpeg().toBuffer().then((jpeg) => sharp(jpeg).metadata());
    expect([metadata.width, metadata.height, metadata.format]).toEqual([spec.width, spec.height, 'jpeg']);
  });
});
