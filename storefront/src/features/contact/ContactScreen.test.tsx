import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ContactScreen } from './ContactScreen';

const SUCCESS = 'Votre message à été envoyé. Vous allez recevoir un email de confirmation!...';
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('/contact', () => {
  it('shows the section-5 texts under the fields and sends nothing', async () => {
    const { calls } = fakeApi({});
    renderWithApi(<ContactScreen />, apiSession());
    send();
    expect(await screen.findByTestId('error-contact-name')).toHaveTextContent('Ce champ est requis');
    expect(screen.getByLabelText(/^Adresse email/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(screen.getByTestId('error-contact-message')).toHaveTextContent('Ce champ est requis');
    type(/^Adresse email/, 'marie');
    send();
    expect(await screen.findByText('Email non valide')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the form and shows the section-8 success text', async () => {
    const { calls } = fakeApi({ 'POST /messages': () => ({ status: 201, body: { id: 'msgthr_1', secret: 's', message: SUCCESS } }) });
    renderWithApi(<ContactScreen />, apiSession());
    type(/^Nom/, 'Marie Dupont');
    type(/^Adresse email/, 'Marie@Exemple.fr');
    type(/^Votre message/, 'Où en est ma commande ?');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/messages',
        body: { name: 'Marie Dupont', email: 'marie@exemple.fr', subject: 'ORDER', message: 'Où en est ma commande ?' },
      },
    ]);
  });

  it('blocks a quote request when logged out, then when the cart is empty', async () => {
    fakeApi({});
    const { unmount } = renderWithApi(<ContactScreen />, apiSession());
    fireEvent.change(screen.getByLabelText('Sujet'), { target: { value: 'QUOTE' } });
    expect(await screen.findByTestId('contact-quote-block')).toHaveTextContent('Fonctionalitée reservée aux utiliseurs connectés...');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    unmount();

    renderWithApi(<ContactScreen />, apiSession({ isAnonymous: false, email: 'marie@exemple.fr' }));
    fireEvent.change(screen.getByLabelText('Sujet'), { target: { value: 'QUOTE' } });
    expect(await screen.findByTestId('contact-quote-block')).toHaveTextContent('Votre panier est vide! ...');
  });

  it('lets a logged-in customer with a cart ask for a quote', async () => {
    fakeApi({});
    renderWithApi(<ContactScreen />, apiSession({ isAnonymous: false, email: 'marie@exemple.fr', cart: cartOf([{ ean: '3700000000012', quantity: 2 }]) }));
    fireEvent.change(screen.getByLabelText('Sujet'), { target: { value: 'QUOTE' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    expect(screen.queryByTestId('contact-quote-block')).toBeNull();
  });
});
