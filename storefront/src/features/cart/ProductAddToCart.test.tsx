import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { CartButton } from '../../components/layout/CartButton';
import { cartDrawer } from './drawerState';
import { ProductAddToCart } from './ProductAddToCart';

beforeEach(() => act(() => cartDrawer.reset()));

describe('add to cart from the product page', () => {
  it('adds the chosen quantity (a plain add), updates the badge and opens the drawer', async () => {
    const { calls } = fakeApi({ 'PUT /cart': (body) => ({ status: 200, body: cartOf([{ ean: '3760891000017', quantity: (body as { quantity: number }).quantity + 1 }]) }) });
    renderWithApi(
      <>
        <CartButton />
        <ProductAddToCart ean="3760891000017" stock={10} />
      </>,
      apiSession({ cart: cartOf([{ ean: '3760891000017', quantity: 1 }]) }),
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    expect(calls).toEqual([{ method: 'PUT', path: '/cart', body: { ean: '3760891000017', quantity: 2 } }]);
    expect(cartDrawer.get().open).toBe(true);
  });

  it('shows the French message of a refused add and keeps the drawer closed', async () => {
    fakeApi({ 'PUT /cart': () => ({ status: 404, body: { message: 'Ce produit n’est pas vendu en ligne.' } }) });
    renderWithApi(<ProductAddToCart ean="3760891000017" stock={10} />, apiSession());
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce produit n’est pas vendu en ligne.');
    expect(cartDrawer.get().open).toBe(false);
  });

  it('stays disabled for a product without EAN', () => {
    fakeApi({});
    renderWithApi(<ProductAddToCart ean={null} stock={10} />, apiSession());
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });
});
