import { act, screen } from '@testing-library/react';
import React from 'react';
import { cartDrawer } from '../../features/cart/drawerState';
import { apiSession, cartOf, renderWithApi } from '../../lib/api/fakeApi';
import { CartButton } from './CartButton';

describe('CartButton', () => {
  beforeEach(() => act(() => cartDrawer.reset()));

  it('is named by its own text and the count sentence, the badge number being only visual', () => {
    renderWithApi(<CartButton />, apiSession({ cart: cartOf([{ ean: '3760891000017', quantity: 2 }, { ean: '3760891000024', quantity: 1 }]) }));
    const button = screen.getByTestId('cart-button');
    // no aria-label: the name comes from the text inside, so it contains the visible 'Mon panier' (WCAG 2.5.3)
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAccessibleName('Mon panier – 3 articles dans le panier');
    expect(button).toHaveTextContent(/^Mon panier/);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-count')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("says 'Panier vide' for an empty cart while the badge shows 0", () => {
    renderWithApi(<CartButton />, apiSession());
    expect(screen.getByRole('button', { name: 'Mon panier – Panier vide' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });
});
