import { euroTextToCents, formatPrice, type ApiPromo, type PromoAudience, type PromoDiscountKind } from '@shop/shared';
import { promoMessages as m } from './messages';

/** The promo form's values: what the inputs hold (texts), turned into the API's body on submit. */
export type PromoFormValues = {
  code: string;
  kind: PromoDiscountKind;
  /** a percentage (1-100) or euros TTC (15 or 15,50) */
  value: string;
  minimum: string;
  /** YYYY-MM-DD of the date inputs (local days) */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  audience: PromoAudience;
  active: boolean;
  combinable: boolean;
};

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minimum: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  audience: 'all',
  active: true,
  combinable: false,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the local day a date input shows. */
export function localDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 1500 → '15,00' (what the staff typed back). */
const euros = (cents: number) => formatPrice(cents).replace(/\s?€$/, '').replace(/\u202f|\u00a0/g, '');

export function formValuesOf(promo: ApiPromo): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'percentage' ? String(promo.value) : euros(promo.value),
    minimum: promo.minimumCents === null ? '' : euros(promo.minimumCents),
    startsAt: localDay(promo.startsAt),
    endsAt: localDay(promo.endsAt),
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    audience: promo.audience,
    active: promo.active,
    combinable: promo.combinable,
  };
}

export type PromoBody = Record<string, unknown>;
export type BodyOrErrors = { body: PromoBody; errors: null } | { body: null; errors: Partial<Record<keyof PromoFormValues, string>> };

/**
 * The form's texts as the API's body: euros → integer cents (digit by digit, the shared `euroTextToCents`), local
 * days → ISO instants (a start at 00:00, an end at 23:59:59 of the chosen day), blanks → null. Amounts that are no
 * amounts are refused here; every other rule is the shared schema's (checked next by the caller, then the server).
 */
export function promoBodyOf(values: PromoFormValues): BodyOrErrors {
  const errors: Partial<Record<keyof PromoFormValues, string>> = {};
  const cents = (text: string, field: keyof PromoFormValues): number | null => {
    if (text.trim() === '') return null;
    const value = euroTextToCents(text);
    if (value === undefined) errors[field] = m.amountInvalid;
    return value ?? null;
  };
  const value = values.kind === 'percentage' ? (/^\s*\d+\s*$/.test(values.value) ? Number(values.value) : Number.NaN) : cents(values.value, 'value');
  const minimumCents = cents(values.minimum, 'minimum');
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: {
      code: values.code,
      kind: values.kind,
      value: value === null ? Number.NaN : value,
      minimumCents,
      startsAt: values.startsAt ? new Date(`${values.startsAt}T00:00:00`).toISOString() : null,
      endsAt: values.endsAt ? new Date(`${values.endsAt}T23:59:59`).toISOString() : null,
      usageLimit: values.usageLimit.trim() === '' ? null : Number(values.usageLimit),
      audience: values.audience,
      active: values.active,
      combinable: values.combinable,
    },
    errors: null,
  };
}

/** The API's field names → the form's (only the amounts differ). */
export const FIELD_OF: Record<string, keyof PromoFormValues> = { minimumCents: 'minimum' };

export function discountText(promo: ApiPromo): string {
  return promo.kind === 'percentage' ? `${promo.value} %` : formatPrice(promo.value);
}
