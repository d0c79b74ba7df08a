import { screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { getQueryClient, SESSION_KEY } from '../session/queryClient';
import { ANONYMOUS_USER, EMPTY_SESSION } from '../session/session';
import { ErrorPage } from './ErrorPage';
import { PageError, errorStatus, visitorMessage } from './errors';

describe('error page', () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
    getQueryClient().setQueryData(SESSION_KEY, EMPTY_SESSION);
  });

  it("404: says the page does not exist, no 'Aïe aïe aïe !', offers 'Nous contacter' and 'Accueil'", () => {
    renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("La page que vous recherchez n'existe pas.");
    expect(screen.queryByText('Aïe aïe aïe !')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nous contacter' })[0]).toHaveAttribute('href', '/contact/');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  });

  it("any other status: 'Aïe aïe aïe !', the spec's sentence, the notice and 'code d'erreur' with the status", () => {
    renderWithProviders(<ErrorPage status={503} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aïe aïe aïe !');
    expect(screen.getByText("Une erreur s'est produite lors de l'affichage de la page.")).toBeInTheDocument();
    expect(screen.getByText('Le développeur a été prévenu et va corriger le problème.')).toBeInTheDocument();
    expect(screen.getByTestId('error-code')).toHaveTextContent("code d'erreur 503");
    expect(screen.getByTestId('page-error')).toHaveAttribute('data-status', '503');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    // the shop's layout stays around the page
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows a visitor message carried by the error instead of the generic sentence", () => {
    renderWithProviders(<ErrorPage status={503} message="Le catalogue est momentanément indisponible." />);
    expect(screen.getByText('Le catalogue est momentanément indisponible.')).toBeInTheDocument();
  });

  it("sends pro customers 'Accueil' to the pro area, the logged-in footer around it", async () => {
    getQueryClient().setQueryData(SESSION_KEY, { ...EMPTY_SESSION, user: { ...ANONYMOUS_USER, isLogged: true, isPro: true, email: 'pro@exemple.fr' } });
    renderWithProviders(<ErrorPage status={500} />);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/pro/v1/');
    expect(await screen.findByTestId('footer-logout')).toBeInTheDocument();
  });
});

describe('what an error shows', () => {
  it('uses the status an error carries (4xx/5xx), otherwise 500', () => {
    expect(errorStatus(new PageError(503, 'x'))).toBe(503);
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus(new TypeError('boom'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it('shows only messages written for visitors, never technical ones', () => {
    expect(visitorMessage(new PageError(503, 'Le catalogue est momentanément indisponible.'))).toBe('Le catalogue est momentanément indisponible.');
    expect(visitorMessage(new Error('relation "customer" does not exist'))).toBeNull();
  });
});
