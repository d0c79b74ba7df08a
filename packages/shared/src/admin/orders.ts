/**
 * The staff order desk (issue 12, "Orders"): the rules the engine and the back-office screens share — when an order
 * is late, the carriers and their tracking links, the query and body schemas of the staff order calls, their
 * answers' types and every French text. Amounts are integer cents at the edge, as everywhere in /api.
 */
import { z } from 'zod';
import type { ApiOrderAddress, ApiOrderLine, ApiOrderState, ApiOrderTotal } from '../api/order';
import { ORDER_NUMBER_PATTERN } from '../validation/orders';

export const API_ORDER_STATES: readonly ApiOrderState[] = [
  'CHECK_OUT',
  'PENDING',
  'PAYED',
  'READY',
  'SENT',
  'DELIVERED',
  'CANCELLED',
  'BLOCKED',
];

/** Every French text of the staff order calls (ours: the spec shows none). */
export const ADMIN_ORDER_MESSAGES = {
  invalidRequest: 'Les informations envoyées ne sont pas valides',
  stateUnknown: "Cet état de commande n'existe pas",
  dateInvalid: 'Saisissez une date au format AAAA-MM-JJ',
  dateRangeReversed: 'La date de fin doit suivre la date de début',
  dateRangeTooLong: 'La période ne peut pas dépasser 366 jours',
  pageInvalid: 'Le numéro de page doit être un entier positif',
  searchTooLong: 'La recherche ne peut pas dépasser 100 caractères',
  customerKindInvalid: 'Le type de client doit être « pro » ou « particulier »',
  carrierRequired: 'Choisissez le transporteur',
  carrierUnknown: 'Transporteur inconnu (transporteurs acceptés : Colissimo, Chronopost, DPD, GLS, DHL)',
  trackingRequired: 'Saisissez le numéro de suivi',
  trackingInvalid: 'Le numéro de suivi doit contenir de 6 à 40 lettres ou chiffres',
  targetStateNotAllowed: 'Cet état ne se choisit pas ici',
  reasonTooLong: 'La raison ne peut pas dépasser 500 caractères',
  amountInvalid: 'Le montant doit être un nombre entier de centimes supérieur à zéro',
  refundReasonRequired: 'Indiquez la raison du remboursement',
  commentRequired: 'Le commentaire ne peut pas être vide',
  commentTooLong: 'Le commentaire ne peut pas dépasser 2000 caractères',
  orderNumberInvalid: "Le numero de commande n'est pas valide",
  orderNotFound: "Cette commande n'existe pas.",
  refundTooLarge: (refundableCents: string) => `Le remboursement dépasse ce qui peut encore être remboursé (${refundableCents}).`,
  nothingToRefund: "Cette commande n'a aucun paiement encaissé à rembourser.",
  csvMissing: 'Joignez un fichier CSV (champ « file »).',
  csvTooLarge: 'Le fichier CSV ne peut pas dépasser 1 Mo.',
  csvUnreadable: "Le fichier CSV n'est pas lisible (séparateur point-virgule ou virgule, encodage UTF-8).",
  csvEmpty: 'Le fichier CSV ne contient aucune ligne.',
  csvTooManyRows: 'Le fichier CSV ne peut pas dépasser 2000 lignes.',
  csvColumns: 'Colonnes attendues : commande;transporteur;suivi',
  csvDuplicate: 'Cette commande figure déjà plus haut dans le fichier',
} as const;

const M = ADMIN_ORDER_MESSAGES;

/* ----------------------------------------------------------------------------------------------------------------
 * Late orders
 * -------------------------------------------------------------------------------------------------------------- */

/**
 * An order is LATE when it is paid and still not sent two working days (Monday–Friday; public holidays are not
 * counted) after its payment: the shop promises a delivery in 5 working days (spec 9), and a carrier needs about 3.
 * "Paid and not sent" = state PAYED or READY. BLOCKED is left out on purpose: it is held for a verification.
 */
export const LATE_ORDER_WORKING_DAYS = 2;
export const LATE_ORDER_STATES: readonly ApiOrderState[] = ['PAYED', 'READY'];

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * Orders paid before this instant and still PAYED/READY are late at `now`: `now` moved back by
 * LATE_ORDER_WORKING_DAYS working days, same time of day (a weekend day counts for nothing).
 */
export function lateCutoff(now: Date, workingDays = LATE_ORDER_WORKING_DAYS): Date {
  const cutoff = new Date(now.getTime());
  let left = workingDays;
  while (left > 0) {
    cutoff.setUTCDate(cutoff.getUTCDate() - 1);
    if (!isWeekend(cutoff)) left -= 1;
  }
  return cutoff;
}

