import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { WarrantyScreen } from './WarrantyScreen';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('/garantie', () => {
  it('checks the fields with the shared schema before sending', async () => {
    const { calls } = fakeApi({});
    renderWithApi(<WarrantyScreen />);
    type(/^Prénom/, 'Jean2');
    submit();
    expect(await screen.findByText('Ce champ ne peut contenir que des lettres')).toBeInTheDocument();
    expect(screen.getByTestId('error-warranty-source')).toHaveTextContent('Indiquez où vous avez acheté le produit');
    expect(calls).toEqual([]);
  });

  it('sends the registration and shows the confirmation', async () => {
    const { calls } = fakeApi({ 'POST /waranty': () => ({ status: 201, body: { id: 'warr_1', message: 'Votre garantie est enregistrée. Merci !' } }) });
    renderWithApi(<WarrantyScreen />);
    type(/^Prénom/, 'Jean-Pierre');
    type(/^Nom/, 'Le Goff');
    type(/^Adresse email/, 'jean@exemple.fr');
    fireEvent.change(screen.getByLabelText("Lieu d'achat"), { target: { value: 'magasin' } });
    type(/^Référence du produit/, 'RAD-1500');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Votre garantie est enregistrée. Merci !');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/waranty',
      body: { email: 'jean@exemple.fr', source: 'magasin', reference: 'RAD-1500', firstName: 'Jean-Pierre', lastName: 'Le Goff' },
    });
  });
});
