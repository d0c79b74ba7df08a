import { screen, within } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('carries every footer link of the spec', () => {
    renderWithProviders(<Footer />);
    const hrefs = within(screen.getByTestId('site-footer')).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/products/', '/me/', '/blog/', '/help/', '/order/status/', '/about/', '/about/legal/', '/about/cgv/',
        '/about/cookie/', '/about/privacy/', '/home-smartlink/privacy/', '/sitemap/',
      ].sort(),
    );
  });

  it("has a 'Fonctions' block with order tracking", () => {
    renderWithProviders(<Footer />);
    const functions = screen.getByTestId('footer-functions');
    expect(within(functions).getByRole('heading', { name: 'Fonctions' })).toBeInTheDocument();
    expect(within(functions).getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', '/order/status/');
  });
});
