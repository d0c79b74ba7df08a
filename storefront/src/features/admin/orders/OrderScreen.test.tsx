import { screen } from '@testing-library/react';
import type { ApiAdminOrderDetail } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import OrderScreen from './OrderScreen';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: ['orders'] });
const order: ApiAdminOrderDetail = {
  id: 'order_1',
  orderNumber: 'MC-ABCD2345',
  state: 'PENDING',
  stateLabel: 'En attente de votre virement',
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: null,
  late: false,
  customer: { name: 'Paul Durand', email: 'achats@durand.fr', isPro: true },
  total: 93576,
  totals: { articles: 77980, delivery: 0, net: { ht: 77980, ttc: 93576, vat: 15596 } },
  lines: [{ ean: '3760891000017', designation: 'Radiateur Solena 1000 W', quantity: 2, price: { ht: 38990, ttc: 46788 }, total: 93576 }],
  billing: null,
  delivery: null,
  phone: '0612345678',
  payment: { method: 'transfer', captured: 0, refunded: 0, refundable: 0 },
  shipment: null,
  nextStates: [],
  history: [],
};

describe('/admin/orders/{number}', () => {
  it('links an order placed from a quote to the quote', async () => {
    fakeApi({ 'GET /admin/order/MC-ABCD2345': () => ({ status: 200, body: { ...order, quoteRef: '26-KLMNPQ' } }) });
    renderWithApi(<OrderScreen params={{ id: 'MC-ABCD2345' }} path="orders/MC-ABCD2345" />, session);
    expect(await screen.findByTestId('order-quote-ref')).toHaveTextContent('Passée sur le devis 26-KLMNPQ');
    expect(screen.getByRole('link', { name: '26-KLMNPQ' })).toHaveAttribute('href', '/admin/quotes/26-KLMNPQ/');
  });

  it('says nothing of a quote for an ordinary order', async () => {
    fakeApi({ 'GET /admin/order/MC-ABCD2345': () => ({ status: 200, body: order }) });
    renderWithApi(<OrderScreen params={{ id: 'MC-ABCD2345' }} path="orders/MC-ABCD2345" />, session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande MC-ABCD2345' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-quote-ref')).toBeNull();
  });
});
