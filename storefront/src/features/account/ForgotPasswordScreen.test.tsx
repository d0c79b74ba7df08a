import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const NEUTRAL = 'Si un compte existe pour cette adresse email, vous allez recevoir un email avec un lien pour changer votre mot de passe.';
const WEAK =
  'Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)';
const TOKEN = 'Zk3mQ9pL2vX8rT5wY1nB7cD4fG6hJ0kA';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitNewPassword = () => fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));

describe('/login/iforgot without a link: asking for one', () => {
  it('checks the e-mail, then shows the same neutral answer the server gives', async () => {
    const { calls } = fakeApi({ 'POST /iforgot': () => ({ status: 200, body: { message: NEUTRAL } }) });
    renderWithApi(<ForgotPasswordScreen token={null} email={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Vous devez saisir une adresse email')).toBeInTheDocument();
    type(/^Adresse email/, 'inconnu@exemple');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Saisissez une adresse email valide')).toBeInTheDocument();
    expect(calls).toEqual([]);

    type(/^Adresse email/, 'Inconnu@Exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(calls).toEqual([{ method: 'POST', path: '/iforgot', body: { email: 'inconnu@exemple.fr' } }]);
  });

  it('shows the limit text when too many links were asked', async () => {
    fakeApi({ 'POST /iforgot': () => ({ status: 429, body: { message: 'Trop de demandes de changement de mot de passe. Veuillez réessayer plus tard.' } }) });
    renderWithApi(<ForgotPasswordScreen token={null} email={null} />);
    type(/^Adresse email/, 'marie@exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes de changement de mot de passe. Veuillez réessayer plus tard.');
  });
});

describe('/login/iforgot?token=&email=: the new password (section 8 outcomes)', () => {
  it('applies the strength rule and the confirmation texts before sending', async () => {
    const { calls } = fakeApi({});
    renderWithApi(<ForgotPasswordScreen token={TOKEN} email="marie@exemple.fr" />);
    expect(screen.getByText('Compte : marie@exemple.fr')).toBeInTheDocument();
    submitNewPassword();
    expect(await screen.findByText('Vous devez saisir un mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toHaveAccessibleDescription('Ce champ est obligatoire');
    type(/^Nouveau mot de passe/, 'courtcourt');
    type(/^Confirmation du mot de passe/, 'autre');
    submitNewPassword();
    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(screen.getByText('Ce champ ne correspond pas au mot de passe saisie')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("success: 'Changement de mot de passe réussi!' and a way to log in", async () => {
    const { calls } = fakeApi({
      'PUT /iforgot': () => ({ status: 200, body: { title: 'Changement de mot de passe réussi!', message: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.' } }),
    });
    renderWithApi(<ForgotPasswordScreen token={TOKEN} email="marie@exemple.fr" />);
    type(/^Nouveau mot de passe/, 'Nouveau1!');
    type(/^Confirmation du mot de passe/, 'Nouveau1!');
    submitNewPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Changement de mot de passe réussi!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login/');
    expect(calls).toEqual([{ method: 'PUT', path: '/iforgot', body: { email: 'marie@exemple.fr', token: TOKEN, password: 'Nouveau1!' } }]);
  });

  it("a used or expired link: 'Une erreur est survenue' with the try-again message and a new-link way", async () => {
    fakeApi({
      'PUT /iforgot': () => ({ status: 400, body: { title: 'Une erreur est survenue', message: 'Veuillez réessayer. Si le problème persiste, demandez un nouveau lien.' } }),
    });
    renderWithApi(<ForgotPasswordScreen token={TOKEN} email="marie@exemple.fr" />);
    type(/^Nouveau mot de passe/, 'Nouveau1!');
    type(/^Confirmation du mot de passe/, 'Nouveau1!');
    submitNewPassword();
    const outcome = await screen.findByTestId('reset-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'error');
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent('Veuillez réessayer. Si le problème persiste, demandez un nouveau lien.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/login/iforgot/');
  });

  it('a weak password refused by the server stays under its field (not the error outcome)', async () => {
    fakeApi({ 'PUT /iforgot': () => ({ status: 400, body: { message: 'Trop court', fields: { password: 'Refusé par le serveur' } } }) });
    renderWithApi(<ForgotPasswordScreen token={TOKEN} email="marie@exemple.fr" />);
    type(/^Nouveau mot de passe/, 'Nouveau1!');
    type(/^Confirmation du mot de passe/, 'Nouveau1!');
    submitNewPassword();
    await waitFor(() => expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveAccessibleDescription(/^Refusé par le serveur Au moins 8 caractères/));
    expect(screen.queryByTestId('reset-outcome')).not.toBeInTheDocument();
  });

  it('a cut or altered link shows the error outcome at once, without a call', () => {
    const { calls } = fakeApi({});
    renderWithApi(<ForgotPasswordScreen token="court" email="marie@exemple.fr" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    renderWithApi(<ForgotPasswordScreen token={TOKEN} email={null} />);
    expect(screen.getAllByTestId('reset-outcome')).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
