import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GRANTS, type ApiStaffMember } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import StaffScreen from './StaffScreen';

const owner: ApiStaffMember = { id: 'user_owner', email: 'admin@maison-chaleur.fr', firstName: 'Équipe', lastName: 'Maison Chaleur', grants: [...GRANTS], isAdmin: true, isSelf: true };
const desk: ApiStaffMember = { id: 'user_desk', email: 'commandes@maison-chaleur.fr', firstName: 'Service', lastName: 'Commandes', grants: ['orders', 'messages'], isAdmin: true, isSelf: false };
const session = apiSession({ isAnonymous: false, email: owner.email, isAdmin: true, grants: [...GRANTS] });

const form = (email: string) => screen.getByRole('form', { name: new RegExp(`Droits de ${email}`) });

describe('/admin/staff', () => {
  it("shows each member's grants and saves the whole list of one member", async () => {
    const { calls } = fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /admin/staff': () => ({ status: 200, body: { staff: [desk, owner] } }),
      'PUT /admin/staff/user_desk': (body) => ({ status: 200, body: { ...desk, grants: (body as { grants: string[] }).grants } }),
    });
    renderWithApi(<StaffScreen />, session);
    const deskForm = await screen.findByRole('form', { name: /Droits de commandes@maison-chaleur.fr/ });
    expect(within(deskForm).getByLabelText('Commandes (orders)')).toBeChecked();
    expect(within(deskForm).getByLabelText('Promos (promo)')).not.toBeChecked();
    expect(form(owner.email)).toHaveTextContent('(vous)');
    fireEvent.click(within(deskForm).getByLabelText('Promos (promo)'));
    fireEvent.click(within(deskForm).getByLabelText('Messages (messages)'));
    fireEvent.click(within(deskForm).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(deskForm).findByRole('status')).toHaveTextContent('Droits enregistrés.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/admin/staff/user_desk', body: { grants: ['orders', 'promo'] } }]);
    expect(within(deskForm).getByLabelText('Promos (promo)')).toBeChecked();
  });

  it("shows the server's refusal (the last full admin) and keeps the boxes as ticked", async () => {
    fakeApi({
      'GET /auth': () => ({ status: 200, body: session }),
      'GET /admin/staff': () => ({ status: 200, body: { staff: [owner] } }),
      'PUT /admin/staff/user_owner': () => ({ status: 409, body: { message: "Au moins un membre de l'équipe doit garder tous les droits : sans lui, plus personne ne pourrait rendre des droits." } }),
    });
    renderWithApi(<StaffScreen />, session);
    const ownerForm = await screen.findByRole('form', { name: /Droits de admin@maison-chaleur.fr/ });
    fireEvent.click(within(ownerForm).getByLabelText('FAQ (faq)'));
    fireEvent.click(within(ownerForm).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(ownerForm).findByRole('alert')).toHaveTextContent("Au moins un membre de l'équipe doit garder tous les droits");
    await waitFor(() => expect(within(ownerForm).getByLabelText('FAQ (faq)')).not.toBeChecked());
  });
});
