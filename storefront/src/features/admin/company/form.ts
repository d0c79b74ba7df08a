import { COMPANY_TEXTS, formatPrice, majorToCents, type CompanyIdentity } from '@shop/shared';

/** The form's values: what the inputs hold (texts), turned into the API's `content` on submit. */
export type CompanyFormValues = Record<Exclude<keyof CompanyIdentity, 'addressExtra'>, string> & { addressExtra: string };

export const COMPANY_FIELDS = [
  'name', 'legalForm', 'shareCapital', 'address', 'addressExtra', 'zipCode', 'locality', 'siren', 'siret', 'vatNumber',
  'rcs', 'email', 'phone', 'publicationDirector', 'host', 'latePaymentRate',
] as const satisfies readonly (keyof CompanyFormValues)[];

/** 5 000 000 cents → '50000' (what staff typed), '1000,50' with cents. */
export function capitalText(cents: number): string {
  return formatPrice(cents).replace(/\s?€$/, '').replace(/[\u202f\u00a0\s]/g, '').replace(/,00$/, '');
}

/** '50 000' | '50000,50' | '1 000 000 €' → cents, digit by digit; undefined when it is no amount. */
export function capitalTextToCents(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(compact)) return undefined;
  return majorToCents(compact);
}

export function formValuesOf(identity: CompanyIdentity): CompanyFormValues {
  return { ...identity, shareCapital: capitalText(identity.shareCapital), addressExtra: identity.addressExtra ?? '' };
}

/**
 * The texts as the API's `content`: the capital in integer cents (a text that is no amount is refused here, with
 * the schema's own message), a blank complement null. Every other rule is the shared schema's, checked next.
 */
export function companyContentOf(values: CompanyFormValues): { content: Record<string, unknown>; capitalError: string | null } {
  const cents = capitalTextToCents(values.shareCapital);
  return {
    content: { ...values, shareCapital: cents ?? Number.NaN, addressExtra: values.addressExtra.trim() || null },
    capitalError: cents === undefined ? COMPANY_TEXTS.shareCapital : null,
  };
}

/** A server field path (`content.siret`) as the form's field, when it is one. */
export function formFieldOf(path: string): keyof CompanyFormValues | null {
  const name = path.replace(/^content\./, '');
  return (COMPANY_FIELDS as readonly string[]).includes(name) ? (name as keyof CompanyFormValues) : null;
}
