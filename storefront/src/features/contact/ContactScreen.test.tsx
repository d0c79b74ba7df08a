import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { apiSession, cartOf, fakeApi, hydrateWithApi, renderWithApi } from '../../lib/api/fakeApi';
import { ContactScreen, presetSubject } from './ContactScreen';

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

  it('keeps what the visitor typed before the page hydrated (a slow phone) and sends it', async () => {
    const { calls } = fakeApi({ 'POST /messages': () => ({ status: 201, body: { id: 'msgthr_1', secret: 's', message: SUCCESS } }) });
    const typeBefore = (page: HTMLElement, id: string, value: string) => {
      page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!.value = value;
    };
    hydrateWithApi(<ContactScreen />, apiSession(), (page) => {
      typeBefore(page, 'contact-name', 'Marie Dupont');
      typeBefore(page, 'contact-email', 'marie@exemple.fr');
      page.querySelector<HTMLSelectElement>('#contact-subject')!.value = 'SAV';
      typeBefore(page, 'contact-message', 'Mon radiateur ne chauffe plus.');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(calls.filter((call) => call.path !== '/auth')).toEqual([
      { method: 'POST', path: '/messages', body: { name: 'Marie Dupont', email: 'marie@exemple.fr', subject: 'SAV', message: 'Mon radiateur ne chauffe plus.' } },
    ]);
  });

  it("fills a logged-in customer's e-mail address, unless they typed one", async () => {
    fakeApi({});
    const { unmount } = renderWithApi(<ContactScreen />, apiSession({ isAnonymous: false, email: 'marie@exemple.fr' }));
    await waitFor(() => expect(screen.getByLabelText(/^Adresse email/)).toHaveValue('marie@exemple.fr'));
    unmount();
    hydrateWithApi(<ContactScreen />, apiSession({ isAnonymous: false, email: 'marie@exemple.fr' }), (page) => {
      page.querySelector<HTMLInputElement>('#contact-email')!.value = 'marie.pro@exemple.fr';
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled());
    expect(screen.getByLabelText(/^Adresse email/)).toHaveValue('marie.pro@exemple.fr');
  });

  it('uploads the attachment first, then sends the message with its id', async () => {
    const fileId = `msgfile_${'c'.repeat(32)}`;
    const { calls } = fakeApi({
      'POST /files': () => ({ status: 201, body: { id: fileId, name: 'radiateur.jpg', size: 120000, type: 'image/jpeg' } }),
      'POST /messages': () => ({ status: 201, body: { id: 'msgthr_1', secret: 's', message: SUCCESS } }),
    });
    renderWithApi(<ContactScreen search="?subject=sav" />, apiSession());
    await waitFor(() => expect(screen.getByLabelText('Sujet')).toHaveValue('SAV'));
    type(/^Nom/, 'Marie Dupont');
    type(/^Adresse email/, 'marie@exemple.fr');
    type(/^Votre message/, 'Le radiateur ne chauffe plus');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'radiateur.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Pièce jointe (facultatif)'), { target: { files: [photo] } });
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /files', 'POST /messages']);
    expect(calls[1].body).toMatchObject({ subject: 'SAV', message: 'Le radiateur ne chauffe plus', file: fileId });
  });

  it('refuses a file over 5 MB before uploading, and shows an upload refusal under the file field', async () => {
    const { calls } = fakeApi({
      'POST /files': () => ({ status: 400, body: { message: 'Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.' } }),
    });
    renderWithApi(<ContactScreen />, apiSession());
    const big = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Pièce jointe (facultatif)'), { target: { files: [big] } });
    expect(await screen.findByTestId('error-contact-file')).toHaveTextContent('Le fichier dépasse la taille maximale de 5 Mo.');
    expect(calls).toEqual([]);

    // a renamed file passes the browser's check; the server reads its bytes and refuses it
    fireEvent.change(screen.getByLabelText('Pièce jointe (facultatif)'), { target: { files: [new File(['MZ'], 'photo.png', { type: 'image/png' })] } });
    type(/^Nom/, 'Marie Dupont');
    type(/^Adresse email/, 'marie@exemple.fr');
    type(/^Votre message/, 'Photo');
    send();
    expect(await screen.findByText('Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /files']);
  });

  it('reads the preselected subject from the link, only when it is one of the list', () => {
    expect(presetSubject('?subject=QUOTE')).toBe('QUOTE');
    expect(presetSubject('?subject=sav')).toBe('SAV');
    expect(presetSubject('?subject=SPAM')).toBeUndefined();
    expect(presetSubject('')).toBeUndefined();
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
