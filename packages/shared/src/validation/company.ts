/**
 * Ours: the company identity staff edit at /admin/societe (`GET/PUT /api/guide/societe {content}`, grant `legal`),
 * printed on the legal notice (LCEN art. 6-III: publisher, publication director, host), the invoices and quotes
 * (Code général des impôts, annexe II art. 242 nonies A: name, legal form, capital, address, SIREN/SIRET, RCS,
 * VAT number). The engine stores it (plugins/company, ADR 015). The company is French: SIREN, SIRET and the FR VAT
 * number are checked against each other, so a typo cannot reach an invoice.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { compactPhone, EVEN_WITH_FIELD_ERRORS, isFrenchPhone } from './fields';
import { isValidSiret, luhnValid, normalizeSiret } from './siret';

export const COMPANY_TEXTS = {
  invalidRequest: 'La demande est invalide : envoyez {content: {…}} avec les champs de la société.',
  name: 'La raison sociale est obligatoire (120 caractères au plus).',
  legalForm: 'La forme juridique est obligatoire (60 caractères au plus), par exemple SAS.',
  shareCapital: 'Le capital social doit être un montant en centimes, d’au moins 1 €.',
  address: "L'adresse du siège est obligatoire (100 caractères au plus).",
  addressExtra: "Le complément d'adresse doit faire au plus 100 caractères.",
  zipCode: 'Le code postal doit faire 5 chiffres.',
  locality: 'La ville est obligatoire (60 caractères au plus : lettres, chiffres, espaces, tirets, apostrophes).',
  siren: 'Le SIREN doit faire 9 chiffres et être valide (clé de contrôle).',
  siret: 'Le SIRET doit faire 14 chiffres, être valide (clé de contrôle) et commencer par le SIREN.',
  vatNumber: 'Le numéro de TVA intracommunautaire doit être FR, sa clé à 2 chiffres et le SIREN (par exemple FR65912345675).',
  rcs: "L'immatriculation est obligatoire (80 caractères au plus), par exemple RCS Lyon 912 345 675.",
  email: 'Saisissez une adresse e-mail valide.',
  phone: M.phoneInvalid,
  publicationDirector: 'Le directeur de la publication est obligatoire (120 caractères au plus).',
  host: "L'hébergeur est obligatoire (300 caractères au plus : nom, adresse, téléphone).",
  latePaymentRate: 'Le taux des pénalités de retard est obligatoire (200 caractères au plus).',
} as const;

/** The `/api/guide/{tag}` tag of the company identity (the admin path group `societe`, grant `legal`). */
export const COMPANY_GUIDE_TAG = 'societe';

/** Removes the spaces and dots of a printed number (912 345 675, FR 65 912…). */
const compact = (raw: string) => raw.replace(/[\s.]/g, '');

