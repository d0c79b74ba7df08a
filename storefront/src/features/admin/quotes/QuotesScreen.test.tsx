import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import { answeredQuote, apiQuote } from '../../../lib/api/fakeQuotes';
import QuotesScreen from './QuotesScreen';
import { QuotesToAnswerTile } from './tiles';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: ['quotes'] });
const at = (url: string) => window.history.replaceState(null, '', url);

describe('/admin/quotes', () => {
  afterEach(() => at('/'));

  it('reads its filters from the URL, lists the quotes and links each one', async () => {
    at('/admin/quotes/?state=answered&customer=Durand');
    fakeApi({
      'GET /quotes?state=answered&customer=Durand': () => ({
        status: 200,
        body: { quotes: [answeredQuote()], count: 1, page: 1, pageSize: 20 },
      }),
    });
    renderWithApi(<QuotesScreen params={{}} path="quotes" />, session);
    expect(await screen.findByTestId('quotes-count')).toHaveTextContent('1 devis');
    expect(screen.getByLabelText('État')).toHaveValue('answered');
    expect(screen.getByLabelText('Client pro (société ou e-mail)')).toHaveValue('Durand');
    const row = screen.getByTestId('quote-row');
    expect(within(row).getByRole('link', { name: '26-KLMNPQ' })).toHaveAttribute('href', '/admin/quotes/quote_01JQUOTE/');
    expect(row).toHaveTextContent('Répondu');
    expect(row).toHaveTextContent('Durand SARL');
    // 4 × 389,90 + 2 × 199,00 + 25,00 HT
    expect(row.textContent?.replace(/\u202f|\u00a0/g, ' ')).toContain('1 982,60 €');
    expect(row).toHaveTextContent('20/12/2026');
  });

  it('puts the filters chosen in the URL and asks the server for them; says when nothing matches', async () => {
    at('/admin/quotes/');
    const { calls } = fakeApi({
      'GET /quotes': () => ({ status: 200, body: { quotes: [apiQuote()], count: 1, page: 1, pageSize: 20 } }),
      'GET /quotes?state=requested&from=2026-11-01&to=2026-11-30': () => ({ status: 200, body: { quotes: [], count: 0, page: 1, pageSize: 20 } }),
    });
    renderWithApi(<QuotesScreen params={{}} path="quotes" />, session);
    expect(await screen.findByTestId('quote-row')).toHaveTextContent('Demandé');
    expect(screen.getByTestId('quote-row')).toHaveTextContent('—');
    fireEvent.change(screen.getByLabelText('État'), { target: { value: 'requested' } });
    fireEvent.change(screen.getByLabelText('Demandés du'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('Aucun devis ne correspond à ces critères.')).toBeInTheDocument();
    expect(window.location.search).toBe('?state=requested&from=2026-11-01&to=2026-11-30');
    expect(calls.map((call) => call.path)).toEqual(['/quotes', '/quotes?state=requested&from=2026-11-01&to=2026-11-30']);
  });

  it('pages through the list', async () => {
    at('/admin/quotes/');
    const page = (n: number) => ({ status: 200, body: { quotes: [apiQuote({ id: `quote_${n}`, ref: `26-PAGE${'ABC'[n - 1]}X` })], count: 45, page: n, pageSize: 20 } });
    fakeApi({ 'GET /quotes': () => page(1), 'GET /quotes?page=2': () => page(2) });
    renderWithApi(<QuotesScreen params={{}} path="quotes" />, session);
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '26-PAGEBX' })).toBeInTheDocument());
    expect(window.location.search).toBe('?page=2');
  });

  it('shows the server’s refusal in French', async () => {
    at('/admin/quotes/');
    fakeApi({ 'GET /quotes': () => ({ status: 403, body: { message: 'Accès refusé!' } }) });
    renderWithApi(<QuotesScreen params={{}} path="quotes" />, session);
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé!');
  });
});

describe('dashboard tile', () => {
  it('counts the requests waiting for an answer and links to them', async () => {
    fakeApi({ 'GET /quotes?state=requested': () => ({ status: 200, body: { quotes: [apiQuote()], count: 3, page: 1, pageSize: 20 } }) });
    renderWithApi(<QuotesToAnswerTile />, session);
    await waitFor(() => expect(screen.getByTestId('admin-tile-value')).toHaveTextContent('3'));
    expect(screen.getByRole('heading', { name: 'Devis à traiter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les devis à traiter' })).toHaveAttribute('href', '/admin/quotes/?state=requested');
  });
});
