import { smartlinkPages, smartlinkPath } from './smartlink';

const products = [
  { slug: 'passerelle-home-smartlink', categoryPaths: ['home-smartlink'] },
  { slug: 'thermostat-connecte', categoryPaths: ['accessoires', 'home-smartlink/thermostats'] },
  { slug: 'radiateur-fonte-1500w', categoryPaths: ['radiateurs/inertie/fonte'] },
  { slug: 'smartlink-hors-gamme', categoryPaths: ['home-smartlinkette'] },
];
const articles = [
  { slug: 'installer-sa-passerelle-home-smartlink', categorySlug: 'home-smartlink' },
  { slug: 'quelle-puissance-de-radiateur-pour-chaque-piece', categorySlug: 'conseils-chauffage' },
  { slug: 'sans-categorie', categorySlug: null },
];

describe('pages of the connected-home line (spec 2.1)', () => {
  it("gives each product of the line and each article of the line a page in the section and in the offer, canonical on its own page", () => {
    const { pages, skipped } = smartlinkPages(products, articles);
    expect(pages).toEqual([
      { path: '/home-smartlink/passerelle-home-smartlink/', template: 'product', slug: 'passerelle-home-smartlink', canonical: '/products/passerelle-home-smartlink/' },
      { path: '/offre/home-smartlink/passerelle-home-smartlink/', template: 'product', slug: 'passerelle-home-smartlink', canonical: '/products/passerelle-home-smartlink/' },
      { path: '/home-smartlink/thermostat-connecte/', template: 'product', slug: 'thermostat-connecte', canonical: '/products/thermostat-connecte/' },
      { path: '/offre/home-smartlink/thermostat-connecte/', template: 'product', slug: 'thermostat-connecte', canonical: '/products/thermostat-connecte/' },
      { path: '/home-smartlink/installer-sa-passerelle-home-smartlink/', template: 'article', slug: 'installer-sa-passerelle-home-smartlink', canonical: '/blog/installer-sa-passerelle-home-smartlink/' },
      { path: '/offre/home-smartlink/installer-sa-passerelle-home-smartlink/', template: 'article', slug: 'installer-sa-passerelle-home-smartlink', canonical: '/blog/installer-sa-passerelle-home-smartlink/' },
    ]);
    expect(skipped).toEqual([]);
  });

  it('gives a slug that is neither a product nor an article of the line no page (the shop answers 404)', () => {
    const paths = smartlinkPages(products, articles).pages.map((p) => p.path);
    expect(paths).not.toContain('/home-smartlink/radiateur-fonte-1500w/');
    expect(paths).not.toContain('/home-smartlink/smartlink-hors-gamme/');
    expect(paths).not.toContain('/home-smartlink/quelle-puissance-de-radiateur-pour-chaque-piece/');
    expect(paths).not.toContain('/home-smartlink/sans-categorie/');
  });

  it('keeps one page per slug: the product over an article, the CMS privacy page over both', () => {
    const { pages, skipped } = smartlinkPages(
      [{ slug: 'passerelle', categoryPaths: ['home-smartlink'] }, { slug: 'privacy', categoryPaths: ['home-smartlink'] }],
      [{ slug: 'passerelle', categorySlug: 'home-smartlink' }],
    );
    expect(pages.map((p) => `${p.template} ${p.path}`)).toEqual(['product /home-smartlink/passerelle/', 'product /offre/home-smartlink/passerelle/']);
    expect(skipped).toEqual(['product privacy', 'article passerelle']);
  });

  it('addresses a slug in the section or in the offer', () => {
    expect(smartlinkPath('line', 'passerelle')).toBe('/home-smartlink/passerelle/');
    expect(smartlinkPath('offer', 'passerelle')).toBe('/offre/home-smartlink/passerelle/');
  });
});
