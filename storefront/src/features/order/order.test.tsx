import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatPrice, type ApiOrder, type ApiOrderDetail } from '@shop/shared';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, hydrateWithApi, renderWithApi } from '../../lib/api/fakeApi';
import { CHECKOUT_STORAGE_KEY } from '../checkout/state';
import { type } from '../checkout/testing';
import { Confirmation, OrderAccepted } from './Confirmation';
import { OrderDetails } from './OrderDetails';
import { OrderStatusForm } from './OrderStatusForm';

const NOT_FOUND = "Aucune commande correspondant à ces critères n'a était trouvé";
const order: ApiOrder = {
  orderNumber: 'MC-7KQ2M9XA', security: 'jeton-secret', state: 'PAYED', stateLabel: 'Payée',
  email: 'elodie@exemple.fr', createdAt: '2026-11-21T10:00:00.000Z',
  total: { articles: 49900, delivery: 0, net: { ht: 41583, ttc: 49900, vat: 8317 } },
};
const detail: ApiOrderDetail = {
  ...order,
  products: [{ ean: '3760891000017', designation: 'Radiateur Solena 1000 W', quantity: 1, price: { ht: 41583, ttc: 49900 }, total: 49900 }],
  billing: { name: 'Élodie Martin', company: '', address: '12 rue des Lilas', addressExtra: '', zipCode: '69003', locality: 'Lyon', countryCode: 'FR' },
  delivery: { name: 'Élodie Martin', company: '', address: '12 rue des Lilas', addressExtra: '', zipCode: '69003', locality: 'Lyon', countryCode: 'FR' },
  history: [{ state: 'CHECK_OUT', stateLabel: 'En attente de paiement', at: '2026-11-21T10:00:00.000Z' }, { state: 'PAYED', stateLabel: 'Payée', at: '2026-11-21T10:02:00.000Z' }],
};

beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  window.sessionStorage.clear();
});

describe('confirmation page (card accepted)', () => {
  afterEach(() => jest.useRealTimers());

  it('confirms the paid order with the e-mail notice and the spam hint, and forgets the checkout', async () => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ step: 4, contact: { email: 'elodie@exemple.fr' } }));
    const { calls } = fakeApi({
      'POST /checkout/redirect/cs_test_12345678': () => ({ status: 200, body: { outcome: 'PAYED', message: null, order } }),
      'GET /auth': () => ({ status: 200, body: apiSession() }),
    });
    renderWithApi(<Confirmation paymentId="cs_test_12345678" />, apiSession());
    expect(await screen.findByText('Votre paiement est accepté : la commande MC-7KQ2M9XA est confirmée.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-email')).toHaveTextContent('Un email de confirmation vous a été envoyé à elodie@exemple.fr.');
    expect(screen.getByTestId('confirmation-spam')).toHaveTextContent('Pensez à vérifier votre dossier de courriers indésirables (spam).');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/checkout/redirect/cs_test_12345678' });
    // the paid checkout is forgotten (a new order starts from empty forms) and the session, with its new cart, read again
    await waitFor(() => expect(calls.some((c) => c.path === '/auth')).toBe(true));
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('opens the order detail after 10 seconds', () => {
    jest.useFakeTimers();
    renderWithApi(<OrderAccepted order={order} />, apiSession());
    expect(screen.getByTestId('confirmation-redirect')).toHaveTextContent('Vous allez être redirigé vers le détail de votre commande dans 10 secondes.');
    act(() => jest.advanceTimersByTime(9000));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirmation-redirect')).toHaveTextContent('dans 1 seconde.');
    act(() => jest.advanceTimersByTime(1000));
    expect(navigate).toHaveBeenCalledWith('/order/details/?order=MC-7KQ2M9XA&security=jeton-secret');
  });

  it('goes home instead when this browser does not hold the order token', () => {
    jest.useFakeTimers();
    renderWithApi(<OrderAccepted order={{ ...order, security: '' }} />, apiSession());
    expect(screen.getByTestId('confirmation-redirect')).toHaveTextContent("Vous allez être redirigé vers l'accueil dans 10 secondes.");
    act(() => jest.advanceTimersByTime(10_000));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a payment the bank has not confirmed yet is asked again until it is', async () => {
    let asked = 0;
    const { calls } = fakeApi({
      // once paid, the session is read again (the header's cart badge empties)
      'GET /auth': () => ({ status: 200, body: apiSession() }),
      'POST /checkout/redirect/cs_test_12345678': () => {
        asked += 1;
        return { status: 200, body: asked === 1 ? { outcome: 'WAITING', message: null, order } : { outcome: 'PAYED', message: null, order } };
      },
    });
    renderWithApi(<Confirmation paymentId="cs_test_12345678" />, apiSession());
    expect(await screen.findByText("Le paiement n'est pas encore confirmé par la banque. Veuillez patienter quelques instants.")).toBeInTheDocument();
    expect(await screen.findByTestId('order-confirmation', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    await waitFor(() => expect(calls.some((c) => c.path === '/auth')).toBe(true));
  });

  it('a refused payment coming back here shows the refusal and a retry', async () => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ step: 4, order: { orderNumber: order.orderNumber, security: 'jeton-secret', paiementId: 'essai-1' } }));
    fakeApi({ 'POST /checkout/redirect/cs_test_12345678': () => ({ status: 200, body: { outcome: 'REFUSED', message: null, order } }) });
    renderWithApi(<Confirmation paymentId="cs_test_12345678" />, apiSession());
    expect(await screen.findByText('Le paiement a été refusé par votre banque.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Réessayer le paiement' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revenir à ma commande' }));
    expect(navigate).toHaveBeenCalledWith('/order/checkout/');
  });
});

