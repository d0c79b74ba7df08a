import {
  COMPANY_TEXTS,
  companyIdentitySchema,
  companyUpdateSchema,
  formatSiren,
  frenchVatKey,
  frenchVatNumberOf,
  isValidSiren,
} from '../../validation/company';
import { fieldErrors } from './helpers';

/** A coherent identity: SIREN 912 345 675 (Luhn), its head office's SIRET, VAT key 65. */
const identity = {
  name: 'Maison Chaleur SAS',
  legalForm: 'SAS',
  shareCapital: 5_000_000,
  address: '18 rue des Forges',
  addressExtra: '',
  zipCode: '69007',
  locality: 'Lyon',
  siren: '912 345 675',
  siret: '912 345 675 00009',
  vatNumber: 'fr 65 912 345 675',
  rcs: 'RCS Lyon 912 345 675',
  email: 'Contact@Maison-Chaleur.fr',
  phone: '04 78 60 12 34',
  publicationDirector: 'Claire Vasseur, présidente',
  host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France (téléphone : 1007)',
  latePaymentRate: 'trois fois le taux d’intérêt légal',
};

describe('SIREN, SIRET and VAT number of the company', () => {
  it('checks the SIREN by its Luhn key', () => {
    expect(isValidSiren('912345675')).toBe(true);
    expect(isValidSiren('912 345 675')).toBe(true);
    expect(isValidSiren('912345676')).toBe(false);
    expect(isValidSiren('91234567')).toBe(false);
    expect(isValidSiren('91234567A')).toBe(false);
  });

  it('computes the French VAT key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('912345675')).toBe('65');
    expect(frenchVatKey('732829320')).toBe('44');
    // a key below 10 keeps two digits
    expect(frenchVatNumberOf('000000000')).toBe('FR12000000000');
    expect(frenchVatKey('404833048')).toBe('83');
  });

  it('prints the numbers grouped as INSEE does', () => {
    expect(formatSiren('912345675')).toBe('912 345 675');
    expect(formatSiren('91234567500009')).toBe('912 345 675 00009');
  });
});

describe('the company identity (PUT /api/guide/societe)', () => {
  it('accepts a coherent identity and stores the numbers compact, the e-mail lower-cased', () => {
    const parsed = companyIdentitySchema.parse(identity);
    expect(parsed).toMatchObject({
      siren: '912345675',
      siret: '91234567500009',
      vatNumber: 'FR65912345675',
      email: 'contact@maison-chaleur.fr',
      phone: '0478601234',
      addressExtra: null,
      shareCapital: 5_000_000,
    });
    expect(companyUpdateSchema.parse({ content: identity }).content.name).toBe('Maison Chaleur SAS');
  });

  it('refuses a SIREN whose key is wrong and a SIRET that is not 14 valid digits', () => {
    expect(fieldErrors(companyIdentitySchema, { ...identity, siren: '912345676' })).toMatchObject({ siren: COMPANY_TEXTS.siren });
    expect(fieldErrors(companyIdentitySchema, { ...identity, siret: '9123456750000' })).toMatchObject({ siret: COMPANY_TEXTS.siret });
    expect(fieldErrors(companyIdentitySchema, { ...identity, siret: '91234567500010' })).toMatchObject({ siret: COMPANY_TEXTS.siret });
  });

  it('refuses a SIRET of another company (valid, but not starting with the SIREN)', () => {
    expect(fieldErrors(companyIdentitySchema, { ...identity, siret: '73282932000074' })).toEqual({ siret: COMPANY_TEXTS.siret });
  });

  it('refuses a VAT number whose key or SIREN does not match, or that is not French', () => {
    expect(fieldErrors(companyIdentitySchema, { ...identity, vatNumber: 'FR66912345675' })).toEqual({ vatNumber: COMPANY_TEXTS.vatNumber });
    expect(fieldErrors(companyIdentitySchema, { ...identity, vatNumber: 'FR44732829320' })).toEqual({ vatNumber: COMPANY_TEXTS.vatNumber });
    expect(fieldErrors(companyIdentitySchema, { ...identity, vatNumber: 'DE123456789' })).toEqual({ vatNumber: COMPANY_TEXTS.vatNumber });
  });

  it('shows the numbers mismatch even when another field is wrong too (every error at once in the form)', () => {
    expect(fieldErrors(companyIdentitySchema, { ...identity, name: '', vatNumber: 'FR66912345675' })).toEqual({
      name: COMPANY_TEXTS.name,
      vatNumber: COMPANY_TEXTS.vatNumber,
    });
  });

  it.each([
    ['zipCode', '6900', COMPANY_TEXTS.zipCode],
    ['zipCode', '69 007', COMPANY_TEXTS.zipCode],
    ['email', 'contact@', COMPANY_TEXTS.email],
    ['phone', '+44 20 7946 0000', COMPANY_TEXTS.phone],
    ['shareCapital', 50.5, COMPANY_TEXTS.shareCapital],
    ['shareCapital', 0, COMPANY_TEXTS.shareCapital],
    ['shareCapital', '50000', COMPANY_TEXTS.shareCapital],
    ['name', '   ', COMPANY_TEXTS.name],
    ['locality', 'Lyon <script>', COMPANY_TEXTS.locality],
    ['publicationDirector', 'x'.repeat(121), COMPANY_TEXTS.publicationDirector],
  ])('refuses %s = %j with its French text', (field, value, message) => {
    expect(fieldErrors(companyIdentitySchema, { ...identity, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts a Cedex locality and refuses unknown fields and a body without content', () => {
    expect(companyIdentitySchema.parse({ ...identity, locality: 'Lyon Cedex 07' }).locality).toBe('Lyon Cedex 07');
    expect(companyIdentitySchema.safeParse({ ...identity, logo: 'x' }).success).toBe(false);
    expect(companyUpdateSchema.safeParse(identity).success).toBe(false);
  });
});
