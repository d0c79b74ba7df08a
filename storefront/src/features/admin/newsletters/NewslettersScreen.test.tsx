import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiNewsletterCampaign } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import NewslettersScreen from './NewslettersScreen';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: ['newsletter'] });

const campaign = (overrides: Partial<ApiNewsletterCampaign> = {}): ApiNewsletterCampaign => ({
  id: 'nlcamp_01JCAMPAIGN00000000000000',
  tag: 'soldes-hiver',
  filter: { audience: 'pros' },
  template: { subject: 'Les soldes d’hiver', body: 'Bonjour' },
  status: 'sent',
  counts: { recipients: 12, pending: 0, sent: 11, failed: 0, skipped: 0, interrupted: 1 },
  createdBy: 'user_1',
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-26T10:00:01.000Z',
  finishedAt: '2026-11-26T10:00:05.000Z',
  ...overrides,
});

describe('/admin/newsletters', () => {
  it('lists the campaigns with their audience and counts', async () => {
    fakeApi({ 'GET /newsletter?page=1': () => ({ status: 200, body: { campaigns: [campaign()], page: 1, pageSize: 20, total: 1 } }) });
    renderWithApi(<NewslettersScreen params={{}} path="newsletters" />, session);
    const row = await screen.findByTestId('newsletter-row-soldes-hiver');
    expect(row).toHaveTextContent('Professionnels');
    expect(row).toHaveTextContent('Terminée');
    expect(row).toHaveTextContent('11 / 12 envoyés, 1 interrompu');
  });

  it('refuses a blank tag under its field before any call, with the server’s text', async () => {
    const { calls } = fakeApi({ 'GET /newsletter?page=1': () => ({ status: 200, body: { campaigns: [], page: 1, pageSize: 20, total: 0 } }) });
    renderWithApi(<NewslettersScreen params={{}} path="newsletters" />, session);
    expect(await screen.findByText('Aucune campagne pour l’instant.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByText('Donnez un nom (tag) à la campagne')).toBeInTheDocument();
    expect(screen.getByLabelText('Tag de la campagne')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('previews, asks to confirm with the number of recipients, sends, then follows the progress', async () => {
    const { calls } = fakeApi({
      'GET /newsletter?page=1': () => ({ status: 200, body: { campaigns: [], page: 1, pageSize: 20, total: 0 } }),
      'POST /newsletter/': (body) =>
        (body as { mode: string }).mode === 'preview'
          ? { status: 200, body: { recipients: 2, subject: 'Nos conseils', html: '<p>Bonjour</p>', text: 'Bonjour' } }
          : { status: 201, body: campaign({ status: 'queued', counts: { recipients: 2, pending: 2, sent: 0, failed: 0, skipped: 0, interrupted: 0 } }) },
      'GET /newsletter/nlcamp_01JCAMPAIGN00000000000000': () => ({
        status: 200,
        body: campaign({ status: 'sending', counts: { recipients: 2, pending: 1, sent: 1, failed: 0, skipped: 0, interrupted: 0 } }),
      }),
    });
    renderWithApi(<NewslettersScreen params={{}} path="newsletters" />, session);
    fireEvent.change(screen.getByLabelText('Tag de la campagne'), { target: { value: 'conseils-pros' } });
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'loyalty' } });
    fireEvent.change(screen.getByLabelText('Palier de fidélité'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la campagne…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer l’envoi à 2 abonnés' }));
    expect(await screen.findByTestId('newsletter-progress-counts')).toHaveTextContent('1 / 2 envoyé');
    expect(screen.getByTestId('newsletter-progress-status')).toHaveTextContent('En cours d’envoi');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { mode: string }).mode)).toEqual(['preview', 'send']);
    expect(posts[1].body).toMatchObject({ tag: 'conseils-pros', filter: { audience: 'loyalty', tier: 10 }, template: { subject: 'Les nouveautés Maison Chaleur' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('La campagne « soldes-hiver » est enregistrée'));
  });
});
