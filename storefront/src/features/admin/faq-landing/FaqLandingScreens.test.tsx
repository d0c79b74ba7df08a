import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiFaq, ApiLanding } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import FaqScreen from './FaqScreen';
import LandingScreen from './LandingScreen';

const session = apiSession({ isAnonymous: false, email: 'redaction@maison-chaleur.fr', isAdmin: true, grants: ['faq', 'home'] });
const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const q = (id: string, question: string, published = true) => ({ id, question, answer: `Réponse à ${question}`, published, status: published ? ('published' as const) : ('draft' as const) });
const CATEGORIES = ['livraison', 'retours', 'garantie', 'paiement', 'commande', 'compte-pro'] as const;
const faq = (questions: Partial<Record<(typeof CATEGORIES)[number], ReturnType<typeof q>[]>>): ApiFaq => ({
  tag: 'faq',
  path: '/help/',
  content: { categories: CATEGORIES.map((category) => ({ category, label: category, questions: questions[category] ?? [] })) },
});

describe('/admin/faq', () => {
  it('adds a question (checked by the shared schema first), moves one up and saves the list grouped by category', async () => {
    const { calls } = fakeApi({
      'GET /guide/faq': () => ({ status: 200, body: faq({ livraison: [q(ID_A, 'Délais ?'), q(ID_B, 'Frais de port ?')] }) }),
      'PUT /guide/faq': () => ({ status: 200, body: faq({ livraison: [q(ID_B, 'Frais de port ?'), q(ID_A, 'Délais ?')] }) }),
    });
    renderWithApi(<FaqScreen />, session);
    const delivery = await screen.findByTestId('faq-category-livraison');
    expect(within(delivery).getAllByLabelText(/^Question/).map((input) => (input as HTMLInputElement).value)).toEqual(['Délais ?', 'Frais de port ?']);

    fireEvent.click(within(delivery).getByRole('button', { name: 'Monter : Frais de port ?' }));
    const returns = screen.getByTestId('faq-category-retours');
    fireEvent.click(within(returns).getByRole('button', { name: 'Ajouter une question (Retours)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la FAQ' }));
    expect(await within(returns).findByText('La question est obligatoire (250 caractères au plus).')).toBeInTheDocument();
    expect(within(returns).getByText('La réponse est obligatoire (5 000 caractères au plus).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(returns).getByLabelText(/^Question/), { target: { value: 'Comment retourner un radiateur ?' } });
    fireEvent.change(within(returns).getByLabelText(/^Réponse/), { target: { value: 'Depuis votre compte, sous 14 jours.' } });
    fireEvent.click(within(returns).getByLabelText("Publiée sur la page d'aide"));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la FAQ' }));
    expect(await screen.findByText(/FAQ enregistrée/)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!.body as { content: { categories: { category: string; questions: { id?: string; question: string; published: boolean }[] }[] } };
    expect(put.content.categories[0].questions.map((x) => x.id)).toEqual([ID_B, ID_A]);
    expect(put.content.categories[1]).toEqual({
      category: 'retours',
      questions: [{ question: 'Comment retourner un radiateur ?', answer: 'Depuis votre compte, sous 14 jours.', published: true }],
    });
  });

  it("shows the server's French refusal under the question it names", async () => {
    fakeApi({
      'GET /guide/faq': () => ({ status: 200, body: faq({ garantie: [q(ID_A, 'Durée ?')] }) }),
      'PUT /guide/faq': () => ({ status: 400, body: { message: 'Refus du serveur.', fields: { 'content.categories.2.questions.0.answer': 'Refus du serveur.' } } }),
    });
    renderWithApi(<FaqScreen />, session);
    const warranty = await screen.findByTestId('faq-category-garantie');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la FAQ' }));
    expect(await within(warranty).findByText('Refus du serveur.')).toBeInTheDocument();
  });
});

const landing = (): ApiLanding => ({
  tag: 'landing',
  path: '/',
  status: 'published',
  publishedAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  media: [{ id: 7, url: '/uploads/hero.svg', name: 'hero-large.svg', alt: null }],
  content: {
    title: 'Accueil',
    seoDescription: null,
    sections: [
      {
        __component: 'blocks.hero',
        title: 'La chaleur douce',
        text: null,
        primaryButtonTitle: 'Découvrir',
        primaryButtonLink: '/categories/radiateurs',
        secondaryButtonTitle: null,
        secondaryButtonLink: null,
        image: { small: null, medium: null, large: 7, alt: 'Un salon' },
      },
      { __component: 'blocks.best-sellers', title: 'Nos meilleures ventes', text: null, primaryButtonTitle: null, primaryButtonLink: null, secondaryButtonTitle: null, secondaryButtonLink: null, items: [{ title: 'Solena', image: 7, price: 39990, ean: '3760891101015', to: '/products/solena' }] },
    ],
  },
});

describe('/admin/landing', () => {
  it('edits the hero, refuses a bad link under its field, then publishes with the pictures and prices kept', async () => {
    const { calls } = fakeApi({
      'GET /guide/landing': () => ({ status: 200, body: landing() }),
      'PUT /guide/landing': () => ({ status: 200, body: landing() }),
    });
    renderWithApi(<LandingScreen />, session);
    const [hero, bestSellers] = await screen.findAllByTestId('landing-block');
    expect(screen.getByRole('group', { name: 'Bloc 1 : Bandeau principal (hero)' })).toBe(hero);
    expect(within(bestSellers).getByLabelText('Prix affiché (€ TTC)')).toHaveValue('399,90');
    fireEvent.change(within(hero).getByLabelText('Titre'), { target: { value: "L'hiver au chaud" } });
    fireEvent.change(within(hero).getByLabelText('Bouton principal : lien (/page ou https://…)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await within(hero).findByText('Le lien doit commencer par / (une page de la boutique) ou https:// (500 caractères au plus).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(hero).getByLabelText('Bouton principal : lien (/page ou https://…)'), { target: { value: '/categories/radiateurs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(/Page d'accueil publiée/)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!.body as { publish: boolean; content: { sections: Record<string, any>[] } };
    expect(put.publish).toBe(true);
    expect(put.content.sections[0]).toMatchObject({ title: "L'hiver au chaud", image: { small: null, medium: null, large: 7, alt: 'Un salon' } });
    expect(put.content.sections[1].items).toEqual([{ title: 'Solena', image: 7, price: 39990, ean: '3760891101015', to: '/products/solena' }]);
  });

  it('adds, moves and removes blocks', async () => {
    const { calls } = fakeApi({
      'GET /guide/landing': () => ({ status: 200, body: landing() }),
      'PUT /guide/landing': () => ({ status: 200, body: landing() }),
    });
    renderWithApi(<LandingScreen />, session);
    await screen.findAllByTestId('landing-block');
    fireEvent.change(screen.getByLabelText('Type du nouveau bloc'), { target: { value: 'blocks.video-grid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le bloc' }));
    const video = screen.getAllByTestId('landing-block')[2];
    fireEvent.click(within(video).getByRole('button', { name: 'Ajouter : Vidéo' }));
    fireEvent.change(within(video).getByLabelText(/^Identifiant de la vidéo/), { target: { value: 'abc_123' } });
    fireEvent.click(within(video).getByRole('button', { name: 'Monter : Bloc 3 : Vidéos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer : Bloc 3 : Meilleures ventes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!.body as { publish: boolean; content: { sections: Record<string, any>[] } };
    expect(put.publish).toBe(false);
    expect(put.content.sections.map((b) => b.__component)).toEqual(['blocks.hero', 'blocks.video-grid']);
    expect(put.content.sections[1].items).toEqual([{ videoId: 'abc_123', title: null, text: null }]);
  });

  it('uploads a new picture next to a picture field, chooses it there, and saves the homepage with its media id', async () => {
    const { calls, fetchMock } = fakeApi({
      'GET /guide/landing': () => ({ status: 200, body: landing() }),
      'POST /images/': () => ({ status: 201, body: { id: 43, url: '/uploads/poele_cd34.png', name: 'poele.png', mime: 'image/png', size: 8, width: 1600, height: 900 } }),
      'PUT /guide/landing': () => ({ status: 200, body: landing() }),
    });
    renderWithApi(<LandingScreen />, session);
    const [hero] = await screen.findAllByTestId('landing-block');
    fireEvent.click(within(hero).getByRole('button', { name: 'Envoyer une nouvelle image : Image (petit écran)' }));
    const uploader = within(hero).getByRole('group', { name: 'Nouvelle image : Image (petit écran)' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'poele.png', { type: 'image/png' });
    fireEvent.change(within(uploader).getByLabelText(/Fichier de l'image/), { target: { files: [png] } });
    fireEvent.change(within(uploader).getByLabelText(/Texte alternatif/), { target: { value: 'Un poêle' } });
    fireEvent.click(within(uploader).getByRole('button', { name: "Envoyer l'image" }));

    await waitFor(() => expect(within(hero).getByLabelText('Image (petit écran)')).toHaveValue('43'));
    expect(within(hero).queryByRole('group', { name: 'Nouvelle image : Image (petit écran)' })).toBeNull();
    // The new picture is a choice of every picture field, the others keep theirs.
    expect(within(hero).getByLabelText('Image (grand écran)')).toHaveValue('7');
    expect(within(within(hero).getByLabelText('Image (écran moyen)')).getByRole('option', { name: 'poele.png (Un poêle)' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/images/')![1]!.body as FormData;
    expect(sent.get('alt')).toBe('Un poêle');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!.body as { content: { sections: Record<string, any>[] } };
    expect(put.content.sections[0].image).toEqual({ small: 43, medium: null, large: 7, alt: 'Un salon' });
  });
});
