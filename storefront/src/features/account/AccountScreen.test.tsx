import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiAccountOrder } from '@shop/shared';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { sessionStore } from '../session/sessionStore';
import { AccountScreen } from './AccountScreen';

const marie = apiSession({
  isAnonymous: false, email: 'marie@exemple.fr', firstName: 'Marie', lastName: 'Curie', phone: '0612345678',
  address: '12 rue des Lilas', zipCode: '69003', locality: 'Lyon', country: 'France', countryCode: 'FR',
});
const orders: ApiAccountOrder[] = [
  { orderNumber: 'MC-7KQ2M9XA', date: '2026-11-20T10:00:00.000Z', state: 'PAYED', stateLabel: 'Payée', total: { ht: 41583, ttc: 49900 }, security: 'jeton-secret' },
  { orderNumber: 'MC-2B', date: '2026-10-02T10:00:00.000Z', state: 'DELIVERED', stateLabel: 'Livrée', total: { ht: 100000, ttc: 120000 }, security: null },
];
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const personal = () => screen.getByRole('form', { name: 'Mes informations personnelles' });
const passwordForm = () => screen.getByRole('form', { name: 'Changer mon mot de passe' });

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('/me guard', () => {
  it('sends an anonymous visitor to /login?next=/me/ once the session is verified, asking nothing of /api/me', async () => {
    const { calls } = fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession() }) });
    renderWithApi(<AccountScreen />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/?next=%2Fme%2F', { replace: true }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers to try again when the session cannot be verified', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET /auth': () => ({ status: 503, body: { message: "La boutique n'est pas encore prête" } }) });
    renderWithApi(<AccountScreen />);
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    (console.error as jest.Mock).mockRestore();
  });
});

