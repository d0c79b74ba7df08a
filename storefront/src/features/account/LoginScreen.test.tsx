import { fireEvent, screen, waitFor } from '@testing-library/react';
import { isValidSiret } from '@shop/shared';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { sessionStore } from '../session/sessionStore';
import { LoginScreen } from './LoginScreen';

const WEAK =
  'Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)';
const VALID_SIRET = '732 829 320 00074';

const type = (label: string | RegExp, value: string, selector = '*') => fireEvent.change(screen.getByLabelText(label, { selector }), { target: { value } });
const loginForm = () => screen.getByRole('form', { name: 'Déjà client ? Connectez-vous' });
const signupForm = () => screen.getByRole('form', { name: 'Nouveau client ? Créez votre compte' });
const anonymous = () => ({ status: 200, body: apiSession() });
const loggedIn = (email: string) => apiSession({ isAnonymous: false, email, token: 'connecte' });

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('/login: login form (sections 5 and 8)', () => {
  it('shows the spec texts under the fields, linked to them, and sends nothing', async () => {
    const { calls } = fakeApi({ 'GET /auth': anonymous });
    renderWithApi(<LoginScreen next={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText(/^Adresse email/, { selector: '#login-email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') as string)).toHaveTextContent('Vous devez saisir une adresse email');
    expect(screen.getByText('Vous devez saisir un mot de passe')).toBeInTheDocument();

    fireEvent.change(email, { target: { value: 'marie@exemple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse email valide')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows 'Echec de l'authentification' on a refusal, and the server's text on too many attempts", async () => {
    let attempts = 0;
    fakeApi({
      'GET /auth': anonymous,
      'PUT /auth': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: {} }
          : { status: 429, body: { message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' } };
      },
    });
    renderWithApi(<LoginScreen next={null} />);
    fireEvent.change(screen.getByLabelText(/^Adresse email/, { selector: '#login-email' }), { target: { value: 'marie@exemple.fr' } });
    type(/^Mot de passe/, 'Mauvais1!', '#login-password');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Echec de l'authentification");
    // the refused password is not kept in the page
    expect(screen.getByLabelText(/^Mot de passe/, { selector: '#login-password' })).toHaveValue('');

    type(/^Mot de passe/, 'Encore1!', '#login-password');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs in after the session is verified, shows the e-mail in the session, and goes to /me', async () => {
    const { calls } = fakeApi({ 'GET /auth': anonymous, 'PUT /auth': () => ({ status: 200, body: loggedIn('marie@exemple.fr') }) });
    renderWithApi(<LoginScreen next={null} />);
    fireEvent.change(screen.getByLabelText(/^Adresse email/, { selector: '#login-email' }), { target: { value: ' Marie@Exemple.fr ' } });
    type(/^Mot de passe/, 'Secret1!', '#login-password');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/me/', { replace: true }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth', 'PUT /auth']);
    expect(calls[1].body).toEqual({ email: 'marie@exemple.fr', password: 'Secret1!' });
    expect(sessionStore.get().user).toMatchObject({ isLogged: true, email: 'marie@exemple.fr' });
  });

  it('goes back to ?next= when it is a path of this site, never to another site', async () => {
    fakeApi({});
    const first = renderWithApi(<LoginScreen next="/order/checkout/" />, loggedIn('marie@exemple.fr'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order/checkout/', { replace: true }));
    first.unmount();
    (navigate as jest.Mock).mockClear();
    renderWithApi(<LoginScreen next="//evil.example/vol" />, loggedIn('marie@exemple.fr'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/me/', { replace: true }));
  });
});

describe('/login: sign-up form (sections 3, 5 and 8)', () => {
  const signup = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

  it('shows every rule of section 5 with its literal text', async () => {
    fakeApi({ 'GET /auth': anonymous });
    renderWithApi(<LoginScreen next={null} />);
    signup();
    expect(await screen.findByText("Vous devez accepter nos conditions d'utilisation pour continuer")).toBeInTheDocument();
    const form = signupForm();
    expect(form).toHaveTextContent('Vous devez saisir une adresse email');
    expect(form).toHaveTextContent('Vous devez saisir un mot de passe');
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toHaveAccessibleDescription('Ce champ est obligatoire');

    fireEvent.change(screen.getByLabelText(/^Adresse email/, { selector: '#signup-email' }), { target: { value: 'paul@' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/, { selector: '#signup-password' }), { target: { value: 'motdepasse' } });
    type(/^Confirmation du mot de passe/, 'autre');
    signup();
    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(form).toHaveTextContent('Saisissez une adresse email valide');
    expect(screen.getByText('Ce champ ne correspond pas au mot de passe saisie')).toBeInTheDocument();
    expect(loginForm()).not.toHaveTextContent(WEAK);
  });

  it('asks a professional for company and SIRET, shown only when the box is ticked', async () => {
    fakeApi({ 'GET /auth': anonymous });
    renderWithApi(<LoginScreen next={null} />);
    expect(screen.queryByLabelText(/^Nom de la société/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Je suis un professionnel'));
    expect(screen.getByLabelText(/^Nom de la société/)).toBeInTheDocument();
    signup();
    await waitFor(() => expect(screen.getByLabelText(/^Numéro SIRET/)).toHaveAccessibleDescription('Ce champ est obligatoire'));
    expect(screen.getByLabelText(/^Nom de la société/)).toHaveAccessibleDescription('Ce champ est obligatoire');
    type(/^Numéro SIRET/, '12345678901234');
    signup();
    expect(await screen.findByText("Ce numéro SIRET n'est pas valide (14 chiffres)")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Je suis un professionnel'));
    expect(screen.queryByTestId('signup-pro-fields')).not.toBeInTheDocument();
  });

  it('sends the section-7 body (no confirmation) and shows the existing-account text on 409', async () => {
    expect(isValidSiret(VALID_SIRET)).toBe(true);
    const { calls } = fakeApi({ 'GET /auth': anonymous, 'POST /auth': () => ({ status: 409, body: { message: 'Un compte existe déjà pour cette adresse email' } }) });
    renderWithApi(<LoginScreen next={null} />);
    fireEvent.change(screen.getByLabelText(/^Adresse email/, { selector: '#signup-email' }), { target: { value: 'Pro@Chauffage.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/, { selector: '#signup-password' }), { target: { value: 'Radiat3ur!' } });
    type(/^Confirmation du mot de passe/, 'Radiat3ur!');
    fireEvent.click(screen.getByLabelText('Je suis un professionnel'));
    type(/^Nom de la société/, 'Chauffage Martin');
    type(/^Numéro SIRET/, VALID_SIRET);
    fireEvent.click(screen.getByLabelText(/^Je souhaite recevoir la newsletter/));
    fireEvent.click(screen.getByLabelText(/^J'accepte les/));
    signup();
    expect(await screen.findByTestId('signup-error')).toHaveTextContent('Un compte existe déjà pour cette adresse email');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'pro@chauffage.fr', password: 'Radiat3ur!', cgu: true, newsletter: true, isPro: true, company: 'Chauffage Martin', siret: '73282932000074',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a new consumer account is logged in and goes to /me; the CGU link opens the terms', async () => {
    const { calls } = fakeApi({ 'GET /auth': anonymous, 'POST /auth': () => ({ status: 201, body: loggedIn('paul@exemple.fr') }) });
    renderWithApi(<LoginScreen next={null} />);
    expect(screen.getByRole('link', { name: "conditions générales d'utilisation" })).toHaveAttribute('href', '/about/cgv/');
    fireEvent.change(screen.getByLabelText(/^Adresse email/, { selector: '#signup-email' }), { target: { value: 'paul@exemple.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/, { selector: '#signup-password' }), { target: { value: 'Radiat3ur!' } });
    type(/^Confirmation du mot de passe/, 'Radiat3ur!');
    fireEvent.click(screen.getByLabelText(/^J'accepte les/));
    signup();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/me/', { replace: true }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'paul@exemple.fr', password: 'Radiat3ur!', cgu: true, newsletter: false, isPro: false });
  });
});
