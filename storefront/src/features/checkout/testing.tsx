/** Test helpers of the checkout (not shipped: only tests import this file). */
import { fireEvent, screen, waitFor } from '@testing-library/react';

export const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const confirmStep = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));

export async function fillContact(values: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>> = {}) {
  const v = { firstName: 'Élodie', lastName: "D'Artagnan", email: 'elodie@exemple.fr', phone: '06 12 34 56 78', ...values };
  type(/^Prénom/, v.firstName);
  type(/^Nom/, v.lastName);
  type(/^Adresse email/, v.email);
  type(/^Téléphone/, v.phone);
  confirmStep();
  await waitFor(() => expect(screen.getByTestId('checkout-step-2')).toHaveAttribute('data-state', 'open'));
}

export async function fillBilling(countryCode = 'FR') {
  type(/^Prénom/, 'Élodie');
  type(/^Nom/, 'Martin');
  type(/^Adresse \*/, '12 rue des Lilas');
  type(/^Code postal/, '69003');
  type(/^Ville/, 'Lyon');
  fireEvent.change(screen.getByLabelText('Pays'), { target: { value: countryCode } });
  confirmStep();
  await waitFor(() => expect(screen.getByTestId('checkout-step-3')).toHaveAttribute('data-state', 'open'));
}
