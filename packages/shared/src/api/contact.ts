/** Answers of the contact routes (POST/GET/PUT /api/messages, POST /api/waranty). */
import type { AttachmentMime } from '../validation/attachments';
import type { MessageCategory } from '../validation/contact';

/** 201 of POST /api/messages: the thread's id and its secret (in clear, only this once and in the e-mail). */
export type ApiMessageSent = { id: string; secret: string; message: string };

/** A file attached to a message (POST /api/files answers the same shape); `type` is the type read from its bytes. */
export type ApiAttachment = { id: string; name: string; size: number; type: AttachmentMime };

export type ApiThreadMessage = {
  author: 'customer' | 'staff';
  content: string;
  createdAt: string;
  /** downloaded with GET /api/messages/{id}/file/{fileId}?secret= */
  attachments: ApiAttachment[];
};

/** GET /api/messages/{id}?secret= and the answer of a reply. */
export type ApiMessageThread = {
  id: string;
  subject: MessageCategory;
  subjectLabel: string;
  name: string;
  email: string;
  orderNumber: string | null;
  createdAt: string;
  messages: ApiThreadMessage[];
};

export type ApiMessageCategory = { value: MessageCategory; label: string; description: string };

/** GET /api/me/messages: the logged-in customer's threads, newest first (opened without secret by that session). */
export type ApiMyMessages = { threads: ApiMessageThread[] };

/** POST /api/messages/lookup: the same answer whether something matched or not. */
export type ApiMessageLookupSent = { message: string };

export type ApiWarrantyRegistered = { id: string; message: string };
