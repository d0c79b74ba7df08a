import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDITORIAL_TEXTS, type ApiImage, type ApiStaffArticle } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import ArticleScreen from './ArticleScreen';

const session = apiSession({ isAnonymous: false, email: 'redaction@maison-chaleur.fr', isAdmin: true, grants: ['blog'] });
const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const article = (overrides: Partial<ApiStaffArticle> = {}): ApiStaffArticle => ({
  id: ID,
  slug: 'poele-ou-radiateur',
  title: 'Poêle ou radiateur ?',
  author: null,
  excerpt: null,
  category: null,
  visible: false,
  image: null,
  content: [],
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  categories: [],
  ...overrides,
});
const uploaded: ApiImage = { id: 42, url: '/uploads/salon_ab12.png', name: 'salon.png', mime: 'image/png', size: 68, width: 640, height: 360 };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'salon.png', { type: 'image/png' });
const screenProps = { params: { id: ID }, path: `blog/${ID}` };

describe("/admin/blog/{id}: the article's picture", () => {
  it('uploads a picture with its alternative text, shows it, and saves the article with its media id', async () => {
    const { calls, fetchMock } = fakeApi({
      [`GET /articles/${ID}`]: () => ({ status: 200, body: article() }),
      'POST /images/': () => ({ status: 201, body: uploaded }),
      [`PUT /article/${ID}`]: (body) => ({
        status: 200,
        body: article({ image: (body as { image: number | null }).image ? { id: 42, url: uploaded.url, alt: 'Un salon chauffé', width: 640, height: 360 } : null }),
      }),
    });
    renderWithApi(<ArticleScreen {...screenProps} />, session);
    const field = await screen.findByTestId('article-image');
    expect(within(field).getByText('Aucune image.')).toBeInTheDocument();

    // No alternative text: refused before anything is sent.
    fireEvent.change(within(field).getByLabelText(/Fichier de l'image/), { target: { files: [png()] } });
    fireEvent.click(within(field).getByRole('button', { name: "Envoyer l'image" }));
    expect(await within(field).findByRole('alert')).toHaveTextContent("Décrivez l'image en quelques mots");
    expect(calls.some((call) => call.path === '/images/')).toBe(false);

    fireEvent.change(within(field).getByLabelText(/Texte alternatif/), { target: { value: 'Un salon chauffé' } });
    fireEvent.click(within(field).getByRole('button', { name: "Envoyer l'image" }));
    const preview = await within(field).findByRole('img', { name: 'Un salon chauffé' });
    expect(preview).toHaveAttribute('src', '/uploads/salon_ab12.png');
    expect(preview).toHaveAttribute('width', '640');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/images/')![1]!.body as FormData;
    expect(sent.get('alt')).toBe('Un salon chauffé');
    expect((sent.get('file') as File).name).toBe('salon.png');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await screen.findByText('Brouillon enregistré.');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toMatchObject({ image: 42 });

    fireEvent.click(within(field).getByRole('button', { name: "Retirer l'image" }));
    expect(within(field).queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toMatchObject({ image: null });
  });

  it("shows the article's current picture and the server's French refusal of an upload", async () => {
    fakeApi({
      [`GET /articles/${ID}`]: () => ({ status: 200, body: article({ image: { id: 7, url: '/uploads/poele.jpg', alt: 'Un poêle à bois', width: 800, height: 600 } }) }),
      'POST /images/': () => ({ status: 400, body: { message: 'Seules les images JPEG, PNG, WebP et AVIF sont acceptées.' } }),
    });
    renderWithApi(<ArticleScreen {...screenProps} />, session);
    const field = await screen.findByTestId('article-image');
    expect(within(field).getByRole('img', { name: 'Un poêle à bois' })).toHaveAttribute('src', '/uploads/poele.jpg');
    fireEvent.change(within(field).getByLabelText(/Fichier de l'image/), { target: { files: [png()] } });
    fireEvent.change(within(field).getByLabelText(/Texte alternatif/), { target: { value: 'Un salon' } });
    fireEvent.click(within(field).getByRole('button', { name: "Envoyer l'image" }));
    expect(await within(field).findByRole('alert')).toHaveTextContent('Seules les images JPEG, PNG, WebP et AVIF sont acceptées.');
    expect(within(field).getByRole('img', { name: 'Un poêle à bois' })).toBeInTheDocument();
  });
});

/** What the CMS lists today: a category added in Strapi's admin (not in the seed) and one seeded. */
const categorised: ApiStaffArticle = {
  id: ID, slug: 'bien-regler-sa-clim', title: 'Bien régler sa clim', author: null, excerpt: null,
  category: { slug: 'conseils-chauffage', name: 'Conseils chauffage' }, visible: false, image: null, content: [],
  status: 'draft', publishedAt: null, updatedAt: '2026-11-26T10:00:00.000Z',
  categories: [
    { slug: 'climatisation-reversible', name: 'Climatisation réversible' },
    { slug: 'conseils-chauffage', name: 'Conseils chauffage' },
  ],
};

describe('/admin/blog/{id}: the category choices come from the CMS', () => {
  it('offers exactly the CMS’s categories and saves the one chosen', async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      [`GET /articles/${ID}`]: () => ({ status: 200, body: categorised }),
      [`PUT /article/${ID}`]: (body) => ({
        status: 200,
        body: { ...categorised, category: { slug: 'climatisation-reversible', name: 'Climatisation réversible' }, ...(body as object) },
      }),
    });
    renderWithApi(<ArticleScreen params={{ id: ID }} path={`blog/${ID}`} />, session);
    const select = await screen.findByLabelText('Catégorie');
    expect(select).toHaveValue('conseils-chauffage');
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Aucune', 'Climatisation réversible', 'Conseils chauffage']);

    fireEvent.change(select, { target: { value: 'climatisation-reversible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Brouillon enregistré.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ category: 'climatisation-reversible', publish: false });
  });

  it('shows the server’s French refusal once when the category left the CMS meanwhile', async () => {
    fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      [`GET /articles/${ID}`]: () => ({ status: 200, body: categorised }),
      [`PUT /article/${ID}`]: () => ({ status: 400, body: { message: EDITORIAL_TEXTS.category, fields: { category: EDITORIAL_TEXTS.category } } }),
    });
    renderWithApi(<ArticleScreen params={{ id: ID }} path={`blog/${ID}`} />, session);
    fireEvent.change(await screen.findByLabelText('Catégorie'), { target: { value: 'climatisation-reversible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^La catégorie n'existe pas\.$/);
  });
});