export function isLateOrder(order: { state: string; paidAt: string | Date | null | undefined }, now: Date): boolean {
  if (!(LATE_ORDER_STATES as readonly string[]).includes(order.state) || !order.paidAt) return false;
  const paidAt = order.paidAt instanceof Date ? order.paidAt : new Date(order.paidAt);
  return paidAt.getTime() < lateCutoff(now).getTime();
}

/* ----------------------------------------------------------------------------------------------------------------
 * Carriers
 * -------------------------------------------------------------------------------------------------------------- */

/** The carriers the shop ships with, and the public tracking page a customer's e-mail links to. */
export const CARRIERS = {
  colissimo: { label: 'Colissimo', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=' },
  chronopost: { label: 'Chronopost', trackingUrl: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=' },
  dpd: { label: 'DPD', trackingUrl: 'https://trace.dpd.fr/fr/trace/' },
  gls: { label: 'GLS', trackingUrl: 'https://gls-group.com/FR/fr/suivi-colis?match=' },
  dhl: { label: 'DHL', trackingUrl: 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=' },
} as const;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

/** "Colissimo", " colissimo ", "COLISSIMO" → "colissimo"; anything else → null. */
export function carrierCodeOf(value: string): CarrierCode | null {
  const key = value.trim().toLowerCase();
  return (CARRIER_CODES as string[]).includes(key) ? (key as CarrierCode) : null;
}

export function trackingLink(carrier: CarrierCode, trackingNumber: string): string {
  return `${CARRIERS[carrier].trackingUrl}${encodeURIComponent(trackingNumber)}`;
}

const TRACKING_PATTERN = /^[A-Za-z0-9]{6,40}$/;

const carrierField = z
  .string({ error: M.carrierRequired })
  .trim()
  .min(1, { error: M.carrierRequired })
  .transform((value, ctx) => {
    const code = carrierCodeOf(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: M.carrierUnknown });
      return z.NEVER;
    }
    return code;
  });

/** Spaces people paste inside a tracking number are dropped; then 6 to 40 letters or digits, upper-cased. */
const trackingField = z
  .string({ error: M.trackingRequired })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: M.trackingRequired }).regex(TRACKING_PATTERN, { error: M.trackingInvalid }));

const orderNumberField = z
  .string({ error: M.orderNumberInvalid })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER_PATTERN, { error: M.orderNumberInvalid });

/* ----------------------------------------------------------------------------------------------------------------
 * Query and body schemas
 * -------------------------------------------------------------------------------------------------------------- */

export const ADMIN_ORDERS_PAGE_SIZE = 25;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayField = z
  .string({ error: M.dateInvalid })
  .regex(ISO_DAY, { error: M.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: M.dateInvalid,
  });

const stateList = z
  .string({ error: M.stateUnknown })
  .transform((value) => value.split(',').map((item) => item.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.enum(API_ORDER_STATES as [ApiOrderState, ...ApiOrderState[]], { error: M.stateUnknown })).max(8));

const daySpan = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/**
 * `GET /api/order` query (every field optional): `state=PAYED,READY` (comma list), `from` / `to` (days, inclusive,
 * Paris time), `customer=pro|particulier`, `q` (order number, e-mail or name, 2 characters at least), `late=true`,
 * `page` (1-based, ADMIN_ORDERS_PAGE_SIZE per page). Newest first.
 */
export const adminOrderListQuerySchema = z
  .object(
    {
      state: stateList.optional(),
      from: dayField.optional(),
      to: dayField.optional(),
      customer: z.enum(['pro', 'particulier'], { error: M.customerKindInvalid }).optional(),
      q: z.string().trim().max(100, { error: M.searchTooLong }).optional(),
      late: z.enum(['true', 'false'], { error: M.invalidRequest }).optional().transform((value) => value === 'true'),
      page: z
        .string()
        .regex(/^[1-9]\d{0,5}$/, { error: M.pageInvalid })
        .optional()
        .transform((value) => (value ? Number(value) : 1)),
    },
    { error: M.invalidRequest },
  )
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: M.dateRangeReversed, path: ['to'] });

export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** `GET /api/order/download?start=&end=` (days, inclusive, Paris time; at most 366 days). */
export const orderDownloadQuerySchema = z
  .object({ start: dayField, end: dayField }, { error: M.invalidRequest })
  .refine((query) => query.start <= query.end, { error: M.dateRangeReversed, path: ['end'] })
  .refine((query) => daySpan(query.start, query.end) <= 366, { error: M.dateRangeTooLong, path: ['end'] });

const reasonField = z.string().trim().max(500, { error: M.reasonTooLong }).optional();

