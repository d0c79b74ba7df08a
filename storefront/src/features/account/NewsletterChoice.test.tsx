import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { sessionStore } from '../session/sessionStore';
import { AccountScreen } from './AccountScreen';

const jean = (newsletter: boolean) =>
  apiSession({ isAnonymous: false, email: 'jean@exemple.fr', firstName: 'Jean', lastName: 'Dupont', countryCode: 'FR', country: 'France', newsletter });
const personal = () => screen.getByRole('form', { name: 'Mes informations personnelles' });

describe("/me 'Recevoir la newsletter'", () => {
  it.each([
    [true, false],
    [false, true],
  ])('starts from the saved choice (%s) and sends the new one (%s) with the personal data', async (saved, wanted) => {
    const { calls } = fakeApi({
      'GET /me/order': () => ({ status: 200, body: [] }),
      'PUT /me': (body) => ({ status: 200, body: jean((body as { newsletter: boolean }).newsletter) }),
    });
    renderWithApi(<AccountScreen />, jean(saved));
    const box = await screen.findByRole('checkbox', { name: 'Recevoir la newsletter' });
    expect(box).toHaveProperty('checked', saved);
    fireEvent.click(box);
    fireEvent.click(within(personal()).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos informations ont été enregistrées.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ newsletter: wanted });
    await waitFor(() => expect(sessionStore.get().user.newsletter).toBe(wanted));
  });
});
