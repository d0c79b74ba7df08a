/** `GET /api/invoices/{orderNumber}?security=&document=`: the invoice (or one of its credit notes) of an order. */
import { z } from 'zod';
import { orderNumberSchema } from './orders';

/** `FA-2026-000123` (invoices) and `AV-2026-000001` (credit notes): one sequence per series and year. */
export const INVOICE_DOCUMENT_NUMBER_PATTERN = /^(FA|AV)-\d{4}-\d{6,}$/;

export const invoiceDownloadSchema = z.object({
  order: orderNumberSchema,
  /** The order's security secret (the link of the confirmation e-mail): no login needed with it. */
  security: z.string().max(200).optional(),
  /** A credit note's number; absent: the invoice. */
  document: z.string().trim().toUpperCase().regex(INVOICE_DOCUMENT_NUMBER_PATTERN).optional(),
});

export type InvoiceDownloadInput = z.infer<typeof invoiceDownloadSchema>;
