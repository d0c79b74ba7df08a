import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ThreadScreen } from './ThreadScreen';

const thread = (contents: string[]) => ({
  id: 'msgthr_1', subject: 'SAV', subjectLabel: 'Service après-vente', name: 'Marie', email: 'marie@exemple.fr', orderNumber: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  messages: contents.map((content) => ({ author: 'customer', content, createdAt: '2026-11-21T10:00:00.000Z', attachments: [] as unknown[] })),
});
const FILE_ID = `msgfile_${'b'.repeat(32)}`;
const pdf = () => new File(['%PDF-1.7'], 'facture.pdf', { type: 'application/pdf' });

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

  it('lists attachments as download links and sends a reply with its file uploaded first', async () => {
    const withFile = thread(['Bonjour', 'La facture']);
    withFile.messages[1].attachments = [{ id: FILE_ID, name: 'facture.pdf', size: 2048, type: 'application/pdf' }];
    const { calls } = fakeApi({
      'GET /messages/msgthr_1?secret=abc': () => ({ status: 200, body: thread(['Bonjour']) }),
      'POST /files': () => ({ status: 201, body: { id: FILE_ID, name: 'facture.pdf', size: 2048, type: 'application/pdf' } }),
      'PUT /messages/msgthr_1?secret=abc': () => ({ status: 200, body: withFile }),
    });
    renderWithApi(<ThreadScreen id="msgthr_1" secret="abc" />);
    await screen.findByText('Bonjour');
    fireEvent.change(screen.getByLabelText(/^Votre réponse/), { target: { value: 'La facture' } });
    fireEvent.change(screen.getByLabelText('Pièce jointe (facultatif)'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    const link = await screen.findByRole('link', { name: 'Télécharger facture.pdf (2 Ko)' });
    expect(link).toHaveAttribute('href', `/api/messages/msgthr_1/file/${FILE_ID}?secret=abc`);
    expect(calls.slice(1).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /files', 'PUT /messages/msgthr_1?secret=abc']);
    expect(calls.at(-1)!.body).toEqual({ content: 'La facture', file: FILE_ID });
  });

  it('refuses a file of another type before uploading anything', async () => {
    const { calls } = fakeApi({ 'GET /messages/msgthr_1?secret=abc': () => ({ status: 200, body: thread(['Bonjour']) }) });
    renderWithApi(<ThreadScreen id="msgthr_1" secret="abc" />);
    await screen.findByText('Bonjour');
    const zip = new File(['PK'], 'photos.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Pièce jointe (facultatif)'), { target: { files: [zip] } });
    expect(await screen.findByTestId('error-thread-file')).toHaveTextContent('Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's text for a wrong link", async () => {
    fakeApi({ 'GET /messages/msgthr_1?secret=faux': () => ({ status: 404, body: { message: 'Cette conversation est introuvable. Utilisez le lien reçu par e-mail.' } }) });
    renderWithApi(<ThreadScreen id="msgthr_1" secret="faux" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette conversation est introuvable. Utilisez le lien reçu par e-mail.');
  });
});
