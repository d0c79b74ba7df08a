import { screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { CompanyPublisher, companyRoleOf, printedPhone } from './CompanyPublisher';

const company = {
  name: 'Chaleur & Fils SARL', legalForm: 'SARL', shareCapital: 800_000, address: '5 quai Perrache', addressExtra: 'Bâtiment C',
  zipCode: '69002', locality: 'Lyon', siren: '732829320', siret: '73282932000074', vatNumber: 'FR44732829320',
  rcs: 'RCS Lyon 732 829 320', email: 'bonjour@chaleur-et-fils.fr', phone: '0472000000',
  publicationDirector: 'Paul Martin, gérant', host: 'Exemple Hébergement SAS, Roubaix',
};

describe('the legal notice’s publisher (LCEN art. 6-III)', () => {
  it('prints the identity of /admin/societe: publisher, head office, numbers grouped, director and host', () => {
    renderWithProviders(<CompanyPublisher company={company} />);
    const block = screen.getByTestId('company-publisher');
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur du site' })).toBeInTheDocument();
    expect(block).toHaveTextContent('édité par la société Chaleur & Fils SARL, SARL au capital de 8 000 €.');
    expect(block).toHaveTextContent('Siège social : 5 quai Perrache, Bâtiment C, 69002 Lyon, France');
    expect(block).toHaveTextContent('SIREN : 732 829 320 — SIRET : 732 829 320 00074');
    expect(block).toHaveTextContent('Numéro de TVA intracommunautaire : FR44732829320');
    expect(block).toHaveTextContent('Téléphone : 04 72 00 00 00');
    expect(screen.getByRole('link', { name: 'bonjour@chaleur-et-fils.fr' })).toHaveAttribute('href', 'mailto:bonjour@chaleur-et-fils.fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Directeur de la publication' })).toBeInTheDocument();
    expect(block).toHaveTextContent('Le site est hébergé par Exemple Hébergement SAS, Roubaix.');
  });

  it('names the seller on the terms of sale and the data controller on the privacy policy, from the same record', () => {
    expect([companyRoleOf('legal'), companyRoleOf('cgv'), companyRoleOf('privacy')]).toEqual(['publisher', 'seller', 'controller']);
    const { unmount } = renderWithProviders(<CompanyPublisher company={company} role="seller" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Le vendeur' })).toBeInTheDocument();
    expect(screen.getByTestId('company-publisher')).toHaveTextContent('Le vendeur est la société Chaleur & Fils SARL, SARL au capital de 8 000 €.');
    expect(screen.getByTestId('company-publisher')).toHaveTextContent('SIREN : 732 829 320 — SIRET : 732 829 320 00074');
    expect(screen.queryByRole('heading', { name: 'Directeur de la publication' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CompanyPublisher company={company} role="controller" />);
    const block = screen.getByTestId('company-publisher');
    expect(screen.getByRole('heading', { level: 2, name: 'Responsable du traitement' })).toBeInTheDocument();
    expect(block).toHaveTextContent('Le responsable du traitement de vos données est la société Chaleur & Fils SARL');
    expect(block).toHaveTextContent('Siège social : 5 quai Perrache, Bâtiment C, 69002 Lyon, France');
    expect(block).toHaveTextContent('Hébergeur des données : Exemple Hébergement SAS, Roubaix');
  });

  it('groups French phone numbers, national or international', () => {
    expect(printedPhone('0478601234')).toBe('04 78 60 12 34');
    expect(printedPhone('+33478601234')).toBe('+33 4 78 60 12 34');
  });
});
