import {
  billingSchema,
  checkoutSchema,
  contactSchema,
  deliverySchema,
  isDeliveryCountry,
} from '../../validation/checkout';
import { fieldErrors } from './helpers';

const REQUIRED = 'Ce champ est obligatoire';
const LETTERS_ONLY = 'Ce champ ne peut contenir que des lettres';
const RELAI = 'La livraison en point relai est momentanément indisponible.';
const NOT_DELIVERED =
  'Nous ne livrons pas dans le pays de votre adresse de facturation : choisissez la livraison à une autre adresse';

const contact = { firstName: 'Marie', lastName: 'Dupont', email: 'Marie@Exemple.fr', phone: '06 12 34 56 78' };
const billing = {
  firstName: 'Marie',
  lastName: 'Dupont',
  address: '12 rue des Lilas',
  zipCode: '69002',
  locality: 'Lyon',
};
const customAddress = {
  type: 'custom',
  to: 'Paul Martin',
  address: '3 avenue Foch',
  zipCode: '1000',
  locality: 'Bruxelles',
  countryCode: 'BE',
};

describe('contactSchema', () => {
  it('normalizes e-mail and phone', () => {
    expect(contactSchema.parse(contact)).toEqual({ ...contact, email: 'marie@exemple.fr', phone: '0612345678' });
  });

  it('requires every field with the checkout text', () => {
    expect(fieldErrors(contactSchema, {})).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
    });
  });

  it('checks names, e-mail and phone', () => {
    expect(
      fieldErrors(contactSchema, { ...contact, firstName: 'M4rie', email: 'marie@', phone: '+44 20 7946 0958' }),
    ).toEqual({
      firstName: LETTERS_ONLY,
      email: 'Saisissez une adresse email valide',
      phone: 'Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)',
    });
  });
});

describe('billingSchema', () => {
  it('defaults to France / FR, not a company', () => {
    expect(billingSchema.parse(billing)).toEqual({
      ...billing,
      isCompany: false,
      country: 'France',
      countryCode: 'FR',
    });
  });

  it('names the country from its code when no name is given, keeps a given name', () => {
    expect(billingSchema.parse({ ...billing, countryCode: 'de' })).toMatchObject({
      country: 'Allemagne',
      countryCode: 'DE',
    });
    expect(billingSchema.parse({ ...billing, country: 'Deutschland', countryCode: 'DE' })).toMatchObject({
      country: 'Deutschland',
    });
    expect(billingSchema.parse({ ...billing, countryCode: 'US' })).toMatchObject({ country: 'US', countryCode: 'US' });
  });

  it('requires a company name when billing a company, tva optional', () => {
    expect(fieldErrors(billingSchema, { ...billing, isCompany: true })).toEqual({ company: REQUIRED });
    expect(billingSchema.parse({ ...billing, isCompany: true, company: 'ACME', tva: 'FR40303265045' })).toMatchObject({
      company: 'ACME',
      tva: 'FR40303265045',
    });
  });

  it('applies zip, city and length rules', () => {
    expect(
      fieldErrors(billingSchema, {
        ...billing,
        zipCode: '123',
        locality: 'Lyon 2',
        address: 'x'.repeat(33),
        addressExtra: 'y'.repeat(33),
      }),
    ).toEqual({
      zipCode: 'Le code postal doit contenir de 4 à 10 chiffres',
      locality: 'Ce champ ne peut contenir que des lettres, des tirets et des points',
      address: 'Ce champ ne peut pas dépasser 32 caractères',
      addressExtra: 'Ce champ ne peut pas dépasser 32 caractères',
    });
  });
});

describe('deliverySchema', () => {
  it('defaults to home and keeps only the comment', () => {
    expect(deliverySchema.parse({})).toEqual({ type: 'home' });
    expect(deliverySchema.parse(undefined)).toEqual({ type: 'home' });
    expect(deliverySchema.parse({ type: null, address: 'ignoré', comment: ' Digicode 1234 ' })).toEqual({
      type: 'home',
      comment: 'Digicode 1234',
    });
  });

  it('refuses the pick-up point with the spec text', () => {
    expect(fieldErrors(deliverySchema, { type: 'relai' })).toEqual({ type: RELAI });
  });

  it('refuses unknown types', () => {
    expect(fieldErrors(deliverySchema, { type: 'drone' })).toEqual({
      type: "Ce mode de livraison n'est pas disponible",
    });
  });

  it('requires the address fields of a custom delivery', () => {
    expect(fieldErrors(deliverySchema, { type: 'custom' })).toEqual({
      to: REQUIRED,
      address: REQUIRED,
      zipCode: REQUIRED,
      locality: REQUIRED,
    });
    expect(deliverySchema.parse(customAddress)).toEqual({ ...customAddress, country: 'Belgique' });
  });

  it('ships a custom delivery only to the delivery countries', () => {
    expect(fieldErrors(deliverySchema, { ...customAddress, countryCode: 'US' })).toEqual({
      countryCode: 'Nous ne livrons pas dans ce pays',
    });
  });

  it('allows a longer comment than the 32-character fields', () => {
    expect(deliverySchema.safeParse({ comment: 'c'.repeat(255) }).success).toBe(true);
    expect(fieldErrors(deliverySchema, { comment: 'c'.repeat(256) })).toEqual({
      comment: 'Ce champ ne peut pas dépasser 255 caractères',
    });
  });
});

describe('checkoutSchema', () => {
  it('accepts a complete checkout, ignoring the cart sent with it', () => {
    const parsed = checkoutSchema.parse({ contact, billing, delivery: {}, cart: { products: [] } });
    expect(parsed).not.toHaveProperty('cart');
    expect(parsed.delivery).toEqual({ type: 'home' });
    expect(parsed.billing.countryCode).toBe('FR');
  });

  it('asks for another address when billing outside the delivery countries with home delivery', () => {
    expect(fieldErrors(checkoutSchema, { contact, billing: { ...billing, countryCode: 'US' }, delivery: {} })).toEqual({
      'delivery.type': NOT_DELIVERED,
    });
    const custom = checkoutSchema.parse({
      contact,
      billing: { ...billing, countryCode: 'US' },
      delivery: customAddress,
    });
    expect(custom.delivery).toMatchObject({ type: 'custom', countryCode: 'BE' });
  });

  it('reports the cross rule together with the other errors', () => {
    const errors = fieldErrors(checkoutSchema, {
      contact: {},
      billing: { ...billing, countryCode: 'us' },
      delivery: {},
    });
    expect(errors['delivery.type']).toBe(NOT_DELIVERED);
    expect(errors['contact.email']).toBe(REQUIRED);
  });

  it('requires contact and billing; no delivery means home delivery', () => {
    expect(checkoutSchema.parse({ contact, billing }).delivery).toEqual({ type: 'home' });
    expect(fieldErrors(checkoutSchema, {})).toEqual({
      contact: 'Les informations envoyées ne sont pas valides',
      billing: 'Les informations envoyées ne sont pas valides',
    });
  });
});

describe('isDeliveryCountry', () => {
  it('knows the delivery list in any case', () => {
    expect(isDeliveryCountry('fr')).toBe(true);
    expect(isDeliveryCountry('CH')).toBe(true);
    expect(isDeliveryCountry('US')).toBe(false);
    expect(isDeliveryCountry(undefined)).toBe(false);
  });
});