describe('order status (Recherche de commande)', () => {
  it('shows both field errors of the spec, nothing sent', async () => {
    const { calls } = fakeApi({});
    renderWithApi(<OrderStatusForm />, apiSession());
    expect(screen.getByRole('heading', { name: 'Recherche de commande' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Vous devez saisir une adresse email')).toBeInTheDocument();
    expect(screen.getByText("Le numero de commande n'est pas valide")).toBeInTheDocument();
    type(/^Adresse email/, 'elodie@exemple.fr');
    type(/^Numéro de commande/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => {
      expect(screen.queryByText('Vous devez saisir une adresse email')).not.toBeInTheDocument();
      expect(screen.getByText("Le numero de commande n'est pas valide")).toBeInTheDocument();
      expect(screen.getByLabelText(/^Numéro de commande/)).toHaveAttribute('aria-invalid', 'true');
    });
    // the form sent nothing (the layout's own session check may run meanwhile on a slow machine)
    expect(calls.filter((call) => call.path !== '/auth')).toEqual([]);
  });

  it('keeps what the buyer typed before the page hydrated, and searches with it', async () => {
    const { calls } = fakeApi({ 'POST /order/query': () => ({ status: 404, body: { message: NOT_FOUND } }) });
    hydrateWithApi(<OrderStatusForm />, apiSession(), (page) => {
      page.querySelector<HTMLInputElement>('#lookup-email')!.value = 'elodie@exemple.fr';
      page.querySelector<HTMLInputElement>('#lookup-order')!.value = 'MC-7KQ2M9XA';
    });
    expect(screen.getByLabelText(/^Adresse email/)).toHaveValue('elodie@exemple.fr');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechercher' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('lookup-error')).toHaveTextContent(NOT_FOUND);
    expect(calls.filter((call) => call.path !== '/auth')).toEqual([
      { method: 'POST', path: '/order/query', body: { email: 'elodie@exemple.fr', order: 'MC-7KQ2M9XA' } },
    ]);
  });

  it('no match: the spec text; a match shows state, date and total, the detail link going by e-mail', async () => {
    let found = false;
    const { calls } = fakeApi({
      'POST /order/query': () => (found ? { status: 200, body: { ...order, security: '', email: '' } } : { status: 404, body: { message: NOT_FOUND } }),
    });
    renderWithApi(<OrderStatusForm />, apiSession());
    type(/^Adresse email/, ' Elodie@Exemple.fr ');
    type(/^Numéro de commande/, 'mc-7kq2m9xa');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('lookup-error')).toHaveTextContent(NOT_FOUND);
    expect(calls[0].body).toEqual({ email: 'elodie@exemple.fr', order: 'MC-7KQ2M9XA' });
    found = true;
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('lookup-state')).toHaveTextContent('Payée');
    expect(screen.getByTestId('lookup-result')).toHaveTextContent('Commande MC-7KQ2M9XA du');
    expect(screen.getByTestId('lookup-total').textContent).toBe(`Total TTC : ${formatPrice(order.total.net.ttc)}`);
    expect(screen.getByTestId('lookup-link-sent')).toHaveTextContent('Le lien vers le détail de votre commande vient de vous être envoyé par email.');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('order details', () => {
  it('shows lines, totals, addresses and the state in French', async () => {
    const { calls } = fakeApi({ 'GET /order/MC-7KQ2M9XA?security=jeton-secret': () => ({ status: 200, body: detail }) });
    renderWithApi(<OrderDetails orderNumber="MC-7KQ2M9XA" security="jeton-secret" />, apiSession());
    expect(await screen.findByRole('heading', { name: 'Commande MC-7KQ2M9XA' })).toBeInTheDocument();
    expect(screen.getByTestId('order-state')).toHaveTextContent('Payée');
    expect(screen.getByRole('cell', { name: 'Radiateur Solena 1000 W' })).toBeInTheDocument();
    expect(screen.getByTestId('order-total-net').textContent).toBe('Total TTC499,00\u00a0€');
    expect(screen.getByTestId('order-billing')).toHaveTextContent('12 rue des Lilas');
    expect(calls[0].path).toBe('/order/MC-7KQ2M9XA?security=jeton-secret');
    expect(screen.queryByTestId('order-quote-ref')).toBeNull();
  });

  it('shows the number of the quote the order was placed from', async () => {
    fakeApi({ 'GET /order/MC-7KQ2M9XA?security=jeton-secret': () => ({ status: 200, body: { ...detail, quoteRef: '26-KLMNPQ' } }) });
    renderWithApi(<OrderDetails orderNumber="MC-7KQ2M9XA" security="jeton-secret" />, apiSession());
    expect(await screen.findByTestId('order-quote-ref')).toHaveTextContent('Commande passée sur le devis 26-KLMNPQ');
  });

  it('a wrong token reads as not found', async () => {
    fakeApi({});
    renderWithApi(<OrderDetails orderNumber="MC-7KQ2M9XA" security="faux" />, apiSession());
    expect(await screen.findByTestId('order-details-error')).toHaveTextContent(NOT_FOUND);
  });
});
