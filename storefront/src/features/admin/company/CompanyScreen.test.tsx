import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COMPANY_TEXTS, GRANTS, type ApiCompanyIdentity } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import CompanyScreen from './CompanyScreen';
import { capitalText, capitalTextToCents } from './form';

const session = apiSession({ isAnonymous: false, email: 'admin@maison-chaleur.fr', isAdmin: true, grants: [...GRANTS] });
const identity: ApiCompanyIdentity = {
  tag: 'societe',
  updatedAt: null,
  content: {
    name: 'Maison Chaleur SAS', legalForm: 'SAS', shareCapital: 5_000_000, address: '18 rue des Forges', addressExtra: null,
    zipCode: '69007', locality: 'Lyon', siren: '912345675', siret: '91234567500009', vatNumber: 'FR65912345675',
    rcs: 'RCS Lyon 912 345 675', email: 'contact@maison-chaleur.fr', phone: '0478601234',
    publicationDirector: 'Claire Vasseur', host: 'OVH SAS, Roubaix', latePaymentRate: 'trois fois le taux d’intérêt légal',
  },
};

describe('/admin/societe', () => {
  it('saves the edited identity with the capital in cents and says so', async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /guide/societe': () => ({ status: 200, body: identity }),
      'PUT /guide/societe': (body) => ({ status: 200, body: { ...identity, content: (body as { content: ApiCompanyIdentity['content'] }).content, updatedAt: '2026-11-26T10:00:00.000Z' } }),
    });
    renderWithApi(<CompanyScreen />, session);
    const name = await screen.findByLabelText(/Raison sociale/);
    expect(name).toHaveValue('Maison Chaleur SAS');
    expect(screen.getByLabelText(/Capital social/)).toHaveValue('50000');
    fireEvent.change(name, { target: { value: 'Chaleur & Fils SAS' } });
    fireEvent.change(screen.getByLabelText(/Capital social/), { target: { value: '75 000,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Identité enregistrée'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ content: { ...identity.content, name: 'Chaleur & Fils SAS', shareCapital: 7_500_050 } });
    expect(screen.getByTestId('company-saved-at')).toHaveTextContent('Dernier enregistrement : 26 novembre 2026');
  });

  it('shows the shared rules’ French texts under their fields and sends nothing', async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /guide/societe': () => ({ status: 200, body: identity }),
    });
    renderWithApi(<CompanyScreen />, session);
    fireEvent.change(await screen.findByLabelText(/SIRET du siège/), { target: { value: '73282932000074' } });
    fireEvent.change(screen.getByLabelText(/Capital social/), { target: { value: 'beaucoup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COMPANY_TEXTS.siret)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_TEXTS.shareCapital)).toBeInTheDocument();
    expect(screen.getByLabelText(/SIRET du siège/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('places the server’s field refusals under their fields', async () => {
    fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /guide/societe': () => ({ status: 200, body: identity }),
      'PUT /guide/societe': () => ({ status: 400, body: { message: COMPANY_TEXTS.vatNumber, fields: { 'content.vatNumber': COMPANY_TEXTS.vatNumber } } }),
    });
    renderWithApi(<CompanyScreen />, session);
    await screen.findByLabelText(/Raison sociale/);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COMPANY_TEXTS.vatNumber)).toBeInTheDocument();
    expect(screen.getByLabelText(/Numéro de TVA/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads and writes the capital as staff type it', () => {
    expect(capitalText(5_000_000)).toBe('50000');
    expect(capitalText(100_050)).toBe('1000,50');
    expect(capitalTextToCents('1 000 000 €')).toBe(100_000_000);
    expect(capitalTextToCents('1000,5')).toBe(100_050);
    expect(capitalTextToCents('-5')).toBeUndefined();
  });
});
