import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { Footer } from './Footer';

describe('Footer', () => {
  it('carries every footer link of the spec', () => {
    renderWithProviders(<Footer />);
    const hrefs = within(screen.getByTestId('site-footer')).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/products/', '/me/', '/blog/', '/help/', '/order/status/', '/about/', '/about/legal/', '/about/cgv/',
        '/about/cookie/', '/about/privacy/', '/home-smartlink/privacy/', '/sitemap/', '/retractation/',
      ].sort(),
    );
  });

  it("has a 'Fonctions' block with order tracking", () => {
    renderWithProviders(<Footer />);
    const functions = screen.getByTestId('footer-functions');
    expect(within(functions).getByRole('heading', { name: 'Fonctions' })).toBeInTheDocument();
    expect(within(functions).getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', '/order/status/');
  });

  it('offers the withdrawal function on every page with the decree\'s words (L221-21)', () => {
    renderWithProviders(<Footer />);
    expect(within(screen.getByTestId('footer-functions')).getByRole('link', { name: 'renoncer au contrat ici' })).toHaveAttribute('href', '/retractation/');
  });

  it('shows no disconnect button to an anonymous visitor', async () => {
    renderWithApi(<Footer />, apiSession());
    // let a lazily loaded button the chance to appear before saying it does not
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByTestId('footer-functions')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives a logged-in customer a disconnect button that logs out and then disappears', async () => {
    const { calls } = fakeApi({
      'DELETE /auth': () => ({ status: 200, body: apiSession() }),
      'GET /auth': () => ({ status: 200, body: apiSession() }),
    });
    renderWithApi(<Footer />, apiSession({ isAnonymous: false, email: 'marie@exemple.fr' }));
    const functions = screen.getByTestId('footer-functions');
    const button = await within(functions).findByRole('button', { name: 'Se déconnecter' });
    fireEvent.click(button);
    await waitFor(() => expect(within(functions).queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument());
    expect(calls[0]).toEqual({ method: 'DELETE', path: '/auth', body: undefined });
    // the order tracking link stays
    expect(within(functions).getByRole('link', { name: 'Suivre ma commande' })).toBeInTheDocument();
  });
});
