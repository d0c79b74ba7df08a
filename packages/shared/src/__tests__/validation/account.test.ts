import { personalDataSchema } from '../../validation/account';
import { PASSWORD_RESET_ERROR, PASSWORD_RESET_SUCCESS_TITLE } from '../../validation/password-reset';
import { fieldErrors } from './helpers';

const REQUIRED = 'Ce champ est obligatoire';
const LETTERS = 'Ce champ ne peut contenir que des lettres';

const complete = {
  firstName: 'Jeanne',
  lastName: "d'Arc-Martin",
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas',
  addressExtra: 'Bât. B',
  zipCode: '75011',
  locality: 'Paris',
  countryCode: 'fr',
};

describe('personalDataSchema (PUT /api/me)', () => {
  it('accepts the section-3 fields, compacts the phone and names the country after its code', () => {
    expect(personalDataSchema.parse({ ...complete, siret: '732 829 320 00074', tva: 'FR40732829320' })).toMatchObject({
      firstName: 'Jeanne',
      phone: '0612345678',
      countryCode: 'FR',
      country: 'France',
      siret: '73282932000074',
      tva: 'FR40732829320',
    });
  });

  it('accepts names only with an empty address (all of it or none)', () => {
    const parsed = personalDataSchema.parse({ firstName: 'Jeanne', lastName: 'Martin', phone: '' });
    expect(parsed.firstName).toBe('Jeanne');
    expect(parsed.phone).toBeUndefined();
    expect(parsed.address).toBeUndefined();
  });

  it('refuses with the section-5 messages: names letters only, French phone, zip 4-10 digits, 32 characters', () => {
    const fields = fieldErrors(personalDataSchema, {
      ...complete,
      firstName: 'J3anne',
      lastName: '<script>',
      phone: '+44 20 7946 0958',
      zipCode: '75',
      address: 'x'.repeat(33),
      locality: 'Lyon 03',
    });
    expect(fields).toEqual({
      firstName: LETTERS,
      lastName: LETTERS,
      phone: 'Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)',
      zipCode: 'Le code postal doit contenir de 4 à 10 chiffres',
      address: 'Ce champ ne peut pas dépasser 32 caractères',
      locality: 'Ce champ ne peut contenir que des lettres, des tirets et des points',
    });
  });

  it('asks for the whole address once a part of it is given, and for both names', () => {
    expect(fieldErrors(personalDataSchema, { zipCode: '75011' })).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      address: REQUIRED,
      locality: REQUIRED,
    });
  });

  it('refuses an invalid SIRET and a malformed e-mail', () => {
    expect(fieldErrors(personalDataSchema, { ...complete, siret: '12345678901234', email: 'pas-un-email' })).toEqual({
      siret: "Ce numéro SIRET n'est pas valide (14 chiffres)",
      email: 'Saisissez une adresse email valide',
    });
  });
});

describe('forgotten-password answers (section 8)', () => {
  it('spells the titles of the spec', () => {
    expect(PASSWORD_RESET_SUCCESS_TITLE).toBe('Changement de mot de passe réussi!');
    expect(PASSWORD_RESET_ERROR.title).toBe('Une erreur est survenue');
    expect(PASSWORD_RESET_ERROR.message).toMatch(/réessayer/);
  });
});
