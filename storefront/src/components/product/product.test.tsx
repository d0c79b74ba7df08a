import { TextDecoder, TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers } from '../layout/Providers';
import { renderWithProviders } from '../../../test/render';
import { AddToCart } from './AddToCart';
import { attributeRows, AttributesTable } from './AttributesTable';
import { Price } from './Price';
import { ProductCard } from './ProductCard';
import { StockBadge } from './StockBadge';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('Price', () => {
  it('shows integer cents as a French TTC price', () => {
    renderWithProviders(<Price cents={103946} />);
    expect(screen.getByTestId('price-amount').textContent).toBe(`1${NNBSP}039,46${NBSP}€`);
    expect(screen.getByTestId('price-ttc')).toHaveTextContent(/TTC$/);
  });

  it('shows nothing without a price', () => {
    renderWithProviders(<Price cents={null} />);
    expect(screen.queryByTestId('price-ttc')).toBeNull();
  });
});

describe('StockBadge', () => {
  it.each([
    [0, 'Rupture de stock', 'out_of_stock'],
    [2, 'Plus que 2 en stock', 'low'],
    [40, 'En stock', 'in_stock'],
  ])('stock %p reads %p', (quantity, text, kind) => {
    renderWithProviders(<StockBadge quantity={quantity} />);
    expect(screen.getByTestId('stock-state')).toHaveTextContent(text);
    expect(screen.getByTestId('stock-state')).toHaveAttribute('data-stock', kind);
  });
});

describe('ProductCard', () => {
  it('links the title to the product page and shows image, price and stock', () => {
    renderWithProviders(
      <ProductCard
        product={{
          slug: 'solena-1000',
          title: 'Radiateur Solena 1000 W',
          subtitle: null,
          brand: 'Thermelia',
          ean: '3760123450017',
          priceCents: 49990,
          stock: 0,
          cardImage: {
            alt: 'Radiateur Solena 1000 W',
            file: { childImageSharp: { gatsbyImageData: { width: 300, height: 300, layout: 'constrained', images: { fallback: { src: '/static/a.webp' } } } } },
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Radiateur Solena 1000 W' })).toHaveAttribute('href', '/products/solena-1000/');
    expect(screen.getByRole('img', { name: 'Radiateur Solena 1000 W' })).toHaveAttribute('src', '/static/a.webp');
    expect(screen.getByTestId('price-amount').textContent).toBe(`499,90${NBSP}€`);
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Rupture de stock');
  });
});

describe('technical attributes', () => {
  const product = { powerW: 1500, widthMm: 600, heightMm: 580, depthMm: 120, weightG: 18500, colour: 'Blanc', brand: 'Thermelia', ean: '3760123450017' };

  it('lists Puissance, Dimensions, Poids, Couleur, Marque, EAN in that order', () => {
    expect(attributeRows(product).map((r) => r.label)).toEqual(['Puissance', 'Dimensions (L × H × P)', 'Poids', 'Couleur', 'Marque', 'EAN']);
    renderWithProviders(<AttributesTable product={product} />);
    expect(screen.getByRole('rowheader', { name: 'Puissance' }).nextSibling?.textContent).toBe(`1${NNBSP}500 W`);
    expect(screen.getByRole('rowheader', { name: 'Poids' }).nextSibling).toHaveTextContent('18,5 kg');
  });

  it('leaves unknown attributes out', () => {
    expect(attributeRows({ ...product, powerW: null, colour: null }).map((r) => r.label)).not.toContain('Puissance');
  });
});

describe('AddToCart', () => {
  it('is disabled without a way to add (no EAN) and when out of stock, whatever the wiring', () => {
    const { unmount } = renderWithProviders(<AddToCart stock={5} />);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByLabelText('Quantité')).toHaveValue(1);
    unmount();
    renderWithProviders(<AddToCart stock={0} onAdd={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('passes a whole quantity from 1, capped by the stock', () => {
    const onAdd = jest.fn();
    renderWithProviders(<AddToCart stock={2} onAdd={onAdd} />);
    const input = screen.getByLabelText('Quantité');
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeEnabled();
    fireEventChange(input, '5');
    button.click();
    fireEventChange(input, '0');
    button.click();
    fireEventChange(input, '1.7');
    button.click();
    expect(onAdd.mock.calls).toEqual([[2], [1], [1]]);
  });

  it('is inactive in the static HTML of a product in stock, so a tap before hydration is not silently lost; active once hydrated', async () => {
    // react-dom/server's browser build needs TextEncoder, which jsdom lacks
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const onAdd = jest.fn();
    const page = (
      <Providers>
        <AddToCart stock={8} onAdd={onAdd} />
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeEnabled();
    button.click();
    expect(onAdd).toHaveBeenCalledWith(1);
    container.remove();
  });

  it('shows the error of a failed add', () => {
    renderWithProviders(<AddToCart stock={2} onAdd={() => undefined} error="Produit introuvable" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Produit introuvable');
  });
});

function fireEventChange(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
