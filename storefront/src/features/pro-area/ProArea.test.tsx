import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { cartDrawer } from '../cart/drawerState';
import { toSessionState } from '../session/session';
import { sessionStore } from '../session/sessionStore';
import { MemberGate } from './MemberGate';
import { ProMobileMenu } from './ProMobileMenu';
import { ProPrice } from './ProPrice';
import { ProSearchForm } from './ProSearchForm';

const proSession = apiSession({ isAnonymous: false, email: 'pro@exemple.fr', isPro: true, company: 'Durand SARL' });
const consumerSession = apiSession({ isAnonymous: false, email: 'marie@exemple.fr' });
const setSession = (session: ReturnType<typeof apiSession>) => act(() => sessionStore.set(toSessionState(session), true));

describe('ProPrice', () => {
  it('shows the list price excluding tax to a visitor', () => {
    fakeApi({});
    renderWithApi(<ProPrice ttcCents={12000} />);
    expect(screen.getByTestId('pro-price')).toHaveAttribute('data-kind', 'list');
    expect(screen.getByTestId('pro-price')).toHaveTextContent(/100,00\s€\s?HT/);
  });

  it("shows a logged-in pro their own price (−2 % and the loyalty tier), the list price struck through", async () => {
    const paid = { orderNumber: 'A1', date: new Date().toISOString(), state: 'DELIVERED', stateLabel: 'Livrée', total: { ht: 250_000, ttc: 300_000 }, security: null };
    fakeApi({ 'GET /me/order': () => ({ status: 200, body: [paid] }) });
    renderWithApi(<ProPrice ttcCents={12000} />);
    setSession(proSession);
    await waitFor(() => expect(screen.getByTestId('pro-price')).toHaveAttribute('data-kind', 'own'));
    // 120 € TTC -> 117,60 (pro) -> 111,72 (5 %) -> 93,10 HT
    expect(screen.getByTestId('pro-price-amount')).toHaveTextContent(/^93,10\s€$/);
    expect(screen.getByTestId('pro-list-price')).toHaveTextContent(/^100,00\s€$/);
  });
});

describe('MemberGate', () => {
  const secret = () => <p>données du pro</p>;

  it('tells a visitor what the area is and offers the pro sign-up and the login, nothing of a pro', () => {
    fakeApi({});
    renderWithApi(<MemberGate>{secret}</MemberGate>);
    setSession(apiSession());
    expect(screen.getByRole('heading', { name: 'Espace réservé aux professionnels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte professionnel' })).toHaveAttribute('href', '/login/?compte=pro');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login/');
    expect(screen.queryByText('données du pro')).not.toBeInTheDocument();
  });

  it('tells a consumer the page is for pro accounts', () => {
    fakeApi({});
    renderWithApi(<MemberGate>{secret}</MemberGate>);
    setSession(consumerSession);
    expect(screen.getByTestId('pro-gate-consumer')).toBeInTheDocument();
    expect(screen.queryByText('données du pro')).not.toBeInTheDocument();
  });

  it('shows the page to a logged-in pro', () => {
    fakeApi({});
    renderWithApi(<MemberGate>{secret}</MemberGate>);
    setSession(proSession);
    expect(screen.getByText('données du pro')).toBeInTheDocument();
  });
});

describe('pro header', () => {
  it('is a real search form to the pro store, navigating on the client once hydrated', () => {
    (navigate as jest.Mock).mockClear();
    fakeApi({});
    renderWithApi(<ProSearchForm />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/pro/v1/store/');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: 'Rechercher dans le catalogue pro' });
    expect(field).toHaveAttribute('name', 'q');
    fireEvent.change(field, { target: { value: ' fonte ' } });
    fireEvent.submit(form);
    expect(navigate).toHaveBeenCalledWith('/pro/v1/store/?q=fonte');
  });

  it('closes the cart when the mobile menu opens, and the menu when the cart opens', async () => {
    fakeApi({});
    act(() => cartDrawer.reset());
    renderWithApi(<ProMobileMenu />);
    act(() => cartDrawer.open());
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    fireEvent.click(button);
    expect(cartDrawer.get().open).toBe(false);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    act(() => cartDrawer.open());
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});
