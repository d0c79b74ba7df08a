import { fireEvent, screen } from '@testing-library/react';
import type { ApiGuide, ApiStaffThread } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import ThreadScreen from './ThreadScreen';

const session = apiSession({ isAnonymous: false, email: 'commandes@maison-chaleur.fr', isAdmin: true, grants: ['orders', 'messages'] });
const ID = 'msgthr_01JABCDEFGHJKMNPQRSTVWXYZ0';
const thread: ApiStaffThread = {
  id: ID,
  subject: 'ORDER',
  subjectLabel: 'Suivi de commande',
  name: 'Léa Martin',
  email: 'lea@exemple.fr',
  orderNumber: 'MC-ABCD2345',
  createdAt: '2026-11-24T10:00:00.000Z',
  messages: [{ author: 'customer', content: 'Où en est ma commande ?', createdAt: '2026-11-24T10:00:00.000Z', attachments: [] }],
  state: 'new',
  customerId: 'cus_01JABCDEFGHJKMNPQRSTVWXYZ0',
  order: { id: 'order_01JABCDEFGHJKMNPQRSTVWXYZ0', orderNumber: 'MC-ABCD2345' },
};
const guide: ApiGuide = { tag: 'messages', content: { quickResponses: [{ title: 'Délai de livraison', text: 'Votre commande part sous 48 heures.' }] }, updatedAt: null };

describe('/admin/messages/{id}', () => {
  it('links the order and the customer, inserts a quick answer in one click and sends it', async () => {
    const { calls } = fakeApi({
      [`GET /messages/${ID}`]: () => ({ status: 200, body: thread }),
      'GET /guide/messages': () => ({ status: 200, body: guide }),
      'PUT /messages/': (body) => ({
        status: 200,
        body: { ...thread, state: 'answered', messages: [...thread.messages, { author: 'staff', content: (body as { value: string }).value, createdAt: '2026-11-24T11:00:00.000Z', attachments: [] }] },
      }),
    });
    renderWithApi(<ThreadScreen params={{ id: ID }} path={`messages/${ID}`} />, session);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Conversation : Suivi de commande');
    expect(screen.getByRole('link', { name: 'Voir la commande MC-ABCD2345' })).toHaveAttribute('href', '/admin/orders/order_01JABCDEFGHJKMNPQRSTVWXYZ0/');
    expect(screen.getByRole('link', { name: 'Voir la fiche client' })).toHaveAttribute('href', '/admin/users/cus_01JABCDEFGHJKMNPQRSTVWXYZ0/');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Saisissez votre réponse')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Insérer « Délai de livraison »' }));
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('Votre commande part sous 48 heures.');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByRole('status')).toHaveTextContent('La réponse est envoyée au client par e-mail.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/messages/', body: { id: ID, type: 'answer', value: 'Votre commande part sous 48 heures.', email: 'lea@exemple.fr' } },
    ]);
    expect(screen.getByTestId('admin-thread-state')).toHaveTextContent('Répondu');
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('');
  });
});
