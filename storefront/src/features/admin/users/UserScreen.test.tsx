import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiUserDetail } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import UserScreen from './UserScreen';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: ['users'] });
const ID = 'cus_01JABCDEFGHJKMNPQRSTVWXYZ0';
const pro: ApiUserDetail = {
  id: ID,
  email: 'achats@durand.fr',
  firstName: 'Paul',
  lastName: 'Durand',
  company: 'Durand SARL',
  siret: '73282932000074',
  isPro: true,
  proVerifiedAt: null,
  hasAccount: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  phone: null,
  tva: null,
  address: null,
  addressExtra: null,
  zipCode: null,
  locality: null,
  country: null,
  countryCode: 'FR',
  loyalty: { tierPercent: 10, group: 'pro-fidelite-10' },
  orders: [{ id: 'order_1', orderNumber: 'MC-ABCD2345', date: '2026-11-02T10:00:00.000Z', state: 'PAYED', stateLabel: 'Payée', total: { ht: 41583, ttc: 49900 } }],
  threads: [],
};

describe('/admin/users/{id}', () => {
  it('shows the tier and orders, refuses a bad SIRET with the shared text, saves the verified box', async () => {
    const { calls } = fakeApi({
      [`GET /users/${ID}`]: () => ({ status: 200, body: pro }),
      [`PUT /users/${ID}`]: () => ({ status: 200, body: { ...pro, proVerifiedAt: '2026-11-25T09:00:00.000Z' } }),
    });
    renderWithApi(<UserScreen params={{ id: ID }} path={`users/${ID}`} />, session);
    expect(await screen.findByTestId('admin-user-loyalty')).toHaveTextContent('Palier de fidélité : remise de 10 %');
    expect(screen.getByRole('link', { name: 'MC-ABCD2345' })).toHaveAttribute('href', '/admin/orders/order_1/');

    fireEvent.change(screen.getByLabelText(/^SIRET/), { target: { value: '12345678901234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Ce numéro SIRET n'est pas valide (14 chiffres)")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^SIRET/), { target: { value: '732 829 320 00074' } });
    fireEvent.click(screen.getByLabelText(/^Pro vérifié/));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('admin-user-saved')).toHaveTextContent('Les modifications sont enregistrées.');
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put.body).toMatchObject({ isPro: true, proVerified: true, siret: '73282932000074', company: 'Durand SARL', firstName: 'Paul' });
    expect(put.body).not.toHaveProperty('email');
  });

  it('unticks "vérifié" when the customer stops being a pro', async () => {
    fakeApi({ [`GET /users/${ID}`]: () => ({ status: 200, body: { ...pro, proVerifiedAt: '2026-11-20T09:00:00.000Z' } }) });
    renderWithApi(<UserScreen params={{ id: ID }} path={`users/${ID}`} />, session);
    const verified = await screen.findByLabelText(/^Pro vérifié/);
    expect(verified).toBeChecked();
    fireEvent.click(screen.getByLabelText(/^Client professionnel/));
    await waitFor(() => expect(verified).not.toBeChecked());
    expect(verified).toBeDisabled();
  });
});
