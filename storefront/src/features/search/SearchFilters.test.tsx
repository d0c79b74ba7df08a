import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiProductFacets } from '@shop/shared';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { ActiveFilters } from './ActiveFilters';
import { searchFields } from './searchFields';
import { SearchFilters } from './SearchFilters';
import { EMPTY_SEARCH, type SearchState } from './searchState';

const facets: ApiProductFacets = {
  category: [
    { path: 'radiateurs', name: 'Radiateurs', count: 30 },
    { path: 'radiateurs/inertie', name: 'Radiateurs à inertie', count: 12 },
    { path: 'radiateurs/inertie/fonte', name: 'Inertie fonte', count: 5 },
    { path: 'seche-serviette', name: 'Sèche-serviettes', count: 14 },
  ],
  brand: [
    { name: 'Ardéa', count: 5 },
    { name: 'Calorem', count: 7 },
  ],
  type: [],
  power: [
    { min: 0, max: 500, count: 2 },
    { min: 500, max: 1000, count: 8 },
    { min: 2000, max: null, count: 3 },
  ],
  price: { min: 1990, max: 51990 },
};

const state = (change: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, q: 'radiateur', ...change });

function renderFilters(current: SearchState, onChange = jest.fn()) {
  renderWithProviders(<SearchFilters state={current} facets={facets} fields={searchFields} onChange={onChange} />);
  return onChange;
}

describe('search facets', () => {
  it('lists the top categories with their counts, as links that keep the text', () => {
    renderFilters(state());
    const categories = screen.getByRole('group', { name: 'Catégorie' });
    expect(within(categories).getByRole('link', { name: 'Radiateurs (30)' })).toHaveAttribute('href', '/products/?q=radiateur&category=radiateurs');
    expect(within(categories).getByRole('link', { name: 'Sèche-serviettes (14)' })).toBeInTheDocument();
    // sub-categories show once their parent is chosen
    expect(within(categories).queryByRole('link', { name: /Radiateurs à inertie/ })).toBeNull();
    expect(within(categories).getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('aria-current', 'true');
  });

  it("opens the chosen category's branch and marks it, going back to page 1", () => {
    renderFilters(state({ category: 'radiateurs/inertie', page: 3 }));
    const categories = screen.getByRole('group', { name: 'Catégorie' });
    expect(within(categories).getByRole('link', { name: 'Radiateurs à inertie (12)' })).toHaveAttribute('aria-current', 'true');
    expect(within(categories).getByRole('link', { name: 'Inertie fonte (5)' })).toHaveAttribute('href', '/products/?q=radiateur&category=radiateurs%2Finertie%2Ffonte');
    expect(within(categories).getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('href', '/products/?q=radiateur');
  });

  it('shows a checkbox per brand with its count; ticking one asks for that brand', () => {
    const onChange = renderFilters(state({ page: 2 }));
    const brands = screen.getByRole('group', { name: 'Marque' });
    const calorem = within(brands).getByRole('checkbox', { name: 'Calorem (7)' });
    expect(calorem).not.toBeChecked();
    fireEvent.click(calorem);
    expect(onChange).toHaveBeenCalledWith(state({ brands: ['Calorem'], page: 1 }));
  });

  it('keeps a chosen brand that no product matches any more, with 0', () => {
    renderFilters(state({ brands: ['Thermolys'] }));
    expect(screen.getByRole('checkbox', { name: 'Thermolys (0)' })).toBeChecked();
  });

  it('names the power buckets in French', () => {
    renderFilters(state({ power: { min: 500, max: 1000 } }));
    const power = screen.getByRole('group', { name: 'Puissance' });
    expect(within(power).getByRole('link', { name: 'Moins de 500 W (2)' })).toBeInTheDocument();
    expect(within(power).getByRole('link', { name: 'De 500 à 999 W (8)' })).toHaveAttribute('aria-current', 'true');
    expect(within(power).getByRole('link', { name: /^2\u202f000 W et plus \(3\)$/ })).toHaveAttribute('href', '/products/?q=radiateur&power=2000-');
  });

  it('offers the price range of the answer and sends euros', () => {
    const onChange = renderFilters(state());
    const min = screen.getByLabelText(/Prix minimum/);
    const max = screen.getByLabelText(/Prix maximum/);
    expect(min).toHaveAttribute('placeholder', '19');
    expect(max).toHaveAttribute('placeholder', '520');
    fireEvent.change(min, { target: { value: '100' } });
    fireEvent.change(max, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onChange).toHaveBeenCalledWith(state({ priceMin: 100, priceMax: 400 }));
  });

  it('refuses a minimum above the maximum with the shared French message', () => {
    const onChange = renderFilters(state());
    fireEvent.change(screen.getByLabelText(/Prix minimum/), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(/Prix maximum/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le minimum ne peut pas dépasser le maximum.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('before the first answer, shows that the filters load and no field the facets would push down', () => {
    renderWithProviders(<SearchFilters state={state()} facets={null} fields={searchFields} onChange={jest.fn()} />);
    expect(screen.getByTestId('filters-loading')).toHaveTextContent('Chargement…');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('filters on stock', () => {
    const onChange = renderFilters(state());
    fireEvent.click(screen.getByRole('checkbox', { name: 'En stock uniquement' }));
    expect(onChange).toHaveBeenCalledWith(state({ inStock: true }));
  });

  it('lists the filters in force, each removable, and clears them all', () => {
    renderWithProviders(<ActiveFilters state={state({ brands: ['Ardéa'], inStock: true, priceMax: 400, sort: 'price-asc' })} />);
    const active = screen.getByRole('list', { name: 'Filtres actifs' });
    expect(within(active).getByRole('link', { name: 'Retirer le filtre Ardéa' })).toHaveAttribute('href', '/products/?q=radiateur&priceMax=400&inStock=1&sort=price-asc');
    expect(within(active).getByRole('link', { name: 'Retirer le filtre Jusqu’à 400 €' })).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/products/?q=radiateur&sort=price-asc');
  });
});
