/** Answers of the developers' desk (`/api/todos`, `/api/versions`, `/api/admin/history`, `/api/admin/references`). */
import type { AttachmentMime } from '../validation/attachments';
import type { HistoryKind, TodoStatus } from '../validation/dev-desk';

/** A staff member as the desk names them (author, assignee, commenter): a user id, e-mail and name. */
export type ApiTodoPerson = { id: string; email: string; name: string };

export type ApiTodoAttachment = { id: string; name: string; size: number; type: AttachmentMime };

export type ApiTodoComment = {
  id: string;
  content: string;
  author: ApiTodoPerson | null;
  createdAt: string;
  file: ApiTodoAttachment | null;
};

export type ApiTodo = {
  id: string;
  title: string;
  content: string;
  status: TodoStatus;
  assignee: ApiTodoPerson | null;
  /** AAAA-MM-JJ or null */
  dueDate: string | null;
  author: ApiTodoPerson | null;
  createdAt: string;
  updatedAt: string;
  commentCount: number;
};

export type ApiTodoDetail = ApiTodo & { comments: ApiTodoComment[] };

/** `GET /api/todos`: a page, newest first, with the staff members one may assign. */
export type ApiTodoList = { todos: ApiTodo[]; total: number; page: number; pageSize: number; staff: ApiTodoPerson[] };

export type ApiVersion = {
  id: string;
  /** the git revision (commit hash) the engine was built from */
  revision: string;
  /** the revision's commit date, when known */
  revisionDate: string | null;
  /** when an engine first started on it */
  deployedAt: string;
  comments: string;
  commentedBy: ApiTodoPerson | null;
  commentedAt: string | null;
};

export type ApiVersionList = { versions: ApiVersion[] };

export type ApiHistoryEntry = {
  id: string;
  kind: HistoryKind;
  at: string;
  /** the order concerned (its id opens /admin/orders/{id}), null for a staff action on something else */
  orderId: string | null;
  orderNumber: number | null;
  /** the French line shown */
  text: string;
  /** who: a staff member's e-mail, 'Client', 'Système' or 'Paiement' */
  actor: string;
};

export type ApiHistoryPage = { entries: ApiHistoryEntry[]; total: number; page: number; pageSize: number };

export type ApiProductReference = {
  productId: string;
  variantId: string;
  title: string;
  handle: string | null;
  ean: string | null;
  sku: string | null;
  /** the id each marketplace feed gives the product (Google Merchant Center `g:id`, ManoMano `sku`): the EAN in both feeds today */
  marketplaceIds: Record<string, string>;
};

export type ApiReferencePage = { references: ApiProductReference[]; total: number; page: number; pageSize: number };
