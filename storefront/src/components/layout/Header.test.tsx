import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { cartDrawer } from '../../features/cart/drawerState';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
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
  beforeEach(() => {
    (navigate as jest.Mock).mockClear();
    fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession() }) });
    act(() => cartDrawer.reset());
  });

  it('verifies the session at mount and shows the e-mail of a logged-in user and the item count', async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({
        status: 200,
        body: apiSession({ isAnonymous: false, email: 'marie@exemple.fr', cart: cartOf([{ ean: '3760891000017', quantity: 2 }, { ean: '3760891000024', quantity: 1 }]) }),
      }),
    });
    renderWithApi(<Header menu={menu} />);
    // the static HTML reads as anonymous until the session answers
    expect(screen.getByTestId('account-link')).toHaveTextContent('Mon compte');
    await waitFor(() => expect(screen.getByTestId('account-link')).toHaveTextContent('marie@exemple.fr'));
    expect(screen.getByTestId('account-link')).toHaveAccessibleName('marie@exemple.fr');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Mon panier – 3 articles dans le panier' })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', path: '/auth', body: undefined }]);
  });

  it('offers the back-office entry to admin users only (spec 6)', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession({ isAnonymous: false, email: 'commandes@maison-chaleur.fr', isAdmin: true, grants: ['orders'] }) }) });
    const admin = renderWithApi(<Header menu={menu} />);
    expect(await screen.findByTestId('admin-link')).toHaveAttribute('href', '/admin/');
    expect(screen.getByTestId('admin-link')).toHaveTextContent('Administration');
    admin.unmount();
    fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession({ isAnonymous: false, email: 'marie@exemple.fr' }) }) });
    renderWithApi(<Header menu={menu} />);
    await waitFor(() => expect(screen.getByTestId('account-link')).toHaveTextContent('marie@exemple.fr'));
    expect(screen.queryByTestId('admin-link')).not.toBeInTheDocument();
  });

  it('toggles the cart drawer from the cart button', () => {
    renderWithApi(<Header menu={menu} />, apiSession());
    const button = screen.getByTestId('cart-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(cartDrawer.get().open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(cartDrawer.get().open).toBe(false);
  });

  it('sends a search to /products/?q=… when Enter is pressed', () => {
    renderWithProviders(<Header menu={menu} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher un produit');
    fireEvent.change(search, { target: { value: 'radiateur fonte' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith('/products/?q=radiateur%20fonte');
  });

  it('is a real GET form to /products/ with the field q, so Enter works before hydration (issue 15)', () => {
    renderWithProviders(<Header menu={menu} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products/');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveAttribute('name', 'q');
  });

  it('shows the searched text on a search result page (a shared link or a reload), not elsewhere', async () => {
    window.history.replaceState(null, '', '/products/?q=s%C3%A8che-serviettes&brand=Atlantic');
    const { unmount } = renderWithProviders(<Header menu={menu} />);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('sèche-serviettes'));
    unmount();
    window.history.replaceState(null, '', '/blog/?q=radiateur');
    renderWithProviders(<Header menu={menu} />);
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('');
    window.history.replaceState(null, '', '/');
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
