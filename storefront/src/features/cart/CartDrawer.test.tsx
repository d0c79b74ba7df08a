import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ApiCartLine } from '@shop/shared';
import React from 'react';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import CartDrawer from './CartDrawer';
import { CartContents } from './CartContents';
import { cartDrawer } from './drawerState';
import FloaOffer from './FloaOffer';
import { canValidatePromo } from './PromoPanel';

// amounts are compared on raw text: toHaveTextContent would turn the no-break spaces into plain ones
const NBSP = '\u00a0';
const STOCK_TEXT = 'Nous ne sommes pas en mesure de fournir cette quantité actuellement';
type Line = Partial<ApiCartLine> & { ean: string; quantity: number };
const solena: Line = { ean: '3760891000017', designation: 'Radiateur Solena 1000 W', quantity: 2, image: 'https://cdn.exemple.fr/solena.webp', price: { ht: 41583, ttc: 49900 } };
const ondine: Line = { ean: '3760891000024', designation: 'Sèche-serviettes Ondine', quantity: 1, price: { ht: 20833, ttc: 25000 } };

const consumer = (lines = [solena], extra = {}) => apiSession({ cart: cartOf(lines, extra) });
const pro = (lines = [solena]) => apiSession({ isAnonymous: false, email: 'pro@exemple.fr', isPro: true, cart: cartOf(lines) });

beforeEach(() => {
  act(() => cartDrawer.reset());
  (navigate as jest.Mock).mockClear();
});

describe('cart drawer', () => {
  it('is a dialog titled "Mon panier" with a labelled close button; an empty cart cannot be ordered', async () => {
    fakeApi({});
    act(() => cartDrawer.open());
    renderWithApi(<CartDrawer />, apiSession());
    const dialog = await screen.findByRole('dialog', { name: 'Mon panier' });
    expect(within(dialog).getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Commander' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer le panier' }));
    await waitFor(() => expect(cartDrawer.get().open).toBe(false));
  });

  it('shows each line with image, designation, TTC unit price and quantity, and the totals', () => {
    fakeApi({});
    renderWithApi(<CartContents today={new Date(2026, 3, 2)} />, consumer([solena, ondine]));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('img', { name: 'Radiateur Solena 1000 W' })).toHaveAttribute('src', 'https://cdn.exemple.fr/solena.webp');
    expect(within(lines[0]).getByTestId('cart-line-price').textContent).toBe(`499,00${NBSP}€ TTC`);
    expect(within(lines[0]).getByTestId('cart-line-quantity')).toHaveTextContent('Quantité : 2');
    expect(screen.getByTestId('cart-total-net').textContent).toContain(`1${'\u202f'}248,00${NBSP}€`);
    expect(screen.queryByTestId('cart-total-vat')).toBeNull();
    // 5 working days after Thursday 2 April 2026, Easter Monday skipped
    expect(screen.getByTestId('cart-delivery-estimate')).toHaveTextContent('Livraison estimée le vendredi 10 avril');
    expect(screen.getByRole('button', { name: 'Commander' })).toBeEnabled();
    // the 3-payment offer is off unless GATSBY_FLOA_ENABLED is set at build time
    expect(screen.queryByTestId('floa-offer')).toBeNull();
  });

  it('Commander closes the drawer and goes to the checkout', () => {
    fakeApi({});
    act(() => cartDrawer.open());
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    expect(navigate).toHaveBeenCalledWith('/order/checkout/');
    expect(cartDrawer.get().open).toBe(false);
  });

  it('toggles a line between Modifier and Valider; Valider replaces the quantity (fixed)', async () => {
    const { calls } = fakeApi({ 'PUT /cart': (body) => ({ status: 200, body: cartOf([{ ...solena, quantity: (body as { quantity: number }).quantity }]) }) });
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la quantité de Radiateur Solena 1000 W' }));
    const input = screen.getByLabelText('Quantité de Radiateur Solena 1000 W');
    expect(input).toHaveValue(2);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider la quantité de Radiateur Solena 1000 W' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('Quantité : 5'));
    expect(calls).toEqual([{ method: 'PUT', path: '/cart', body: { ean: solena.ean, quantity: 5, fixed: true } }]);
    expect(screen.getByRole('button', { name: /^Modifier/ })).toBeInTheDocument();
  });

  it('refuses a quantity that is not a whole number before sending anything', () => {
    const { calls } = fakeApi({});
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: /^Modifier/ }));
    fireEvent.change(screen.getByLabelText(/^Quantité de/), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: /^Valider la quantité/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('La quantité doit être un nombre entier positif');
    expect(calls).toEqual([]);
  });

  it('removes a line with quantity 0, and the cart becomes empty', async () => {
    const { calls } = fakeApi({ 'PUT /cart': () => ({ status: 200, body: cartOf([]) }) });
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Radiateur Solena 1000 W du panier' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ ean: solena.ean, quantity: 0, fixed: true });
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
  });

  it('shows the stock text on a line with an inventory error and blocks the order', () => {
    fakeApi({});
    renderWithApi(<CartContents />, consumer([{ ...solena, inventoryError: true }, ondine]));
    const [first, second] = screen.getAllByTestId('cart-line');
    expect(within(first).getByText(STOCK_TEXT)).toBeInTheDocument();
    expect(within(second).queryByText(STOCK_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
  });

  it('shows HT prices and a VAT line to a pro', () => {
    fakeApi({});
    renderWithApi(<CartContents />, pro());
    expect(screen.getByTestId('cart-line-price').textContent).toBe(`415,83${NBSP}€ HT`);
    expect(screen.getByTestId('cart-total-ht').textContent).toContain(`831,66${NBSP}€`);
    expect(screen.getByTestId('cart-total-vat')).toHaveTextContent('TVA');
    expect(screen.getByTestId('cart-total-vat').textContent).toContain(`166,34${NBSP}€`);
  });

  it('lists the discounts', () => {
    fakeApi({});
    renderWithApi(<CartContents />, consumer([solena], { discounts: [{ name: 'BIENVENUE10', ht: 8317, ttc: 9980 }] }));
    expect(screen.getByTestId('cart-discount').textContent).toContain(`BIENVENUE10−99,80${NBSP}€`);
  });
});

