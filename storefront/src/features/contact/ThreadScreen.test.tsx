import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ThreadScreen } from './ThreadScreen';

const thread = (contents: string[]) => ({
  id: 'msgthr_1', subject: 'SAV', subjectLabel: 'Service après-vente', name: 'Marie', email: 'marie@exemple.fr', orderNumber: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  messages: contents.map((content) => ({ author: 'customer', content, createdAt: '2026-11-21T10:00:00.000Z' })),
});

describe('/contact/{id}?secret=', () => {
  it('shows the thread and adds a reply', async () => {
    const { calls } = fakeApi({
      'GET /messages/msgthr_1?secret=abc': () => ({ status: 200, body: thread(['Bonjour']) }),
      'PUT /messages/msgthr_1?secret=abc': () => ({ status: 200, body: thread(['Bonjour', 'Une précision']) }),
    });
    renderWithApi(<ThreadScreen id="msgthr_1" secret="abc" />);
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Votre réponse/), { target: { value: 'Une précision' } });
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    expect(await screen.findByText('Une précision')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/messages/msgthr_1?secret=abc', body: { content: 'Une précision' } });
  });

  it("shows the server's text for a wrong link", async () => {
    fakeApi({ 'GET /messages/msgthr_1?secret=faux': () => ({ status: 404, body: { message: 'Cette conversation est introuvable. Utilisez le lien reçu par e-mail.' } }) });
    renderWithApi(<ThreadScreen id="msgthr_1" secret="faux" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette conversation est introuvable. Utilisez le lien reçu par e-mail.');
  });
});
