import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiOrder } from '@shop/shared';
import React from 'react';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { Checkout } from './Checkout';
import { CHECKOUT_STORAGE_KEY } from './state';
import { confirmStep, fillBilling, fillContact, type } from './testing';
import { browserNavigation } from './useCheckout';

const REQUIRED = 'Ce champ est obligatoire';
const RELAI = 'La livraison en point relai est momentanément indisponible.';
const solena = { ean: '3760891000017', designation: 'Radiateur Solena 1000 W', quantity: 1 };
const withCart = (lines = [solena]) => apiSession({ cart: cartOf(lines) });

const order: ApiOrder = {
  orderNumber: 'MC-7KQ2M9XA', security: 'jeton-secret', state: 'CHECK_OUT', stateLabel: 'En attente de paiement',
  email: 'elodie@exemple.fr', createdAt: '2026-11-21T10:00:00.000Z',
  total: { articles: 49900, delivery: 0, net: { ht: 41583, ttc: 49900, vat: 8317 } },
};

let goTo: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  goTo = jest.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

const renderCheckout = (session = withCart(), paymentId: string | null = null) => renderWithApi(<Checkout paymentId={paymentId} />, session);

describe('checkout step 1: customer information', () => {
  it('shows the shared schema messages under each field, linked with aria-describedby', async () => {
    fakeApi({});
    renderCheckout();
    confirmStep();
    const firstName = await screen.findByLabelText(/^Prénom/);
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(4);
    expect(document.getElementById(firstName.getAttribute('aria-describedby') as string)).toHaveTextContent(REQUIRED);

    type(/^Prénom/, 'Jean2');
    type(/^Nom/, 'Dupont');
    type(/^Adresse email/, 'jean@exemple');
    type(/^Téléphone/, '+44 20 7946 0958');
    confirmStep();
    expect(await screen.findByText('Ce champ ne peut contenir que des lettres')).toBeInTheDocument();
    expect(screen.getByText('Saisissez une adresse email valide')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-step-2')).toHaveAttribute('data-state', 'closed');
  });

  it('goes to step 2 with a right form, and Modifier opens step 1 again with what was typed', async () => {
    fakeApi({});
    renderCheckout();
    await fillContact();
    const step1 = screen.getByTestId('checkout-step-1');
    expect(within(step1).getByText('elodie@exemple.fr')).toBeInTheDocument();
    fireEvent.click(within(step1).getByRole('button', { name: 'Modifier : Vos informations' }));
    expect(await screen.findByLabelText(/^Adresse email/)).toHaveValue('elodie@exemple.fr');
  });
});

describe('checkout step 2: billing address', () => {
  it('checks zip code, city and length with the spec rules; Retour goes back to step 1', async () => {
    fakeApi({});
    renderCheckout();
    await fillContact();
    type(/^Prénom/, 'Élodie');
    type(/^Nom/, 'Martin');
    type(/^Adresse \*/, 'x'.repeat(33));
    type(/^Code postal/, '690');
    type(/^Ville/, 'Lyon 3');
    confirmStep();
    expect(await screen.findByText('Le code postal doit contenir de 4 à 10 chiffres')).toBeInTheDocument();
    expect(screen.getByText('Ce champ ne peut contenir que des lettres, des tirets et des points')).toBeInTheDocument();
    expect(screen.getByText('Ce champ ne peut pas dépasser 32 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText('Pays')).toHaveValue('FR');
    fireEvent.click(screen.getByRole('button', { name: "Retour à l'étape précédente" }));
    await waitFor(() => expect(screen.getByTestId('checkout-step-1')).toHaveAttribute('data-state', 'open'));
  });

  it('asks for the company name when buying for a company', async () => {
    fakeApi({});
    renderCheckout();
    await fillContact();
    fireEvent.click(screen.getByLabelText("J'achète pour une société"));
    type(/^Prénom/, 'Élodie');
    type(/^Nom/, 'Martin');
    type(/^Adresse \*/, '12 rue des Lilas');
    type(/^Code postal/, '69003');
    type(/^Ville/, 'Lyon');
    confirmStep();
    await waitFor(() => expect(screen.getByLabelText(/^Société/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
  });
});

describe('checkout step 3: delivery', () => {
  it('pick-up point: the spec text shows and the step cannot be confirmed', async () => {
    fakeApi({});
    renderCheckout();
    await fillContact();
    await fillBilling();
    expect(screen.getByLabelText("À l'adresse de facturation")).toBeChecked();
    fireEvent.click(screen.getByLabelText('En point relai'));
    expect(await screen.findByText(RELAI)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  });

  it('a billing country the shop does not deliver asks for another address, which must be complete', async () => {
    fakeApi({});
    renderCheckout();
    await fillContact();
    await fillBilling('NO');
    const text = 'Nous ne livrons pas dans le pays de votre adresse de facturation : choisissez la livraison à une autre adresse';
    expect(await screen.findByText(text)).toBeInTheDocument();
    confirmStep();
    await act(async () => undefined);
    expect(screen.getByTestId('checkout-step-4')).toHaveAttribute('data-state', 'closed');

    fireEvent.click(screen.getByLabelText('À une autre adresse'));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    confirmStep();
    await waitFor(() => expect(screen.getByLabelText(/^Destinataire/)).toHaveAttribute('aria-invalid', 'true'));
    type(/^Destinataire/, 'Élodie Martin');
    type(/^Adresse \*/, '3 place Bellecour');
    type(/^Code postal/, '69002');
    type(/^Ville/, 'Lyon');
    confirmStep();
    await waitFor(() => expect(screen.getByTestId('checkout-step-4')).toHaveAttribute('data-state', 'open'));
  });
});

async function toPayment() {
  await fillContact();
  await fillBilling();
  confirmStep();
  await waitFor(() => expect(screen.getByTestId('checkout-step-4')).toHaveAttribute('data-state', 'open'));
}

describe('checkout step 4: payment', () => {
  it('needs both confirmations, then submits the order, creates the card payment and leaves for the card page', async () => {
    const { calls } = fakeApi({
      'POST /checkout/submit': () => ({ status: 201, body: order }),
      'PUT /checkout/createPaiement': () => ({ status: 200, body: { type: 'card', id: 'cs_test_12345678', url: 'http://paiement.local/c/cs_test_12345678', order } }),
    });
    renderCheckout();
    await toPayment();
    expect(screen.queryByLabelText(/Virement/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    expect(await screen.findByText("Vous devez certifier l'exactitude de vos informations")).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions générales de vente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/about/cgv/');
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Je certifie que les informations saisies sont exactes'));
    fireEvent.click(screen.getByLabelText(/J'ai lu et j'accepte les/));
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://paiement.local/c/cs_test_12345678'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/checkout/submit', body: { contact: { email: 'elodie@exemple.fr' }, billing: { countryCode: 'FR', country: 'France' }, delivery: { type: 'home' } } });
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/checkout/createPaiement', body: { orderNumber: 'MC-7KQ2M9XA', type: 'card', security: 'jeton-secret' } });
    expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) as string).order.orderNumber).toBe('MC-7KQ2M9XA');
  });

  it('an empty cart or a line the stock cannot serve cannot be ordered', async () => {
    fakeApi({});
    const { queryClient } = renderCheckout(apiSession());
    await toPayment();
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('Votre panier est vide : ajoutez un produit avant de commander.');
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
    act(() => {
      queryClient.setQueryData(['session'], (old: object) => ({ ...old, cart: cartOf([{ ...solena, inventoryError: true }]) }));
    });
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('Nous ne sommes pas en mesure de fournir cette quantité actuellement');
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
  });

  it('a pro not yet verified by staff is offered the card only, and told why (issue 11 item 12)', async () => {
    fakeApi({});
    renderCheckout(apiSession({ isAnonymous: false, email: 'pro@exemple.fr', isPro: true, proVerified: false, cart: cartOf([solena]) }));
    await toPayment();
    expect(screen.queryByLabelText('Virement bancaire (clients professionnels)')).not.toBeInTheDocument();
    expect(screen.getByTestId('transfer-awaits-verification')).toHaveTextContent(
      'Le paiement par virement vous sera proposé dès que notre équipe aura vérifié votre entreprise. En attendant, vous pouvez régler par carte bancaire.',
    );
  });

  it('a verified pro may pay by transfer and sees the bank details', async () => {
    fakeApi({
      'POST /checkout/submit': () => ({ status: 201, body: order }),
      'PUT /checkout/createPaiement': () => ({
        status: 200,
        body: { type: 'transfer', id: order.orderNumber, order: { ...order, state: 'PENDING' }, transfer: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', holder: 'Maison Chaleur', reference: order.orderNumber, amount: 49900 } },
      }),
    });
    renderCheckout(apiSession({ isAnonymous: false, email: 'pro@exemple.fr', isPro: true, proVerified: true, cart: cartOf([solena]) }));
    await toPayment();
    fireEvent.click(screen.getByLabelText('Virement bancaire (clients professionnels)'));
    fireEvent.click(screen.getByLabelText('Je certifie que les informations saisies sont exactes'));
    fireEvent.click(screen.getByLabelText(/J'ai lu et j'accepte les/));
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    const transfer = await screen.findByTestId('transfer-instructions');
    expect(transfer).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(transfer).toHaveTextContent('Votre commande MC-7KQ2M9XA est enregistrée');
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('checkout state', () => {
  it('survives a reload in sessionStorage only, and Recommencer resets every field to defaults', async () => {
    fakeApi({});
    const first = renderCheckout();
    await fillContact();
    type(/^Adresse \*/, '12 rue des Lilas');
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'BE' } });
    await waitFor(() => expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toContain('12 rue des Lilas'));
    expect(window.localStorage.length).toBe(0);
    first.unmount();

    renderCheckout();
    expect(await screen.findByLabelText(/^Adresse \*/)).toHaveValue('12 rue des Lilas');
    expect(screen.getByLabelText('Pays')).toHaveValue('BE');
    expect(within(screen.getByTestId('checkout-step-1')).getByText('elodie@exemple.fr')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    await waitFor(() => expect(screen.getByTestId('checkout-step-1')).toHaveAttribute('data-state', 'open'));
    expect(screen.getByLabelText(/^Adresse email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('');
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) as string);
    expect(stored).toMatchObject({ step: 1, contact: { email: '' }, billing: { address: '', countryCode: 'FR', country: 'France' }, delivery: { type: 'home' }, order: null });
  });
});

describe('logged-in customer', () => {
  it("starts from the account's data, which stays editable", async () => {
    fakeApi({});
    renderCheckout(apiSession({
      isAnonymous: false, email: 'elodie@exemple.fr', firstName: 'Élodie', lastName: 'Martin', phone: '0612345678',
      address: '12 rue des Lilas', zipCode: '69003', locality: 'Lyon', country: 'Belgique', countryCode: 'BE', cart: cartOf([solena]),
    }));
    await waitFor(() => expect(screen.getByLabelText(/^Adresse email/)).toHaveValue('elodie@exemple.fr'));
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Élodie');
    confirmStep();
    await waitFor(() => expect(screen.getByTestId('checkout-step-2')).toHaveAttribute('data-state', 'open'));
    expect(screen.getByLabelText(/^Adresse \*/)).toHaveValue('12 rue des Lilas');
    expect(screen.getByLabelText('Pays')).toHaveValue('BE');
  });
});

describe('back from the card page (cancel return)', () => {
  const savedOrder = () =>
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ step: 4, order: { orderNumber: order.orderNumber, security: order.security, paiementId: 'essai-1' } }));

  it.each([
    ['REFUSED', 'Le paiement a été refusé par votre banque.'],
    ['ABANDONNED', "Le paiement n'a pas été finalisé."],
  ])('%s: shows the section-8 message and retries the same order with a new payment id', async (outcome, text) => {
    savedOrder();
    const { calls } = fakeApi({
      'POST /checkout/redirect/cs_test_12345678': () => ({ status: 200, body: { outcome, message: text, order } }),
      'PUT /checkout/createPaiement': () => ({ status: 200, body: { type: 'card', id: 'cs_test_87654321', url: 'http://paiement.local/c/cs_test_87654321', order } }),
    });
    renderCheckout(withCart(), 'cs_test_12345678');
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer le paiement' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://paiement.local/c/cs_test_87654321'));
    const payment = calls.find((c) => c.path === '/checkout/createPaiement');
    expect(payment?.body).toMatchObject({ orderNumber: 'MC-7KQ2M9XA', type: 'card' });
    expect((payment?.body as { paiementId: string }).paiementId).not.toBe('essai-1');
  });

  it('an order the shop closed for want of payment: its text, the cart read again, the next Commander places a new order', async () => {
    savedOrder();
    const expired = "Cette commande a expiré car son paiement n'a pas été finalisé à temps. Ses articles ont été remis dans votre panier : vous pouvez commander à nouveau.";
    const { calls } = fakeApi({
      'POST /checkout/redirect/cs_test_12345678': () => ({ status: 200, body: { outcome: 'ABANDONNED', message: "Le paiement n'a pas été finalisé.", order } }),
      'PUT /checkout/createPaiement': () => ({ status: 409, body: { message: expired } }),
      'GET /auth': () => ({ status: 200, body: withCart() }),
    });
    renderCheckout(withCart(), 'cs_test_12345678');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer le paiement' }));
    expect(await screen.findByText(expired)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/auth').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Réessayer le paiement' })).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) as string).order).toBeNull());
    expect(goTo).not.toHaveBeenCalled();
  });
});
