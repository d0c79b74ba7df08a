/** Pure helpers of the order screens (unit-tested in format.test.ts). */
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderListQuery } from '@shop/shared';

/** "19,90", "19.9", "1 234,5 €" → cents; anything else → null. Digits only, no float arithmetic. */
export function eurosToCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export type ListFilters = {
  state: string;
  from: string;
  to: string;
  customer: '' | 'pro' | 'particulier';
  q: string;
  late: boolean;
  page: number;
};

export const EMPTY_FILTERS: ListFilters = { state: '', from: '', to: '', customer: '', q: '', late: false, page: 1 };

/** The screen's URL query (`?state=PAYED&late=true&page=2`) ↔ its filters: the URL is the state (shareable, tiles link to it). */
export function filtersFromSearch(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const customer = params.get('customer');
  const page = Number(params.get('page'));
  return {
    state: params.get('state') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    customer: customer === 'pro' || customer === 'particulier' ? customer : '',
    q: params.get('q') ?? '',
    late: params.get('late') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchOfFilters(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.customer) params.set('customer', filters.customer);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.late) params.set('late', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(count: number, pageSize = ADMIN_ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export type ListQuery = Partial<Record<keyof AdminOrderListQuery, string>>;

const dateTime = () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const dateOnly = () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
export const formatDate = (iso: string) => dateOnly().format(new Date(iso));

/** Today in Paris as YYYY-MM-DD (the download form's default period: the current month). */
export function parisDay(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
}
