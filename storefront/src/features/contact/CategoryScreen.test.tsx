import { fireEvent, screen, within } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { CategoryScreen } from './CategoryScreen';

describe('/contact/messageCategory', () => {
  it('lists every subject with its explanation, each linking to the form with it preselected', async () => {
    fakeApi({
      'GET /messages/categories': () => ({
        status: 200,
        body: { categories: [{ value: 'SAV', label: 'Service après-vente', description: 'Un appareil en panne.' }] },
      }),
    });
    renderWithApi(<CategoryScreen />);
    // the build's list first (static HTML), all four subjects
    const items = within(screen.getByTestId('message-categories')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-category'))).toEqual(['ORDER', 'SAV', 'QUOTE', 'OTHER']);
    expect(screen.getByRole('link', { name: 'Écrire au sujet : Demande de devis' })).toHaveAttribute('href', '/contact/?subject=QUOTE');
    // then the server's
    expect(await screen.findByText('Un appareil en panne.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire au sujet : Service après-vente' })).toHaveAttribute('href', '/contact/?subject=SAV');
  });
});

describe("'Vous nous avez déjà écrit ?' (POST /api/messages/lookup)", () => {
  it('checks the e-mail, sends the lookup with ORDER by default and shows the one neutral answer', async () => {
    const SENT = 'Si des conversations correspondent à ces informations, nous venons de vous envoyer leurs liens par e-mail.';
    const { calls } = fakeApi({ 'POST /messages/lookup': () => ({ status: 200, body: { message: SENT } }) });
    renderWithApi(<CategoryScreen />);
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Recevoir mes liens' }));
    fireEvent.change(screen.getByLabelText(/^Adresse email/), { target: { value: 'marie' } });
    send();
    expect(await screen.findByText('Email non valide')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Adresse email/), { target: { value: 'marie@exemple.fr' } });
    fireEvent.change(screen.getByLabelText(/^Numéro de commande/), { target: { value: 'mc-abcd2345' } });
    send();
    expect(await screen.findByTestId('lookup-sent')).toHaveTextContent(SENT);
    expect(calls.find((call) => call.path === '/messages/lookup')!.body).toEqual({
      email: 'marie@exemple.fr',
      subject: 'ORDER',
      orderNumber: 'MC-ABCD2345',
    });
  });
});
