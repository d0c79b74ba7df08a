import {
  QUOTE_REQUEST_EMPTY_CART,
  QUOTE_REQUEST_NEEDS_LOGIN,
  contactFormSchema,
  contactMessageSchema,
  warrantySchema,
  quoteRequestError,
} from '../../validation/contact';
import { fieldErrors } from './helpers';

const REQUIRED = 'Ce champ est requis';
const form = { name: 'Marie Dupont', email: 'marie@exemple.fr', subject: 'ORDER', message: 'Où en est ma commande ?' };

describe('contactFormSchema', () => {
  it('accepts a message without order number', () => {
    expect(contactFormSchema.parse(form)).toEqual(form);
    expect(contactFormSchema.parse({ ...form, orderNumber: '' })).toEqual({ ...form, orderNumber: undefined });
  });

  it('normalizes an order number given with it', () => {
    expect(contactFormSchema.parse({ ...form, orderNumber: 'mc-abcd2345' }).orderNumber).toBe('MC-ABCD2345');
    expect(fieldErrors(contactFormSchema, { ...form, orderNumber: '42' })).toEqual({
      orderNumber: "Le numero de commande n'est pas valide",
    });
  });

  it('uses the contact form texts', () => {
    expect(fieldErrors(contactFormSchema, {})).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      subject: REQUIRED,
      message: REQUIRED,
    });
    expect(fieldErrors(contactFormSchema, { ...form, email: 'marie' })).toEqual({ email: 'Email non valide' });
  });

  it('bounds the message', () => {
    expect(contactFormSchema.safeParse({ ...form, message: 'm'.repeat(5000) }).success).toBe(true);
    expect(fieldErrors(contactFormSchema, { ...form, message: 'm'.repeat(5001) })).toEqual({
      message: 'Ce champ ne peut pas dépasser 5000 caractères',
    });
  });
});

describe('quoteRequestError', () => {
  it('needs a logged-in user, then a non-empty cart', () => {
    expect(quoteRequestError({ isLogged: false, cartLineCount: 3 })).toBe(
      'Fonctionalitée reservée aux utiliseurs connectés...',
    );
    expect(quoteRequestError({ isLogged: true, cartLineCount: 0 })).toBe('Votre panier est vide! ...');
    expect(quoteRequestError({ isLogged: true, cartLineCount: 2 })).toBeUndefined();
    expect(QUOTE_REQUEST_NEEDS_LOGIN).toBe('Fonctionalitée reservée aux utiliseurs connectés...');
    expect(QUOTE_REQUEST_EMPTY_CART).toBe('Votre panier est vide! ...');
  });
});

describe('contactMessageSchema (POST /api/messages)', () => {
  it('takes the subject from the list, ORDER when blank', () => {
    expect(contactMessageSchema.parse({ ...form, subject: '' }).subject).toBe('ORDER');
    expect(contactMessageSchema.parse({ ...form, subject: 'QUOTE' }).subject).toBe('QUOTE');
    expect(fieldErrors(contactMessageSchema, { ...form, subject: 'SPAM' })).toEqual({ subject: "Ce sujet de message n'existe pas" });
  });
});

describe('warrantySchema (POST /api/waranty)', () => {
  const warranty = { email: 'Jean@Exemple.fr', source: 'site', reference: 'RAD-1500', firstName: 'Jean-Pierre', lastName: "d'Artagnan" };
  it('accepts a registration and lower-cases the e-mail', () => {
    expect(warrantySchema.parse(warranty)).toEqual({ ...warranty, email: 'jean@exemple.fr' });
  });
  it('refuses digits in names, an unknown source and a long reference', () => {
    expect(fieldErrors(warrantySchema, { ...warranty, firstName: 'J3an', source: 'brocante', reference: 'x'.repeat(65) })).toEqual({
      firstName: 'Ce champ ne peut contenir que des lettres',
      source: 'Indiquez où vous avez acheté le produit',
      reference: 'Ce champ ne peut pas dépasser 64 caractères',
    });
  });
});
