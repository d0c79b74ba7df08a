import { act, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { BlogSearch } from './BlogSearch';

const categories = [
  { slug: 'conseils-chauffage', name: 'Conseils chauffage' },
  { slug: 'guides-produits', name: 'Guides produits' },
];

function renderBlog() {
  return renderWithProviders(
    <BlogSearch categories={categories} articles={[]}>
      <p>Liste statique</p>
    </BlogSearch>,
  );
}

describe('/blog search field', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the labelled field and one chip per category, none picked', () => {
    renderBlog();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('');
    const chips = screen.getAllByRole('button', { pressed: false });
    expect(chips.map((chip) => chip.textContent)).toEqual(['Conseils chauffage', 'Guides produits']);
    expect(screen.getByRole('group', { name: 'Filtrer par catégorie' })).toBeInTheDocument();
  });

  it('keeps the static list under 3 characters, even long after the debounce', () => {
    renderBlog();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un article' }), { target: { value: 'fi' } });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Saisissez au moins 3 caractères pour lancer la recherche.')).toBeInTheDocument();
    expect(screen.getByText('Liste statique')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Résultats de la recherche' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(window.location.search).toBe('');
  });
});
