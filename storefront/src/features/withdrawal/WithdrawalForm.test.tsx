import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { WithdrawalForm } from './WithdrawalForm';

const recorded = {
  orderNumber: 'MC-ABCDEFGH',
  requestedAt: '2026-11-25T09:05:00.000Z',
  name: 'Claire Dupont',
  address: '12 rue des Lilas, 69003 Lyon',
  email: 'claire@exemple.fr',
  orderedOn: null,
  receivedOn: null,
  declaration: 'Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous. Commande n° MC-ABCDEFGH.',
  comment: null,
  lines: [{ id: 'ordli_1', title: 'Radiateur Alto', quantity: 1 }],
  returnedAt: null,
  returnNote: null,
};

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('WithdrawalForm', () => {
  it('lists the lines with the secret, sends the declaration by the distinct button and shows the acknowledgement', async () => {
    const { calls } = fakeApi({
      'GET /withdrawal/MC-ABCDEFGH?security=s3cret': () => ({
        status: 200,
        body: { withdrawal: null, open: true, reason: null, lastDay: '2026-12-09', items: [{ id: 'ordli_1', title: 'Radiateur Alto', quantity: 2 }] },
      }),
      'POST /withdrawal': () => ({ status: 201, body: { withdrawal: recorded } }),
    });
    renderWithApi(<WithdrawalForm prefill={{ orderNumber: 'MC-ABCDEFGH', security: 's3cret', email: 'claire@exemple.fr' }} />);
    expect(await screen.findByText('Vous pouvez vous rétracter jusqu’au 9 décembre 2026 inclus.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantité renvoyée de Radiateur Alto'), { target: { value: '1' } });
    fill(/Nom et prénom/, 'Claire Dupont');
    fill(/^Adresse/, '12 rue des Lilas, 69003 Lyon');
    fireEvent.click(screen.getByRole('button', { name: 'confirmer la rétractation' }));
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText('Articles concernés : 1 × Radiateur Alto')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'claire@exemple.fr',
      orderNumber: 'MC-ABCDEFGH',
      name: 'Claire Dupont',
      lines: [{ id: 'ordli_1', quantity: 1 }],
    });
  });

  it("shows the server's French refusal and the form's own errors, without sending bad input", async () => {
    const refusal = 'Cette commande a été passée par un client professionnel : le droit de rétractation est réservé aux consommateurs (article L221-3 du Code de la consommation).';
    const { calls } = fakeApi({ 'POST /withdrawal': () => ({ status: 400, body: { message: refusal } }) });
    renderWithApi(<WithdrawalForm prefill={{ orderNumber: '', security: '', email: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'confirmer la rétractation' }));
    expect(await screen.findByText('Indiquez votre nom.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fill(/E-mail/, 'achats@pro.fr');
    fill(/Numéro de commande/, 'MC-ABCDEFGH');
    fill(/Nom et prénom/, 'Jean Pro');
    fill(/^Adresse/, '1 rue du Commerce, 75015 Paris');
    fireEvent.click(screen.getByRole('button', { name: 'confirmer la rétractation' }));
    await waitFor(() => expect(screen.getByTestId('withdrawal-error')).toHaveTextContent(refusal));
  });
});
