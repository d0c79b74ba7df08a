/** Answers of the contact routes (POST/GET/PUT /api/messages, POST /api/waranty). */
import type { MessageCategory } from '../validation/contact';

/** 201 of POST /api/messages: the thread's id and its secret (in clear, only this once and in the e-mail). */
export type ApiMessageSent = { id: string; secret: string; message: string };

export type ApiThreadMessage = { author: 'customer' | 'staff'; content: string; createdAt: string };

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

export type ApiMessageCategory = { value: MessageCategory; label: string };

export type ApiWarrantyRegistered = { id: string; message: string };
