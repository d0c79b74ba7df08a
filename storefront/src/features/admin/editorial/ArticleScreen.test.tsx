import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDITORIAL_TEXTS, GRANTS, type ApiStaffArticle } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import ArticleScreen from './ArticleScreen';

const session = apiSession({ isAnonymous: false, email: 'redaction@maison-chaleur.fr', isAdmin: true, grants: [...GRANTS] });
const ID = 'abcdefghijklmnopqrstuvwx';

/** What the CMS lists today: a category added in Strapi's admin (not in the seed) and one seeded. */
const article: ApiStaffArticle = {
  id: ID, slug: 'bien-regler-sa-clim', title: 'Bien régler sa clim', author: null, excerpt: null,
  category: { slug: 'conseils-chauffage', name: 'Conseils chauffage' }, visible: false, content: [],
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
      [`GET /articles/${ID}`]: () => ({ status: 200, body: article }),
      [`PUT /article/${ID}`]: (body) => ({
        status: 200,
        body: { ...article, category: { slug: 'climatisation-reversible', name: 'Climatisation réversible' }, ...(body as object) },
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
      [`GET /articles/${ID}`]: () => ({ status: 200, body: article }),
      [`PUT /article/${ID}`]: () => ({ status: 400, body: { message: EDITORIAL_TEXTS.category, fields: { category: EDITORIAL_TEXTS.category } } }),
    });
    renderWithApi(<ArticleScreen params={{ id: ID }} path={`blog/${ID}`} />, session);
    fireEvent.change(await screen.findByLabelText('Catégorie'), { target: { value: 'climatisation-reversible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^La catégorie n'existe pas\.$/);
  });
});