/** SIREN: 9 digits whose Luhn sum is a multiple of 10 (the SIRET's rule, INSEE). */
export function isValidSiren(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const siren = compact(raw);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/** The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The FR VAT number of a SIREN (FR + key + SIREN). */
export function frenchVatNumberOf(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

/** A SIRET is the SIREN followed by the establishment's 5 digits. */
export function siretMatchesSiren(siret: string, siren: string): boolean {
  return normalizeSiret(siret).startsWith(compact(siren));
}

/** "912345675" → "912 345 675"; a SIRET gets its NIC apart: "912 345 675 00009". */
export function formatSiren(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)].filter(Boolean).join(' ');
}

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** Letters of any alphabet, digits (Lyon Cedex 03), spaces, hyphens, apostrophes and dots. */
const LOCALITY_PATTERN = /^\p{L}[\p{L}\p{M}\d'’ .-]*$/u;

/**
 * The identity as staff send it (`content` of `PUT /api/guide/societe`) and as the engine answers it. Numbers are
 * stored compact (912345675, FR65912345675), the capital in integer cents, the phone as typed but compacted.
 */
export const companyIdentitySchema = z
  .strictObject(
    {
      name: text(120, COMPANY_TEXTS.name),
      legalForm: text(60, COMPANY_TEXTS.legalForm),
      shareCapital: z
        .number({ error: COMPANY_TEXTS.shareCapital })
        .int({ error: COMPANY_TEXTS.shareCapital })
        .min(100, { error: COMPANY_TEXTS.shareCapital })
        .max(1e13, { error: COMPANY_TEXTS.shareCapital }),
      address: text(100, COMPANY_TEXTS.address),
      addressExtra: z
        .string({ error: COMPANY_TEXTS.addressExtra })
        .trim()
        .max(100, { error: COMPANY_TEXTS.addressExtra })
        .nullish()
        .transform((value) => (value ? value : null)),
      zipCode: z.string({ error: COMPANY_TEXTS.zipCode }).trim().regex(/^\d{5}$/, { error: COMPANY_TEXTS.zipCode }),
      locality: text(60, COMPANY_TEXTS.locality).regex(LOCALITY_PATTERN, { error: COMPANY_TEXTS.locality }),
      siren: z.string({ error: COMPANY_TEXTS.siren }).transform(compact).refine(isValidSiren, { error: COMPANY_TEXTS.siren }),
      siret: z.string({ error: COMPANY_TEXTS.siret }).transform(normalizeSiret).refine(isValidSiret, { error: COMPANY_TEXTS.siret }),
      vatNumber: z
        .string({ error: COMPANY_TEXTS.vatNumber })
        .transform((raw) => compact(raw).toUpperCase())
        .refine((vat) => /^FR\d{11}$/.test(vat), { error: COMPANY_TEXTS.vatNumber }),
      rcs: text(80, COMPANY_TEXTS.rcs),
      email: z.string({ error: COMPANY_TEXTS.email }).trim().max(254, { error: COMPANY_TEXTS.email }).pipe(z.email({ error: COMPANY_TEXTS.email })).transform((e) => e.toLowerCase()),
      phone: z.string({ error: COMPANY_TEXTS.phone }).trim().refine(isFrenchPhone, { error: COMPANY_TEXTS.phone }).transform(compactPhone),
      publicationDirector: text(120, COMPANY_TEXTS.publicationDirector),
      host: text(300, COMPANY_TEXTS.host),
      latePaymentRate: text(200, COMPANY_TEXTS.latePaymentRate),
    },
    { error: COMPANY_TEXTS.invalidRequest },
  )
  // The numbers must name the same company: the SIRET starts with the SIREN, the VAT number is FR + key + SIREN.
  // Read defensively: with another field in error the values may not be transformed (EVEN_WITH_FIELD_ERRORS).
  .superRefine((identity, context) => {
    const siren = typeof identity.siren === 'string' ? compact(identity.siren) : '';
    if (!isValidSiren(siren)) return;
    if (isValidSiret(identity.siret) && !siretMatchesSiren(identity.siret, siren)) {
      context.addIssue({ code: 'custom', path: ['siret'], message: COMPANY_TEXTS.siret });
    }
    const vat = typeof identity.vatNumber === 'string' ? compact(identity.vatNumber).toUpperCase() : '';
    if (/^FR\d{11}$/.test(vat) && vat !== frenchVatNumberOf(siren)) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: COMPANY_TEXTS.vatNumber });
    }
  }, EVEN_WITH_FIELD_ERRORS);
export type CompanyIdentity = z.output<typeof companyIdentitySchema>;

/** `PUT /api/guide/societe {content}` (spec 7, "Guide"). */
export const companyUpdateSchema = z.strictObject({ content: companyIdentitySchema }, { error: COMPANY_TEXTS.invalidRequest });

/** `GET /api/guide/societe` and the answer of its PUT; `updatedAt` null while the shop shows its defaults. */
export type ApiCompanyIdentity = { tag: typeof COMPANY_GUIDE_TAG; content: CompanyIdentity; updatedAt: string | null };
