import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { MyMessages } from './MyMessages';

const thread = (id: string, subjectLabel: string, count: number) => ({
  id, subject: 'SAV', subjectLabel, name: 'Marie', email: 'marie@exemple.fr', orderNumber: null, createdAt: '2026-11-21T10:00:00.000Z',
  messages: Array.from({ length: count }, () => ({ author: 'customer', content: 'x', createdAt: '2026-11-21T10:00:00.000Z', attachments: [] })),
});

describe("'Mes messages' on /me", () => {
  it("links each of the customer's threads without a secret and sends a new message", async () => {
    let threads = [thread('msgthr_2', 'Service après-vente', 2)];
    const { calls } = fakeApi({
      'GET /me/messages': () => ({ status: 200, body: { threads } }),
      'PUT /me/messages': () => {
        threads = [thread('msgthr_3', 'Autre demande', 1), ...threads];
        return { status: 201, body: threads[0] };
      },
    });
    renderWithApi(<MyMessages />);
    const link = await screen.findByRole('link', { name: 'Service après-vente — 21 novembre 2026' });
    expect(link).toHaveAttribute('href', '/contact/msgthr_2/');
    expect(screen.getByText(/2 messages/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Votre message/), { target: { value: 'Une question sur ma facture' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('link', { name: 'Autre demande — 21 novembre 2026' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ content: 'Une question sur ma facture' });
  });
});
