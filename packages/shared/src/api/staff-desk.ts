/** Answers of the back-office's customer desk (`/api/users`, staff side of `/api/messages`, `/api/guide/{tag}`). */
import type { QuickResponse, ThreadState } from '../validation/staff-desk';
import type { ApiAccountOrder } from './account';
import type { ApiMessageThread } from './contact';

export type ApiPage = { page: number; pageSize: number; total: number };

/** One line of `GET /api/users?search=`. */
export type ApiUserSummary = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  siret: string | null;
  isPro: boolean;
  /** ISO date at which staff marked the pro as checked (`metadata.pro_verified_at`), or null */
  proVerifiedAt: string | null;
  /** a customer who signed up (a guest checkout makes a customer without account) */
  hasAccount: boolean;
  createdAt: string;
};

export type ApiUserList = ApiPage & { users: ApiUserSummary[] };

/** The customer's loyalty tier (ADR 003): the percentage of their tier group, null below the first one. */
export type ApiLoyalty = { tierPercent: 5 | 10 | 15 | null; group: string | null };

/** A thread in a list (the user's page, the message desk). */
export type ApiThreadSummary = {
  id: string;
  subject: string;
  subjectLabel: string;
  name: string;
  email: string;
  orderNumber: string | null;
  state: ThreadState;
  createdAt: string;
  /** date of the newest message */
  updatedAt: string;
  messageCount: number;
};

/** `GET /api/users/{id}` and the answer of `PUT /api/users/{id}`. */
export type ApiUserDetail = ApiUserSummary & {
  phone: string | null;
  tva: string | null;
  address: string | null;
  addressExtra: string | null;
  zipCode: string | null;
  locality: string | null;
  country: string | null;
  countryCode: string;
  loyalty: ApiLoyalty;
  /** newest first; `id` opens /admin/orders/{id} */
  orders: (Omit<ApiAccountOrder, 'security'> & { id: string })[];
  threads: ApiThreadSummary[];
};

export type ApiThreadList = ApiPage & { threads: ApiThreadSummary[]; counts: Record<ThreadState, number> };

/** `GET /api/messages/{id}` for staff: the thread, its state, the customer and order it is about. */
export type ApiStaffThread = ApiMessageThread & {
  state: ThreadState;
  /** the account that wrote it (from the session at the time), or the account with the thread's e-mail */
  customerId: string | null;
  /** the order of `orderNumber` when it exists (opens /admin/orders/{id}) */
  order: { id: string; orderNumber: string } | null;
};

/** `GET /api/guide/{tag}`, `PUT /api/guide/{tag}`. */
export type ApiGuide = { tag: string; content: { quickResponses: QuickResponse[] }; updatedAt: string | null };
