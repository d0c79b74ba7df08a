import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GRANTS } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import { apiRequest } from '../../../lib/api/client';
import { AdminApp } from './AdminApp';
import { ADMIN_KEY } from './useStaffSession';

const desk = apiSession({ isAnonymous: false, email: 'commandes@maison-chaleur.fr', firstName: 'Service', isAdmin: true, grants: ['orders', 'messages'] });
const owner = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: [...GRANTS] });
const customer = apiSession({ isAnonymous: false, email: 'marie@exemple.fr' });

/**
 * The dashboard, once its statistics panel (a lazy chunk) has loaded and its queries have answered: a test that
 * ended earlier would leave React updating a screen nobody looks at any more.
 */
async function dashboardShown(): Promise<void> {
  await screen.findByRole('heading', { name: 'Tableau de bord' });
  const stats = await screen.findByTestId('admin-stats');
  await waitFor(() => expect(within(stats).queryAllByRole('status', { name: 'Chargement…' })).toEqual([]));
}

// the large-screen menu is display:none below lg (jsdom matches no media query): read it by test id
const menu = () => screen.getByTestId('admin-menu');

describe('the /admin gate (spec 2.7)', () => {
  it('shows the login form to a visitor and opens the dashboard once a staff login answers (PUT /api/auth)', async () => {
    // as the server: the session is the visitor's until the login answers, the staff member's afterwards
    let session = apiSession();
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'PUT /auth': () => ({ status: 200, body: (session = desk) }),
    });
    renderWithApi(<AdminApp pathname="/admin/" />);
    expect(await screen.findByRole('heading', { name: 'Authentification requise' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'commandes@maison-chaleur.fr' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret-123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    await dashboardShown();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/auth', body: { email: 'commandes@maison-chaleur.fr', password: 'Secret-123!' } },
    ]);
  });

  it('says the French validation messages and sends nothing for an empty form', async () => {
    const { calls } = fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession() }) });
    renderWithApi(<AdminApp pathname="/admin/orders/" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('Vous devez saisir une adresse email')).toBeInTheDocument();
    expect(screen.getByText('Vous devez saisir un mot de passe')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("answers a refused login with 'Echec de l'authentification'", async () => {
    fakeApi({
      'GET /auth': () => ({ status: 200, body: apiSession() }),
      'PUT /auth': () => ({ status: 401, body: { message: 'non' } }),
    });
    renderWithApi(<AdminApp pathname="/admin/" />);
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'x@exemple.fr' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'mauvais' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent("Echec de l'authentification");
  });

  it("refuses a path the staff member's grants do not open, with the menu of the grants they hold", async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: desk }) });
    renderWithApi(<AdminApp pathname="/admin/promos/" />, desk);
    expect(await screen.findByRole('heading', { name: 'Accès refusé!' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Droits nécessaires : promo.');
    const links = within(menu()).getAllByRole('link', { hidden: true }).map((link) => link.textContent);
    expect(links).toEqual(['Tableau de bord', 'Commandes', 'Messages']);
    expect(within(menu()).getAllByRole('button', { hidden: true }).map((button) => button.textContent)).toEqual(['Commercial ▾']);
  });

  it('refuses a customer everything, without a menu', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: customer }) });
    renderWithApi(<AdminApp pathname="/admin/" />, customer);
    expect(await screen.findByRole('heading', { name: 'Accès refusé!' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('réservé à l’équipe');
    expect(screen.queryByTestId('admin-menu')).not.toBeInTheDocument();
  });

  it('offers the owner every group and says plainly that a screen is not built yet', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: owner }) });
    // another marketplace than ManoMano: the spec's "external pages" group, no screen for it
    renderWithApi(<AdminApp pathname="/admin/extern/amazon/" />, owner);
    expect(await screen.findByRole('heading', { name: 'Écran pas encore disponible' })).toBeInTheDocument();
    expect(screen.getByText(/« extern\/amazon »/)).toBeInTheDocument();
    expect(within(menu()).getAllByRole('button', { hidden: true }).map((button) => button.textContent)).toEqual(['Commercial ▾', 'Légal ▾', 'Éditorial ▾', 'Externe ▾']);
  });

  it("opens a module's screen from its menu entry, marked as the current page", async () => {
    const faq = { tag: 'faq', path: '/help/', content: { categories: [] } };
    fakeApi({ 'GET /auth': () => ({ status: 200, body: owner }), 'GET /guide/faq': () => ({ status: 200, body: faq }) });
    renderWithApi(<AdminApp pathname="/admin/faq/" />, owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'FAQ', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Enregistrer la FAQ' })).toBeInTheDocument();
  });

  it('opens a dropdown on hover and on click, and closes it with Escape', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: owner }) });
    renderWithApi(<AdminApp pathname="/admin/" />, owner);
    await dashboardShown();
    const legal = within(menu()).getByRole('button', { name: 'Légal', hidden: true });
    const list = document.getElementById(legal.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(list).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toContain('CGV');
    expect(legal).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
    fireEvent.mouseEnter(legal.parentElement as HTMLElement);
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('hidden');
    fireEvent.mouseLeave(legal.parentElement as HTMLElement);
    expect(list).toHaveAttribute('hidden');
    fireEvent.click(legal);
    expect(list).not.toHaveAttribute('hidden');
    fireEvent.keyDown(legal, { key: 'Escape' });
    expect(legal).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
  });

  it('verifies the session again when a back-office call is refused (the gate then shows the login form)', async () => {
    let session = desk;
    fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /admin/orders': () => ({ status: 401, body: { message: 'Vous devez être connecté avec un compte de l’équipe.' } }),
    });
    const { queryClient } = renderWithApi(<AdminApp pathname="/admin/" />, desk);
    await dashboardShown();
    session = apiSession();
    // the refusal, then the session read again, change what the screen shows: inside act, as a user's click would be
    await act(() =>
      queryClient.fetchQuery({ queryKey: [ADMIN_KEY, 'orders'], queryFn: () => apiRequest('/admin/orders'), retry: false }).catch(() => undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Authentification requise' })).toBeInTheDocument();
  });

  it('does not verify the session again for a refusal outside the back-office keys', async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: desk }),
      'GET /me/order': () => ({ status: 401, body: { message: 'non' } }),
    });
    const { queryClient } = renderWithApi(<AdminApp pathname="/admin/" />, desk);
    await dashboardShown();
    await queryClient.fetchQuery({ queryKey: ['account'], queryFn: () => apiRequest('/me/order'), retry: false }).catch(() => undefined);
    expect(calls.filter((call) => call.path === '/auth')).toEqual([]);
  });
});
