import { clientNavigationTarget, closestLink, type LinkClick } from './clientNavigation';

const ORIGIN = 'https://www.maison-chaleur.fr';
const leftClick: LinkClick = { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  Object.entries(attributes).forEach(([name, value]) => a.setAttribute(name, value));
  return a;
}

describe('which clicks in a static island go through Gatsby’s router', () => {
  it('a plain left click on a page of the site, with its query and anchor', () => {
    expect(clientNavigationTarget(link('/categories/radiateurs/'), leftClick, ORIGIN)).toBe('/categories/radiateurs/');
    expect(clientNavigationTarget(link(`${ORIGIN}/products/?q=fonte#resultats`), leftClick, ORIGIN)).toBe('/products/?q=fonte#resultats');
  });

  it('the browser keeps what a visitor asks of it: new tab or window, download, other button', () => {
    expect(clientNavigationTarget(link('/blog/'), { ...leftClick, ctrlKey: true }, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/blog/'), { ...leftClick, metaKey: true }, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/blog/'), { ...leftClick, shiftKey: true }, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/blog/'), { ...leftClick, button: 1 }, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/blog/', { target: '_blank' }), leftClick, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/notice.pdf', { download: '' }), leftClick, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('/blog/'), { ...leftClick, defaultPrevented: true }, ORIGIN)).toBeNull();
    // the pro area is built too (issue 13)
    expect(clientNavigationTarget(link('/pro/v1/store/'), leftClick, ORIGIN)).toBe('/pro/v1/store/');
  });

  it('other sites, in-page anchors and mail links load normally', () => {
    expect(clientNavigationTarget(link('https://www.youtube-nocookie.com/embed/x'), leftClick, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('#contenu'), leftClick, ORIGIN)).toBeNull();
    expect(clientNavigationTarget(link('mailto:sav@maison-chaleur.fr'), leftClick, ORIGIN)).toBeNull();
  });

  it('finds the link around the clicked text, only inside the island', () => {
    const island = document.createElement('div');
    const inner = link('/help/');
    inner.innerHTML = '<span>Aide</span>';
    island.appendChild(inner);
    const outside = link('/blog/');
    outside.appendChild(island);
    expect(closestLink(inner.querySelector('span'), island)).toBe(inner);
    expect(closestLink(island, island)).toBeNull();
    expect(closestLink(null, island)).toBeNull();
  });
});