describe('/me for a logged-in customer', () => {
  it('shows the saved personal data and saves an edit, the session taking the answer', async () => {
    const { calls } = fakeApi({
      'GET /me/order': () => ({ status: 200, body: [] }),
      'PUT /me': (body) => ({ status: 200, body: { ...marie, ...(body as object), firstName: 'Marie-Ève' } }),
    });
    renderWithApi(<AccountScreen />, marie);
    expect(await screen.findByText('Connecté en tant que marie@exemple.fr')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Marie');
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Lyon');
    expect(screen.getByLabelText(/^Adresse email/)).toHaveAttribute('readonly');

    type(/^Prénom/, 'Marie-Ève');
    type(/^Téléphone/, '06 98 76 54 32');
    fireEvent.click(within(personal()).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos informations ont été enregistrées.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      firstName: 'Marie-Ève', lastName: 'Curie', phone: '0698765432', address: '12 rue des Lilas', zipCode: '69003', locality: 'Lyon', countryCode: 'FR', country: 'France',
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('email');
    expect(sessionStore.get().user.firstName).toBe('Marie-Ève');
  });

  it('applies the section-5 rules and sends nothing while a field is wrong', async () => {
    const { calls } = fakeApi({ 'GET /me/order': () => ({ status: 200, body: [] }) });
    renderWithApi(<AccountScreen />, marie);
    await screen.findByText('Connecté en tant que marie@exemple.fr');
    type(/^Prénom/, 'Marie2');
    type(/^Nom \*/, '');
    type(/^Téléphone/, '+44 20 7946 0958');
    type(/^Code postal/, '690');
    type(/^Ville/, 'Lyon 3');
    fireEvent.click(within(personal()).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ ne peut contenir que des lettres')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom \*/)).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getByText('Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)')).toBeInTheDocument();
    expect(screen.getByText('Le code postal doit contenir de 4 à 10 chiffres')).toBeInTheDocument();
    expect(screen.getByText('Ce champ ne peut contenir que des lettres, des tirets et des points')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('changes the password: confirmation texts, wrong old password under its field, then success; fields emptied', async () => {
    let tries = 0;
    const { calls } = fakeApi({
      'GET /me/order': () => ({ status: 200, body: [] }),
      'PUT /me/password': () => {
        tries += 1;
        return tries === 1
          ? { status: 400, body: { message: 'Le mot de passe actuel est incorrect.', fields: { old: 'Le mot de passe actuel est incorrect.' } } }
          : { status: 200, body: { message: 'Votre mot de passe a été modifié.' } };
      },
    });
    renderWithApi(<AccountScreen />, marie);
    await screen.findByText('Connecté en tant que marie@exemple.fr');
    const form = passwordForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await within(form).findByText('Vous devez saisir un mot de passe', { selector: '#me-password-old-erreur' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toHaveAccessibleDescription('Ce champ est obligatoire');

    type(/^Mot de passe actuel/, 'Ancien1!');
    type(/^Nouveau mot de passe/, 'Nouveau1!');
    type(/^Confirmation du mot de passe/, 'Nouveau2!');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText('Ce champ ne correspond pas au mot de passe saisie')).toBeInTheDocument();

    type(/^Confirmation du mot de passe/, 'Nouveau1!');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('');

    type(/^Mot de passe actuel/, 'Ancien1!');
    type(/^Nouveau mot de passe/, 'Nouveau1!');
    type(/^Confirmation du mot de passe/, 'Nouveau1!');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
    expect(calls.filter((c) => c.path === '/me/password').map((c) => c.body)).toEqual([
      { old: 'Ancien1!', new: 'Nouveau1!' },
      { old: 'Ancien1!', new: 'Nouveau1!' },
    ]);
  });

  it('lists the orders with their state in French, total and detail link', async () => {
    fakeApi({ 'GET /me/order': () => ({ status: 200, body: orders }) });
    renderWithApi(<AccountScreen />, marie);
    const rows = await screen.findAllByTestId('me-order');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('MC-7KQ2M9XA');
    expect(rows[0]).toHaveTextContent('20 novembre 2026');
    expect(within(rows[0]).getByTestId('me-order-state')).toHaveTextContent('Payée');
    expect(rows[0]).toHaveTextContent(/499,00\s€/);
    expect(within(rows[0]).getByRole('link', { name: 'Voir le détail de la commande MC-7KQ2M9XA' })).toHaveAttribute(
      'href',
      '/order/details/?order=MC-7KQ2M9XA&security=jeton-secret',
    );
    expect(within(rows[1]).getByTestId('me-order-state')).toHaveTextContent('Livrée');
    expect(within(rows[1]).getByRole('link', { name: 'Suivi par email' })).toHaveAttribute('href', '/order/status/');
    // Paid orders carry their invoice (issue 16), downloaded by the logged-in owner.
    expect(within(rows[0]).getByRole('link', { name: 'Télécharger la facture de la commande MC-7KQ2M9XA' })).toHaveAttribute(
      'href',
      '/api/invoices/MC-7KQ2M9XA',
    );
    // The withdrawal function on each order it may apply to, prefilled with the number (and the secret when known).
    expect(within(rows[0]).getByRole('link', { name: 'renoncer au contrat ici' })).toHaveAttribute(
      'href',
      '/retractation/?order=MC-7KQ2M9XA&security=jeton-secret&email=marie%40exemple.fr',
    );
    expect(within(rows[1]).getByRole('link', { name: 'renoncer au contrat ici' })).toHaveAttribute('href', '/retractation/?order=MC-2B&email=marie%40exemple.fr');
  });

  it('says when there is no order yet', async () => {
    fakeApi({ 'GET /me/order': () => ({ status: 200, body: [] }) });
    renderWithApi(<AccountScreen />, marie);
    expect(await screen.findByText("Vous n'avez pas encore passé de commande.")).toBeInTheDocument();
  });

  it('logs out: DELETE /api/auth, the session verified again, then home', async () => {
    let loggedIn = true;
    const { calls } = fakeApi({
      'GET /me/order': () => ({ status: 200, body: [] }),
      'GET /auth': () => ({ status: 200, body: loggedIn ? marie : apiSession({ token: 'neuf' }) }),
      'DELETE /auth': () => {
        loggedIn = false;
        return { status: 200, body: apiSession({ token: 'neuf' }) };
      },
    });
    renderWithApi(<AccountScreen />, marie);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining('/login/'), expect.anything());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining(['DELETE /auth', 'GET /auth']));
    expect(sessionStore.get().user.isLogged).toBe(false);
  });
});

describe('/me when the server session has ended', () => {
  it('a 401 on save verifies the session again and the guard sends the visitor to the login form', async () => {
    let sessionOver = false;
    fakeApi({
      'GET /me/order': () => ({ status: 200, body: [] }),
      'GET /auth': () => ({ status: 200, body: sessionOver ? apiSession({ token: 'neuf' }) : marie }),
      'PUT /me': () => {
        sessionOver = true;
        return { status: 401, body: { message: 'Vous devez être connecté.' } };
      },
    });
    renderWithApi(<AccountScreen />, marie);
    await screen.findByText('Connecté en tant que marie@exemple.fr');
    fireEvent.click(within(personal()).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/?next=%2Fme%2F', { replace: true }));
  });
});
