import fc from 'fast-check';
import { z } from 'zod';
import * as validation from '../../validation';
import { formatZodError } from '../../validation/errors';
import { VALIDATION_MESSAGES } from '../../validation/messages';

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error;
}

describe('formatZodError', () => {
  it('keys the first message of each field by its dotted path, with the generic text for several fields', () => {
    const error = errorOf(validation.checkoutSchema, {
      contact: { firstName: 'M4rie', lastName: '', email: 'x', phone: '06' },
      billing: { firstName: 'Marie', lastName: 'Dupont', address: 'a', zipCode: '1', locality: 'Lyon' },
    });
    expect(formatZodError(error)).toEqual({
      message: 'Les informations envoyées ne sont pas valides',
      fields: {
        'contact.firstName': 'Ce champ ne peut contenir que des lettres',
        'contact.lastName': 'Ce champ est obligatoire',
        'contact.email': 'Saisissez une adresse email valide',
        'contact.phone': 'Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)',
        'billing.zipCode': 'Le code postal doit contenir de 4 à 10 chiffres',
      },
    });
  });

  it('answers the field text as the message when one field fails', () => {
    expect(formatZodError(errorOf(validation.deliverySchema, { type: 'relai' }))).toEqual({
      message: 'La livraison en point relai est momentanément indisponible.',
      fields: { type: 'La livraison en point relai est momentanément indisponible.' },
    });
  });

  it('answers the root text for a body that is not an object', () => {
    expect(formatZodError(errorOf(validation.loginSchema, 'bonjour'))).toEqual({
      message: 'Les informations envoyées ne sont pas valides',
      fields: {},
    });
  });
});

const schemas: Record<string, z.ZodType> = {
  loginSchema: validation.loginSchema,
  signupSchema: validation.signupSchema,
  signupRequestSchema: validation.signupRequestSchema,
  forgotPasswordSchema: validation.forgotPasswordSchema,
  resetPasswordSchema: validation.resetPasswordSchema,
  changePasswordSchema: validation.changePasswordSchema,
  contactSchema: validation.contactSchema,
  billingSchema: validation.billingSchema,
  deliverySchema: validation.deliverySchema,
  checkoutSchema: validation.checkoutSchema,
  orderLookupSchema: validation.orderLookupSchema,
  contactFormSchema: validation.contactFormSchema,
  voucherRequestSchema: validation.voucherRequestSchema,
  quotationRequestSchema: validation.quotationRequestSchema,
};

const known = new Set<string>(Object.values(VALIDATION_MESSAGES));
const isFrench = (message: string) =>
  known.has(message) || /^Ce champ ne peut pas dépasser \d+ caractères$/.test(message);

/** Bodies shaped like the real ones, with fields of every type, so the field rules are reached. */
const keys = [
  'email',
  'password',
  'confirmation',
  'cgu',
  'isPro',
  'company',
  'siret',
  'token',
  'old',
  'new',
  'contact',
  'billing',
  'delivery',
  'type',
  'firstName',
  'lastName',
  'phone',
  'zipCode',
  'locality',
  'countryCode',
  'isCompany',
  'order',
  'name',
  'subject',
  'message',
  'orderNumber',
  'ref',
  'to',
  'address',
  'comment',
];
const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('custom', 'relai', 'home'),
);
const body = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), fc.array(leaf, { maxLength: 2 })),
  object: fc.dictionary(fc.constantFrom(...keys), tie('node'), { maxKeys: 8 }),
})).object;

describe('every refusal is in French', () => {
  it.each(Object.keys(schemas))('%s never lets a zod default text through, nor throws', (name) => {
    fc.assert(
      fc.property(fc.oneof(body, fc.anything()), (value) => {
        const result = schemas[name].safeParse(value);
        return result.success || result.error.issues.every((issue) => isFrench(issue.message));
      }),
      { numRuns: 300 },
    );
  });
});
