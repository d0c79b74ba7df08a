import fc from 'fast-check';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  isStrongPassword,
  loginSchema,
  resetPasswordSchema,
  signupRequestSchema,
  signupSchema,
} from '../../validation/auth';
import { fieldErrors } from './helpers';

const EMAIL_REQUIRED = 'Vous devez saisir une adresse email';
const EMAIL_INVALID = 'Saisissez une adresse email valide';
const PASSWORD_REQUIRED = 'Vous devez saisir un mot de passe';
const PASSWORD_WEAK =
  'Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)';
const REQUIRED = 'Ce champ est obligatoire';
const MISMATCH = 'Ce champ ne correspond pas au mot de passe saisie';
const CGU = "Vous devez accepter nos conditions d'utilisation pour continuer";
const SIRET_INVALID = "Ce numéro SIRET n'est pas valide (14 chiffres)";

const strong = 'Chauffage#2026';
const signup = { email: 'Marie@Exemple.fr', password: strong, cgu: true };

describe('isStrongPassword', () => {
  it.each(['Abcdef1!', 'Chauffage#2026', 'Été 2026 au chaud', 'xY9-xY9-'])('accepts %p', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'seven characters'],
    ['abcdefg1!', 'no upper-case letter'],
    ['ABCDEFG1!', 'no lower-case letter'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no special character'],
    ['', 'empty'],
  ])('refuses %p (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('accepts exactly the passwords with the four kinds of characters and 8 or more of them', () => {
    const kinds = fc.constantFrom<string>('a', 'Z', '7', '#');
    fc.assert(
      fc.property(fc.array(kinds, { minLength: 0, maxLength: 12 }), (chars) => {
        const password = chars.join('');
        const complete = ['a', 'Z', '7', '#'].every((kind) => chars.includes(kind)) && chars.length >= 8;
        return isStrongPassword(password) === complete;
      }),
    );
  });
});

describe('loginSchema', () => {
  it('trims and lower-cases the e-mail, keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Jean@Exemple.FR ', password: ' weak ' })).toEqual({
      email: 'jean@exemple.fr',
      password: ' weak ',
    });
  });

  it('gives the spec texts for a missing, blank or wrong e-mail and a missing password', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({ email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED });
    expect(fieldErrors(loginSchema, { email: '  ', password: '' })).toEqual({
      email: EMAIL_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
    expect(fieldErrors(loginSchema, { email: 'jean@', password: 'x' })).toEqual({ email: EMAIL_INVALID });
    expect(fieldErrors(loginSchema, { email: 'jean.exemple.fr', password: 'x' })).toEqual({ email: EMAIL_INVALID });
  });

  it('does not apply the strength rule at login (older accounts)', () => {
    expect(loginSchema.safeParse({ email: 'a@b.fr', password: 'abc' }).success).toBe(true);
  });

  it('refuses wrong types and huge passwords in French', () => {
    expect(fieldErrors(loginSchema, { email: 5, password: 5 })).toEqual({
      email: "Ce champ n'est pas valide",
      password: "Ce champ n'est pas valide",
    });
    expect(fieldErrors(loginSchema, { email: 'a@b.fr', password: 'x'.repeat(129) })).toEqual({
      password: 'Ce champ ne peut pas dépasser 128 caractères',
    });
  });
});

describe('signupRequestSchema (POST /api/auth)', () => {
  it('accepts a consumer, with newsletter and isPro false by default, and drops pro fields', () => {
    expect(signupRequestSchema.parse({ ...signup, company: 'ACME', siret: '123' })).toEqual({
      email: 'marie@exemple.fr',
      password: strong,
      cgu: true,
      newsletter: false,
      isPro: false,
      company: undefined,
      siret: undefined,
    });
  });

  it('requires the strength rule and accepted terms', () => {
    expect(fieldErrors(signupRequestSchema, { ...signup, password: 'motdepasse', cgu: false })).toEqual({
      password: PASSWORD_WEAK,
      cgu: CGU,
    });
    expect(fieldErrors(signupRequestSchema, { email: 'a@b.fr', password: strong })).toEqual({ cgu: CGU });
    expect(fieldErrors(signupRequestSchema, { email: 'a@b.fr', password: '', cgu: true })).toEqual({
      password: PASSWORD_REQUIRED,
    });
  });

  it('requires a company and a valid SIRET from a pro, and normalizes the SIRET', () => {
    expect(fieldErrors(signupRequestSchema, { ...signup, isPro: true })).toEqual({
      company: REQUIRED,
      siret: REQUIRED,
    });
    expect(
      fieldErrors(signupRequestSchema, { ...signup, isPro: true, company: 'ACME', siret: '73282932000075' }),
    ).toEqual({ siret: SIRET_INVALID });
    expect(
      signupRequestSchema.parse({ ...signup, isPro: true, company: ' Chauffage Pro ', siret: '732 829 320 00074' }),
    ).toMatchObject({ isPro: true, company: 'Chauffage Pro', siret: '73282932000074' });
  });

  it('reports the pro fields even when other fields fail too', () => {
    expect(fieldErrors(signupRequestSchema, { email: 'x@y.fr', isPro: true, siret: '123' })).toEqual({
      password: PASSWORD_REQUIRED,
      cgu: CGU,
      company: REQUIRED,
      siret: SIRET_INVALID,
    });
  });
});

describe('signupSchema (the form)', () => {
  it('requires the confirmation, equal to the password', () => {
    expect(signupSchema.parse({ ...signup, confirmation: strong })).toMatchObject({ email: 'marie@exemple.fr' });
    expect(fieldErrors(signupSchema, signup)).toEqual({ confirmation: REQUIRED });
    expect(fieldErrors(signupSchema, { ...signup, confirmation: 'Chauffage#2025' })).toEqual({
      confirmation: MISMATCH,
    });
  });

  it('shows the mismatch even when the password is too weak', () => {
    expect(fieldErrors(signupSchema, { ...signup, password: 'abc', confirmation: 'abd' })).toEqual({
      password: PASSWORD_WEAK,
      confirmation: MISMATCH,
    });
  });
});

describe('password recovery and change', () => {
  it('forgotPasswordSchema needs a valid e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@B.FR' })).toEqual({ email: 'a@b.fr' });
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: EMAIL_REQUIRED });
  });

  it('resetPasswordSchema needs the e-mail, the token and a strong password', () => {
    expect(resetPasswordSchema.parse({ email: 'a@b.fr', token: ' abc ', password: strong })).toEqual({
      email: 'a@b.fr',
      token: 'abc',
      password: strong,
    });
    expect(fieldErrors(resetPasswordSchema, { email: 'a@b.fr', password: 'faible' })).toEqual({
      token: REQUIRED,
      password: PASSWORD_WEAK,
    });
  });

  it('changePasswordSchema checks only presence of the old password and strength of the new one', () => {
    expect(changePasswordSchema.parse({ old: 'ancien', new: strong })).toEqual({ old: 'ancien', new: strong });
    expect(fieldErrors(changePasswordSchema, { old: '', new: 'Abcdefgh' })).toEqual({
      old: PASSWORD_REQUIRED,
      new: PASSWORD_WEAK,
    });
  });
});
