import { screen } from '@testing-library/react';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { LoginScreen } from './LoginScreen';
import { PRO_SIGNUP_PATH, wantsProSignup } from './proSignup';

describe('pro sign-up link', () => {
  it('is /login/ with compte=pro, which the login page reads back', () => {
    expect(PRO_SIGNUP_PATH).toBe('/login/?compte=pro');
    expect(wantsProSignup(new URL(PRO_SIGNUP_PATH, 'https://boutique.test').search)).toBe(true);
    expect(wantsProSignup('?next=%2Fme%2F&compte=pro')).toBe(true);
  });

  it('leaves the consumer sign-up for any other address', () => {
    expect(wantsProSignup('')).toBe(false);
    expect(wantsProSignup('?compte=particulier')).toBe(false);
    expect(wantsProSignup('?pro=1')).toBe(false);
  });
});

describe('/login/ opened for a professional sign-up', () => {
  const anonymous = () => ({ status: 200, body: apiSession() });

  it('shows the sign-up first, as a professional, with the company and SIRET fields', () => {
    fakeApi({ 'GET /auth': anonymous });
    renderWithApi(<LoginScreen next={null} proSignup />);
    const forms = screen.getAllByRole('form');
    expect(forms[0]).toHaveAccessibleName('Nouveau client ? Créez votre compte');
    expect(screen.getByLabelText('Je suis un professionnel')).toBeChecked();
    expect(screen.getByLabelText(/^Nom de la société/)).toBeVisible();
    expect(screen.getByLabelText(/^Numéro SIRET/)).toBeVisible();
  });

  it('keeps the consumer order and sign-up otherwise', () => {
    fakeApi({ 'GET /auth': anonymous });
    renderWithApi(<LoginScreen next={null} />);
    expect(screen.getAllByRole('form')[0]).toHaveAccessibleName('Déjà client ? Connectez-vous');
    expect(screen.getByLabelText('Je suis un professionnel')).not.toBeChecked();
    expect(screen.queryByLabelText(/^Numéro SIRET/)).not.toBeInTheDocument();
  });
});
