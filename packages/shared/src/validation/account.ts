/**
 * `PUT /api/me` (section 3 "customer personal data", section 5 checkout field rules): names letters only, French
 * phone, zip code of 4 to 10 digits, texts of 32 characters at most, city letters, hyphens and dots.
 */
import { z } from 'zod';
import { countryName } from '../countries';
import {
  EVEN_WITH_FIELD_ERRORS,
  cityField,
  countryCodeField,
  emailField,
  frenchPhoneField,
  isFilled,
  optionalText,
  personNameField,
  zipCodeField,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { isValidSiret, normalizeSiret } from './siret';

/** Blank, null and absent all mean "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

const optional = <T extends z.ZodType>(field: T) => z.preprocess(blankToUndefined, field.optional());

/** The postal address is all or nothing: once one of its fields is given, street, zip code and city are needed. */
const ADDRESS_FIELDS = ['address', 'zipCode', 'locality'] as const;

/** The fields of section 3's "customer personal data"; the staff's user form (staff-desk.ts) adds the pro ones. */
export const personalDataFields = {
  firstName: personNameField(),
  lastName: personNameField(),
  /** Sent back by the form as it shows it; the account's e-mail is changed elsewhere (the route refuses it). */
  email: optional(emailField()),
  phone: optional(frenchPhoneField()),
  company: optionalText(),
  siret: optionalText(),
  tva: optionalText(),
  address: optionalText(),
  addressExtra: optionalText(),
  zipCode: optional(zipCodeField()),
  locality: optional(cityField()),
  country: optionalText(),
  countryCode: countryCodeField(),
  /** the 'Recevoir la newsletter' box of /me; absent leaves the subscription as it is */
  newsletter: z.boolean({ error: M.invalidRequest }).optional(),
};

type PersonalDataFields = { siret?: string; address?: string; addressExtra?: string; zipCode?: string; locality?: string };

/** SIRET valid when given; the postal address all or nothing. */
export function checkPersonalData(value: PersonalDataFields, ctx: z.RefinementCtx): void {
  if (isFilled(value.siret) && !isValidSiret(value.siret)) {
    ctx.addIssue({ code: 'custom', path: ['siret'], message: M.siretInvalid });
  }
  const given = ADDRESS_FIELDS.filter((field) => value[field] !== undefined);
  if (given.length === 0 && value.addressExtra === undefined) return;
  for (const field of ADDRESS_FIELDS) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: M.required });
  }
}

/** SIRET without its spaces; the country's name from its code (France by default). */
export function normalizePersonalData<T extends { siret?: string; countryCode: string }>(value: T): T & { country: string } {
  return {
    ...value,
    siret: value.siret === undefined ? undefined : normalizeSiret(value.siret),
    // The code decides the country; the name follows it (France by default).
    country: countryName(value.countryCode) ?? value.countryCode,
  };
}

export const personalDataSchema = z
  .object(personalDataFields, { error: M.invalidRequest })
  .superRefine(checkPersonalData, EVEN_WITH_FIELD_ERRORS)
  .transform(normalizePersonalData);

export type PersonalDataInput = z.infer<typeof personalDataSchema>;