describe('promo / quotation panel', () => {
  it('opens and closes', () => {
    fakeApi({});
    renderWithApi(<CartContents />, consumer());
    const toggle = screen.getByRole('button', { name: /Code promo ou numéro de devis/ });
    expect(screen.getByTestId('promo-panel')).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByLabelText('Code promo ou numéro de devis')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Code promo ou numéro de devis')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByTestId('promo-panel')).toHaveAttribute('data-state', 'closed');
  });

  it('sends a voucher upper-cased, shows the discount, and shows the text of a wrong code', async () => {
    const { calls } = fakeApi({
      'PUT /cart/voucher': (body) =>
        (body as { ref: string }).ref === 'BIENVENUE10'
          ? { status: 200, body: cartOf([solena], { discounts: [{ name: 'BIENVENUE10', ht: 8317, ttc: 9980 }] }) }
          : { status: 400, body: { message: "Ce code n'est pas valide" } },
    });
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: /Code promo/ }));
    const input = screen.getByLabelText('Code promo ou numéro de devis');
    fireEvent.change(input, { target: { value: '  faux ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByTestId('promo-error')).toHaveTextContent("Ce code n'est pas valide");
    fireEvent.change(input, { target: { value: ' bienvenue10' } });
    expect(screen.queryByTestId('promo-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('BIENVENUE10');
    expect(calls.map((c) => c.body)).toEqual([{ ref: 'FAUX' }, { ref: 'BIENVENUE10' }]);
  });

  it('sends a quotation number to the quotation route', async () => {
    const { calls } = fakeApi({ 'PUT /cart/quotation': () => ({ status: 400, body: { message: 'Vérifiez le numéro de devis (22-ABCDEF).' } }) });
    renderWithApi(<CartContents />, consumer());
    fireEvent.click(screen.getByRole('button', { name: /Code promo/ }));
    fireEvent.change(screen.getByLabelText('Code promo ou numéro de devis'), { target: { value: '22-abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByTestId('promo-error')).toHaveTextContent('Vérifiez le numéro de devis (22-ABCDEF).');
    expect(calls).toEqual([{ method: 'PUT', path: '/cart/quotation', body: { ref: '22-ABCDEF' } }]);
  });

  it('enables Valider for a pro only on a quotation number of two digits, a dash and six capitals', () => {
    fakeApi({});
    renderWithApi(<CartContents />, pro());
    fireEvent.click(screen.getByRole('button', { name: /Code promo/ }));
    const input = screen.getByLabelText('Code promo ou numéro de devis');
    const validate = () => screen.getByRole('button', { name: 'Valider' });
    fireEvent.change(input, { target: { value: 'BIENVENUE10' } });
    expect(validate()).toBeDisabled();
    fireEvent.change(input, { target: { value: '22-ABC123' } });
    expect(validate()).toBeDisabled();
    fireEvent.change(input, { target: { value: ' 22-abcdef ' } });
    expect(validate()).toBeEnabled();
  });

  it('canValidatePromo follows section 5', () => {
    expect(canValidatePromo('', false)).toBe(false);
    expect(canValidatePromo('   ', false)).toBe(false);
    expect(canValidatePromo('bienvenue10', false)).toBe(true);
    expect(canValidatePromo('22-ABC123', false)).toBe(true);
    expect(canValidatePromo('22-ABC123', true)).toBe(false);
    expect(canValidatePromo('22-abcdef', true)).toBe(true);
  });
});

describe('quote request from the cart', () => {
  it('offers a logged-in pro to ask a quote for the cart on the pro area page, and closes the drawer', () => {
    fakeApi({});
    act(() => cartDrawer.open());
    renderWithApi(<CartContents />, pro());
    const link = screen.getByRole('link', { name: 'Demander un devis pour ce panier' });
    expect(link).toHaveAttribute('href', '/pro/v1/contact/devis/');
    fireEvent.click(link);
    expect(cartDrawer.get().open).toBe(false);
  });

  it('is not offered to a consumer nor for an empty cart', () => {
    fakeApi({});
    const { unmount } = renderWithApi(<CartContents />, consumer());
    expect(screen.queryByRole('link', { name: 'Demander un devis pour ce panier' })).toBeNull();
    unmount();
    renderWithApi(<CartContents />, pro([]));
    expect(screen.queryByRole('link', { name: 'Demander un devis pour ce panier' })).toBeNull();
  });
});

describe('3-payment offer', () => {
  it('shows net TTC + 3 % in three payments with the offer code', () => {
    renderWithApi(<FloaOffer netTtc={49900} />);
    const offer = screen.getByTestId('floa-offer');
    expect(offer).toHaveAttribute('data-offer', 'BC3XF');
    expect(offer).toHaveAttribute('data-amount', '51397');
    expect(offer.textContent).toContain(`Payez en 3 fois : 171,33${NBSP}€ puis 2 × 171,32${NBSP}€ (total 513,97${NBSP}€, frais de 3 % inclus)`);
  });
});