/**
 * `PUT /api/order/{id}`: the state staff move the order to. SENT needs the carrier and the tracking number; PAYED
 * records the bank transfer's arrival (PENDING → PAYED); the state machine of @shop/order-states decides the rest.
 * CHECK_OUT and PENDING are never chosen by staff.
 */
export const orderStateChangeSchema = z.discriminatedUnion(
  'state',
  [
    z.object({ state: z.literal('SENT'), carrier: carrierField, trackingNumber: trackingField, reason: reasonField }),
    z.object({
      state: z.enum(['PAYED', 'READY', 'DELIVERED', 'BLOCKED', 'CANCELLED', 'PENDING'], { error: M.targetStateNotAllowed }),
      reason: reasonField,
    }),
  ],
  { error: M.targetStateNotAllowed },
);

export type OrderStateChangeInput = z.infer<typeof orderStateChangeSchema>;

/** `POST /api/order/refund/{id} {amount, reason}`: amount in integer cents. */
export const orderRefundSchema = z.object(
  {
    amount: z.number({ error: M.amountInvalid }).int({ error: M.amountInvalid }).positive({ error: M.amountInvalid }).max(100_000_000, {
      error: M.amountInvalid,
    }),
    reason: z
      .string({ error: M.refundReasonRequired })
      .trim()
      .min(1, { error: M.refundReasonRequired })
      .max(500, { error: M.reasonTooLong }),
  },
  { error: M.invalidRequest },
);

export type OrderRefundInput = z.infer<typeof orderRefundSchema>;

/** `POST /api/order/comments/{id} {content}`: a staff-only note. */
export const orderCommentSchema = z.object(
  {
    content: z
      .string({ error: M.commentRequired })
      .trim()
      .min(1, { error: M.commentRequired })
      .max(2000, { error: M.commentTooLong }),
  },
  { error: M.invalidRequest },
);

/** One row of the delivery CSV (`PUT /api/order/sent`): order number, carrier, tracking number. */
export const deliveryRowSchema = z.object({ orderNumber: orderNumberField, carrier: carrierField, trackingNumber: trackingField });

export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const DELIVERY_CSV_MAX_BYTES = 1024 * 1024;
export const DELIVERY_CSV_MAX_ROWS = 2000;

/* ----------------------------------------------------------------------------------------------------------------
 * Answers
 * -------------------------------------------------------------------------------------------------------------- */

export type ApiAdminOrderSummary = {
  id: string;
  orderNumber: string;
  state: ApiOrderState;
  stateLabel: string;
  createdAt: string;
  /** when the payment was recorded (entry into PAYED), null while unpaid */
  paidAt: string | null;
  late: boolean;
  customer: { name: string; email: string; isPro: boolean };
  /** what was charged, TTC, cents */
  total: number;
};

export type ApiAdminOrderList = {
  orders: ApiAdminOrderSummary[];
  page: number;
  pageSize: number;
  count: number;
  /** the delay rule, so the screen says what "late" means */
  lateAfterWorkingDays: number;
};

export type ApiAdminOrderEvent =
  | { type: 'state'; at: string; from: ApiOrderState | null; to: ApiOrderState; toLabel: string; actor: ApiOrderActor; reason: string | null }
  | { type: 'refund'; at: string; amount: number; reason: string | null; actor: ApiOrderActor; manual: boolean }
  | { type: 'comment'; at: string; content: string; actor: ApiOrderActor };

/** Who did it: a staff member (name), the customer, the payment provider or the shop itself. */
export type ApiOrderActor = { type: 'staff' | 'customer' | 'payment' | 'system'; id: string | null; name: string };

export type ApiAdminOrderDetail = ApiAdminOrderSummary & {
  total: number;
  totals: ApiOrderTotal;
  lines: ApiOrderLine[];
  billing: ApiOrderAddress | null;
  delivery: ApiOrderAddress | null;
  phone: string;
  payment: {
    method: 'card' | 'transfer' | null;
    captured: number;
    refunded: number;
    refundable: number;
  };
  shipment: { carrier: CarrierCode; carrierLabel: string; trackingNumber: string; trackingUrl: string; sentAt: string } | null;
  /** the states staff may move it to now (the buttons) */
  nextStates: ApiOrderState[];
  history: ApiAdminOrderEvent[];
  /** the number of the quote the order was placed from (22-ABCDEF), when it was */
  quoteRef?: string;
};

export type ApiDeliveryImportRow = { line: number; orderNumber: string; status: 'applied' | 'refused'; message: string | null };

export type ApiDeliveryImportResult = { applied: number; refused: number; rows: ApiDeliveryImportRow[] };
