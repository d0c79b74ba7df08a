import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { UnsubscribeScreen } from './UnsubscribeScreen';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const PATH = `PUT /newsletter/unsubscribe/${TOKEN}`;

describe('/unsubscribe/{id}', () => {
  it('asks first: nothing is sent until the visitor clicks, then the masked address is confirmed', async () => {
    const { calls } = fakeApi({ [PATH]: () => ({ status: 200, body: { unsubscribed: true, email: 'j***@exemple.fr', alreadyUnsubscribed: false } }) });
    renderWithApi(<UnsubscribeScreen token={TOKEN} />);
    expect(await screen.findByText('Confirmez-vous votre désinscription ?')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/newsletter'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('status')).toHaveTextContent("C'est fait : l'adresse j***@exemple.fr ne recevra plus notre newsletter.");
    expect(calls.filter((c) => c.path.startsWith('/newsletter'))).toEqual([{ method: 'PUT', path: `/newsletter/unsubscribe/${TOKEN}`, body: undefined }]);
  });

  it('says so when the link was already used', async () => {
    fakeApi({ [PATH]: () => ({ status: 200, body: { unsubscribed: true, email: 'j***@exemple.fr', alreadyUnsubscribed: true } }) });
    renderWithApi(<UnsubscribeScreen token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('status')).toHaveTextContent("L'adresse j***@exemple.fr est déjà désinscrite de notre newsletter.");
  });

  it("shows the server's text for an unknown link, with the other ways to unsubscribe, and no retry", async () => {
    fakeApi({ [PATH]: () => ({ status: 404, body: { message: "Ce lien de désinscription n'est pas valide ou a expiré." } }) });
    renderWithApi(<UnsubscribeScreen token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien de désinscription n'est pas valide ou a expiré.");
    expect(screen.getByTestId('unsubscribe-help')).toHaveTextContent('Recevoir la newsletter');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again after a server failure, and succeeds on the retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    fakeApi({
      [PATH]: () => {
        tries += 1;
        return tries === 1
          ? { status: 503, body: { message: 'Indisponible' } }
          : { status: 200, body: { unsubscribed: true, email: 'j***@exemple.fr', alreadyUnsubscribed: false } };
      },
    });
    renderWithApi(<UnsubscribeScreen token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("La désinscription n'a pas abouti. Veuillez réessayer dans un instant.");
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('j***@exemple.fr ne recevra plus notre newsletter.');
    (console.error as jest.Mock).mockRestore();
  });

  it('without a link explains how to unsubscribe and calls nothing', async () => {
    const { calls } = fakeApi({});
    renderWithApi(<UnsubscribeScreen token="" />);
    expect(await screen.findByText(/Chaque e-mail de notre newsletter contient un lien de désinscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/me/');
    expect(calls.filter((c) => c.path.startsWith('/newsletter'))).toEqual([]);
  });
});
