import { screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../test/render';
import NotFoundPage from './404';

describe('404 page', () => {
  it("says the page does not exist and offers 'Nous contacter' and 'Accueil'", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("La page que vous recherchez n'existe pas.");
    expect(screen.getAllByRole('link', { name: 'Nous contacter' })[0]).toHaveAttribute('href', '/contact/');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
