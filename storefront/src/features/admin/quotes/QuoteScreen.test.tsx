import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import { answeredQuote, apiQuote } from '../../../lib/api/fakeQuotes';
import QuoteScreen from './QuoteScreen';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: ['quotes'] });
const ID = 'quote_01JQUOTE';
const show = () => renderWithApi(<QuoteScreen params={{ id: ID }} path={`quotes/${ID}`} />, session);
// amounts are compared on raw text: toHaveTextContent would turn the no-break spaces into plain ones
const euros = (text: string) => text.replace(/\u202f/g, ' ').replace(/\u00a0/g, ' ');

describe('/admin/quotes/{id}', () => {
  it('shows the request with its list prices and sends the answer in integer cents', async () => {
    const requested = apiQuote();
    const { calls } = fakeApi({
      [`GET /quotes/${ID}`]: () => ({ status: 200, body: requested }),
      [`PUT /quotes/${ID}`]: () => ({ status: 200, body: answeredQuote() }),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis 26-KLMNPQ' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-state')).toHaveTextContent('Demandé');
    expect(screen.getByTestId('quote-customer')).toHaveTextContent('Durand SARL');
    expect(screen.getByRole('link', { name: 'Voir la fiche client' })).toHaveAttribute('href', '/admin/users/cus_01JPRO/');
    expect(screen.getByTestId('quote-message')).toHaveTextContent('Chantier de 12 logements à Lyon');
    expect(screen.getByText('Le PDF est disponible une fois la réponse envoyée.')).toBeInTheDocument();

    const lines = screen.getAllByTestId('quote-answer-line');
    expect(euros(within(lines[0]).getByTestId('quote-list-price').textContent ?? '')).toBe('415,83 €');
    const solenaPrice = screen.getByLabelText('Prix unitaire HT proposé pour Radiateur Solena 1000 W (€)');
    expect(solenaPrice).toHaveValue('415,83');
    fireEvent.change(solenaPrice, { target: { value: '389,9' } });
    fireEvent.change(screen.getByLabelText('Quantité de Sèche-serviettes Ondine'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Livraison HT (€)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Valable jusqu’au'), { target: { value: '2099-12-20' } });
    // 4 × 389,90 + 3 × 208,33 + 25,00
    expect(euros(within(lines[0]).getByTestId('quote-line-total').textContent ?? '')).toBe('1 559,60 €');
    expect(euros(screen.getByTestId('quote-answer-total').textContent ?? '')).toBe('Total HT : 2 209,59 €');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByTestId('quote-sent')).toHaveTextContent('Réponse envoyée au client.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      lines: [
        { ean: '3760891000017', quantity: 4, quotedUnitPrice: 38990 },
        { ean: '3760891000024', quantity: 3, quotedUnitPrice: 20833 },
      ],
      deliveryPrice: 2500,
      validUntil: '2099-12-20',
      version: 0,
    });
    await waitFor(() => expect(screen.getByTestId('quote-state')).toHaveTextContent('Répondu'));
    expect(screen.getByRole('link', { name: 'Télécharger le devis (PDF)' })).toHaveAttribute('href', `/api/quotes/${ID}/pdf`);
  });

  it('refuses an amount that is not in euros before sending anything, and shows a refusal of the server as is', async () => {
    const changed = 'Ce devis vient d’être modifié par un autre membre de l’équipe : rechargez-le avant de répondre';
    const { calls } = fakeApi({
      [`GET /quotes/${ID}`]: () => ({ status: 200, body: apiQuote() }),
      [`PUT /quotes/${ID}`]: () => ({ status: 409, body: { message: changed } }),
    });
    show();
    const price = await screen.findByLabelText('Prix unitaire HT proposé pour Radiateur Solena 1000 W (€)');
    fireEvent.change(price, { target: { value: '38,999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Saisissez un montant en euros, par exemple 389,90')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(price, { target: { value: '389,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
  });

  it('shows an ordered quote read-only, with its order and its PDF', async () => {
    fakeApi({ [`GET /quotes/${ID}`]: () => ({ status: 200, body: answeredQuote({ state: 'ordered', orderId: 'order_1', orderNumber: 'MC-ABCD2345' }) }) });
    show();
    expect(await screen.findByText('Ce devis ne peut plus être modifié.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prix unitaire HT proposé pour Radiateur Solena 1000 W (€)')).toBeDisabled();
    expect(screen.getByLabelText('Prix unitaire HT proposé pour Radiateur Solena 1000 W (€)')).toHaveValue('389,90');
    expect(screen.queryByRole('button', { name: /Envoyer la/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archiver le devis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer le devis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Commande MC-ABCD2345' })).toHaveAttribute('href', '/admin/orders/MC-ABCD2345/');
    expect(screen.getByRole('link', { name: 'Télécharger le devis (PDF)' })).toBeInTheDocument();
  });

  it('adds a comment to the thread (required), and archives', async () => {
    const answered = answeredQuote();
    const { calls } = fakeApi({
      [`GET /quotes/${ID}`]: () => ({ status: 200, body: answered }),
      'PUT /quotes/comment': (body) => ({
        status: 200,
        body: { ...answered, comments: [...answered.comments, { author: 'staff', content: (body as { content: string }).content, createdAt: '2026-11-22T08:00:00.000Z' }] },
      }),
      'PUT /quotes/archive': () => ({ status: 200, body: { ...answered, state: 'archived' } }),
    });
    show();
    expect(await screen.findByText('Prix remisés pour 4 radiateurs.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le commentaire' }));
    expect(await screen.findByText('Saisissez votre commentaire')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Votre commentaire (envoyé au client par e-mail)'), { target: { value: 'Délai : 10 jours.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le commentaire' }));
    await waitFor(() => expect(screen.getAllByTestId('quote-comment')).toHaveLength(2));
    expect(screen.getAllByTestId('quote-comment')[1]).toHaveTextContent('Délai : 10 jours.');
    // the thread shows the answer's comments first; the notice follows once the send itself resolves
    expect(await screen.findByText('Commentaire envoyé.')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre commentaire (envoyé au client par e-mail)')).toHaveValue('');
    expect(calls.find((call) => call.path === '/quotes/comment')?.body).toEqual({ ref: '26-KLMNPQ', content: 'Délai : 10 jours.' });

    fireEvent.click(screen.getByRole('button', { name: 'Archiver le devis' }));
    expect(await screen.findByText('Devis archivé.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/quotes/archive')?.body).toEqual({ ref: '26-KLMNPQ' });
    expect(screen.getByTestId('quote-state')).toHaveTextContent('Archivé');
    // an archived quote takes no more comments
    expect(screen.queryByLabelText('Votre commentaire (envoyé au client par e-mail)')).toBeNull();
  });

  it('deletes only after the confirmation, then goes back to the list', async () => {
    (navigate as jest.Mock).mockClear();
    const { calls } = fakeApi({
      [`GET /quotes/${ID}`]: () => ({ status: 200, body: apiQuote() }),
      [`DELETE /quotes/${ID}`]: () => ({ status: 204 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le devis' }));
    expect(screen.getByText('Supprimer définitivement le devis 26-KLMNPQ ? Le client ne le verra plus.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le devis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la suppression' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/quotes/'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s text when the quote cannot be read', async () => {
    fakeApi({ [`GET /quotes/${ID}`]: () => ({ status: 404, body: { message: 'Devis introuvable' } }) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Devis introuvable');
  });
});
