import { fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import type { MenuItem } from '../../lib/categories';
import { consumerMenu } from '../../lib/menu-links';
import { Header } from './Header';

const leaf = (label: string, to: string): MenuItem => ({ label, to, path: to, tag: null, children: [] });
const menu = consumerMenu([
  {
    label: 'Radiateurs',
    to: '/categories/radiateurs/',
    path: 'radiateurs',
    tag: 'rd',
    children: [
      {
        ...leaf('Radiateurs à inertie', '/categories/radiateurs/inertie/'),
        children: [leaf('Inertie céramique', '/categories/radiateurs/inertie/ceramique/')],
      },
    ],
  },
]);

describe('Header', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('sends a search to /products/?q=… when Enter is pressed', () => {
    renderWithProviders(<Header menu={menu} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher un produit');
    fireEvent.change(search, { target: { value: 'radiateur fonte' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith('/products/?q=radiateur%20fonte');
  });

  it('links the account to /me and shows the cart badge at 0', () => {
    renderWithProviders(<Header menu={menu} />);
    expect(screen.getByTestId('account-link')).toHaveAttribute('href', '/me/');
    expect(screen.getByTestId('account-link')).toHaveTextContent('Mon compte');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: /Mon panier/ })).toBeInTheDocument();
  });

  it('shows three menu levels and the consumer entries', () => {
    renderWithProviders(<Header menu={menu} />);
    const nav = screen.getByTestId('category-menu');
    const links = within(nav).getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/categories/radiateurs/',
      '/categories/radiateurs/inertie/',
      '/categories/radiateurs/inertie/ceramique/',
      '/home-smartlink/',
      '/pro/',
      '/blog/',
      '/sav/',
    ]);
    expect(screen.getByRole('link', { name: 'Maison Chaleur' })).toHaveAttribute('href', '/');
  });

  it('opens the mobile drawer with the same entries', async () => {
    renderWithProviders(<Header menu={menu} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByTestId('mobile-menu');
    expect(within(drawer).getByRole('link', { name: 'Inertie céramique' })).toHaveAttribute('href', '/categories/radiateurs/inertie/ceramique/');
    expect(within(drawer).getByRole('link', { name: 'SAV' })).toHaveAttribute('href', '/sav/');
  });
});
