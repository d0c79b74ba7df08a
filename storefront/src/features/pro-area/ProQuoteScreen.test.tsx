import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { apiSession, cartOf, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { answeredQuote, apiQuote } from '../../lib/api/fakeQuotes';
import { cartDrawer } from '../cart/drawerState';
import { SESSION_KEY } from '../session/queryClient';
import { OpenQuotes } from './OpenQuotes';
import { ProQuoteScreen } from './ProQuoteScreen';

const pro = apiSession({ isAnonymous: false, email: 'achats@durand.fr', isPro: true, company: 'Durand SARL' });
const euros = (text: string | null) => (text ?? '').replace(/\u202f|\u00a0/g, ' ');
const mine = (...quotes: ReturnType<typeof apiQuote>[]) => () => ({ status: 200, body: { quotes, count: quotes.length } });
const one = (quote: ReturnType<typeof apiQuote>) => () => ({ status: 200, body: quote });
const REF = 'GET /quotes/26-KLMNPQ';

beforeEach(() => act(() => cartDrawer.reset()));

describe('/pro/v1/me/quotes/{ref}', () => {
  it('shows a request waiting for the answer: list prices, nothing to accept or load yet', async () => {
    fakeApi({ [REF]: one(apiQuote()) });
    renderWithApi(<ProQuoteScreen quoteRef="26-klmnpq" />, pro);
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis 26-KLMNPQ' })).toBeInTheDocument();
    expect(screen.getByTestId('pro-quote-waiting')).toHaveTextContent('Votre demande est à l’étude : nous vous répondons par e-mail avec nos prix.');
    const [solena] = screen.getAllByTestId('pro-quote-line');
    expect(euros(within(solena).getByTestId('pro-quote-list-price').textContent)).toBe('415,83 €');
    expect(within(solena).getByTestId('pro-quote-quoted-price')).toHaveTextContent('En attente');
    expect(screen.getByRole('button', { name: 'Accepter le devis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Charger dans le panier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archiver' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Télécharger le devis (PDF)' })).toBeNull();
    expect(screen.queryByTestId('pro-quote-totals')).toBeNull();
  });

  it('shows the answer: quoted price against the list price, totals HT, validity, the PDF; accepting it', async () => {
    const answered = answeredQuote();
    const { calls } = fakeApi({ [REF]: one(answered), 'PUT /quotes/acknowledge': () => ({ status: 200, body: { ...answered, state: 'accepted' } }) });
    renderWithApi(<ProQuoteScreen quoteRef="26-KLMNPQ" />, pro);
    const [solena] = await screen.findAllByTestId('pro-quote-line');
    expect(euros(within(solena).getByTestId('pro-quote-quoted-price').textContent)).toBe('389,90 €');
    expect(within(solena).getByTestId('pro-quote-list-price').querySelector('s')).not.toBeNull();
    // 4 × 389,90 + 2 × 199,00 = 1 957,60; + 25,00 delivery
    expect(euros(screen.getByTestId('pro-quote-total').textContent)).toBe('Total HT1 982,60 €');
    // list: 4 × 415,83 + 2 × 208,33 = 2 079,98 → 122,38 saved
    expect(euros(screen.getByTestId('pro-quote-saving').textContent)).toBe('Vous économisez 122,38 € HT sur le prix catalogue.');
    expect(screen.getByTestId('pro-quote-validity')).toHaveTextContent('Valable jusqu’au 20 décembre 2026 inclus');
    expect(screen.getByRole('link', { name: 'Télécharger le devis (PDF)' })).toHaveAttribute('href', '/api/quotes/quote_01JQUOTE/pdf');
    expect(screen.getByText('Prix remisés pour 4 radiateurs.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    expect(await screen.findByTestId('pro-quote-accepted')).toHaveTextContent('Vous avez accepté ce devis');
    expect(calls.find((call) => call.path === '/quotes/acknowledge')?.body).toEqual({ ref: '26-KLMNPQ' });
    expect(screen.getByRole('button', { name: 'Accepter le devis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Charger dans le panier' })).toBeEnabled();
  });

  it('loads the quote into the cart (PUT /api/cart/quotation) and opens the drawer on it', async () => {
    const cart = cartOf([{ ean: '3760891000017', quantity: 4, price: { ht: 38990, ttc: 46788 } }]);
    const { calls } = fakeApi({ [REF]: one(answeredQuote({ state: 'accepted' })), 'PUT /cart/quotation': () => ({ status: 200, body: cart }) });
    const { queryClient } = renderWithApi(<ProQuoteScreen quoteRef="26-KLMNPQ" />, pro);
    fireEvent.click(await screen.findByRole('button', { name: 'Charger dans le panier' }));
    await waitFor(() => expect(cartDrawer.get().open).toBe(true));
    expect(calls.find((call) => call.path === '/cart/quotation')?.body).toEqual({ ref: '26-KLMNPQ' });
    expect((queryClient.getQueryData(SESSION_KEY) as { cart: typeof cart }).cart).toEqual(cart);
  });

  it('shows the server’s refusal of a load as is (an expired quote)', async () => {
    const expired = 'Ce devis a expiré : demandez-nous un nouveau devis';
    fakeApi({ [REF]: one(answeredQuote()), 'PUT /cart/quotation': () => ({ status: 409, body: { message: expired } }) });
    renderWithApi(<ProQuoteScreen quoteRef="26-KLMNPQ" />, pro);
    fireEvent.click(await screen.findByRole('button', { name: 'Charger dans le panier' }));
    expect(await screen.findByTestId('pro-quote-error')).toHaveTextContent(expired);
    expect(cartDrawer.get().open).toBe(false);
  });

  it('comments and archives; an archived quote takes no more comments', async () => {
    const answered = answeredQuote();
    const { calls } = fakeApi({
      [REF]: one(answered),
      'PUT /quotes/comment': (body) => ({
        status: 200,
        body: { ...answered, comments: [...answered.comments, { author: 'pro', content: (body as { content: string }).content, createdAt: '2026-11-22T08:00:00.000Z' }] },
      }),
      'PUT /quotes/archive': () => ({ status: 200, body: { ...answered, state: 'archived' } }),
    });
    renderWithApi(<ProQuoteScreen quoteRef="26-KLMNPQ" />, pro);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le commentaire' }));
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Votre commentaire ou votre question'), { target: { value: 'Livraison possible le 5 ?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le commentaire' }));
    await waitFor(() => expect(screen.getAllByTestId('quote-comment')).toHaveLength(2));
    expect(screen.getAllByTestId('quote-comment')[1]).toHaveTextContent('Vous');
    expect(screen.getAllByTestId('quote-comment')[1]).toHaveTextContent('Livraison possible le 5 ?');
    // the thread shows the answer's comments first; the notice follows once the send itself resolves
    expect(await screen.findByText('Votre commentaire est envoyé.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/quotes/comment')?.body).toEqual({ ref: '26-KLMNPQ', content: 'Livraison possible le 5 ?' });

    fireEvent.click(screen.getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Ce devis est archivé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiver' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Charger dans le panier' })).toBeDisabled();
    expect(screen.queryByLabelText('Votre commentaire ou votre question')).toBeNull();
  });

  it('shows the order of an ordered quote, and says so when the ref is not one of the pro’s quotes', async () => {
    fakeApi({ [REF]: one(answeredQuote({ state: 'ordered', orderNumber: 'MC-ABCD2345' })) });
    const { unmount } = renderWithApi(<ProQuoteScreen quoteRef="26-KLMNPQ" />, pro);
    expect(await screen.findByTestId('pro-quote-ordered')).toHaveTextContent('Ce devis a été commandé. Commande MC-ABCD2345.');
    expect(screen.getByRole('button', { name: 'Charger dans le panier' })).toBeDisabled();
    unmount();
    fakeApi({ 'GET /quotes/26-ZZZZZZ': () => ({ status: 404, body: { message: 'Ce devis est introuvable' } }) });
    renderWithApi(<ProQuoteScreen quoteRef="26-zzzzzz" />, pro);
    expect(await screen.findByTestId('pro-quote-not-found')).toHaveTextContent('Ce devis est introuvable dans votre compte.');
  });
});

describe('open quotes of the pro home', () => {
  it('lists the open ones, each a link to its page', async () => {
    fakeApi({ 'GET /quotes': mine(answeredQuote(), apiQuote({ id: 'q2', ref: '26-ARCHIV', state: 'archived' })) });
    renderWithApi(<OpenQuotes email="achats@durand.fr" />, pro);
    const link = await screen.findByRole('link', { name: 'Voir le devis 26-KLMNPQ' });
    expect(link).toHaveAttribute('href', '/pro/v1/me/quotes/26-KLMNPQ/');
    expect(screen.getAllByTestId('pro-open-quote')).toHaveLength(1);
    expect(screen.getByTestId('pro-open-quote')).toHaveTextContent('Répondu');
  });
});
