import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiProductQueryAnswer, ApiProductSummary } from '@shop/shared';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { fakeApi, renderWithApi, type FakeAnswer } from '../lib/api/fakeApi';
import type { ProductCardData } from '../lib/product-card-data';
import ProductsPage from './products';

const card = (slug: string, title: string): ProductCardData => ({ slug, title, subtitle: null, brand: null, ean: null, priceCents: 10000, stock: 3, cardImage: null });
const staticPage = [card('fonte-1', 'Radiateur inertie fonte Alto'), card('ceram-1', 'Radiateur inertie céramique Solena')];

const summary = (slug: string, designation: string, brand: string, ttc: number): ApiProductSummary => ({
  id: `prod_${slug}`, slug, ean: '3760891201012', designation, brand, image: null, price: { ht: Math.round(ttc / 1.2), ttc },
  stock: { available: 8, state: 'in_stock' }, category: null, powerW: 1000, bestSeller: false,
});

const answer = (products: ApiProductSummary[], total = products.length): ApiProductQueryAnswer => ({
  products, total, page: 1, pageSize: 48,
  facets: { category: [], brand: [{ name: 'Calorem', count: total }], type: [], power: [], price: total ? { min: 24990, max: 24990 } : null },
});

const ondine = summary('ondine-500', 'Sèche-serviettes Ondine 500 W', 'Calorem', 24990);

function renderPage(search: string) {
  const props = (value: string) => ({ data: { firstPage: { totalCount: 73, nodes: staticPage } }, location: { search: value } }) as unknown as React.ComponentProps<typeof ProductsPage>;
  const view = renderWithApi(<ProductsPage {...props(search)} />);
  return { ...view, goTo: (next: string) => view.rerender(<ProductsPage {...props(next)} />) };
}

/** The product-query calls the page made (the header also verifies the session). */
const searches = (calls: { path: string; body: unknown }[]) => calls.filter((call) => call.path === '/product/query').map((call) => call.body);

// Each test renders the whole page (header, footer, lazy search screen): on a busy machine that exceeds 5 s.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('/products/ page', () => {
  // the page loads its search screen lazily: compile that chunk once, before the tests
  beforeAll(() => import('../features/search/SearchScreen'), 60_000);

  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
  });

  it('keeps the static first page of the catalogue and asks the API for the facet counts only', async () => {
    const { calls } = fakeApi({ 'POST /product/query': () => ({ status: 200, body: answer([ondine], 73) }) });
    renderPage('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nos produits');
    // below 768 px (jsdom matches no media query) the filters are folded under their button, not even rendered
    const toggle = await screen.findByRole('button', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(document.getElementById('search-filters')).toBeEmptyDOMElement();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('checkbox', { name: 'Calorem (73)' })).toBeInTheDocument();
    expect(searches(calls)).toEqual([{ sort: 'name', page: 1, pageSize: 1 }]);
    expect(screen.getAllByTestId('product-card').map((c) => c.dataset.slug)).toEqual(['fonte-1', 'ceram-1']);
    expect(screen.getByTestId('result-count')).toHaveTextContent('73 produits');
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products/?page=2');
    // the outline has no h1 -> h3 jump (Lighthouse's heading-order audit): the cards sit under an h2
    const results = screen.getByRole('region', { name: 'Liste des produits' });
    expect(within(results).getByRole('heading', { level: 2 })).toHaveTextContent('Liste des produits');
    expect(within(results).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('shows the filter column at once from 768 px', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...narrow(query), matches: query === '(min-width: 768px)' })) as typeof window.matchMedia;
    try {
      fakeApi({ 'POST /product/query': () => ({ status: 200, body: answer([ondine], 73) }) });
      renderPage('');
      // rendered before any click (jsdom applies no media query to the column's CSS: it counts as hidden)
      expect(await screen.findByRole('checkbox', { name: 'Calorem (73)', hidden: true })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Filtres', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('shows the results of ?q= from the API with their count', async () => {
    const { calls } = fakeApi({ 'POST /product/query': () => ({ status: 200, body: answer([ondine]) }) });
    renderPage('?q=seche%20serviette');
    expect(await screen.findByRole('link', { name: 'Sèche-serviettes Ondine 500 W' })).toHaveAttribute('href', '/products/ondine-500/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « seche serviette »');
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 produit');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(searches(calls)).toEqual([{ q: 'seche serviette', sort: 'relevance', page: 1, pageSize: 48 }]);
  });

  it('keeps the previous results on screen while the next ones load (a new header search)', async () => {
    let release: (value: FakeAnswer) => void = () => undefined;
    fakeApi({
      'POST /product/query': (body) =>
        (body as { q?: string }).q === 'lagune'
          ? new Promise<FakeAnswer>((resolve) => (release = resolve))
          : { status: 200, body: answer([ondine]) },
    });
    const { goTo } = renderPage('?q=ondine');
    await screen.findByRole('link', { name: 'Sèche-serviettes Ondine 500 W' });
    goTo('?q=lagune');
    await waitFor(() => expect(screen.getByTestId('search-results')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('link', { name: 'Sèche-serviettes Ondine 500 W' })).toBeInTheDocument();
    release({ status: 200, body: answer([summary('lagune-500', 'Sèche-serviettes Lagune 500 W', 'Ardéa', 32990)]) });
    expect(await screen.findByRole('link', { name: 'Sèche-serviettes Lagune 500 W' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sèche-serviettes Ondine 500 W' })).toBeNull();
    expect(screen.getByTestId('search-results')).toHaveAttribute('data-state', 'ready');
  });

  it('says so when nothing matches, with a way back to the whole catalogue', async () => {
    fakeApi({ 'POST /product/query': () => ({ status: 200, body: answer([]) }) });
    renderPage('?q=zzxq');
    const empty = await screen.findByTestId('no-result');
    expect(empty).toHaveTextContent('Aucun produit ne correspond à votre recherche.');
    expect(within(empty).getByRole('link', { name: 'Voir tous les produits' })).toHaveAttribute('href', '/products/');
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 produit');
  });

  it('offers to clear the filters when they leave nothing', async () => {
    fakeApi({ 'POST /product/query': () => ({ status: 200, body: answer([]) }) });
    renderPage('?q=fonte&brand=Calorem&inStock=1');
    const empty = await screen.findByTestId('no-result');
    expect(within(empty).getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/products/?q=fonte');
  });

  it('shows a French error with a retry when the search fails', async () => {
    let fail = true;
    fakeApi({ 'POST /product/query': () => (fail ? { status: 502, body: { message: 'Service indisponible' } } : { status: 200, body: answer([ondine]) }) });
    renderPage('?q=ondine');
    expect(await screen.findByTestId('search-error')).toHaveTextContent('La recherche n’a pas pu aboutir. Vérifiez votre connexion et réessayez.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Sèche-serviettes Ondine 500 W' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-error')).toBeNull();
  });
});
