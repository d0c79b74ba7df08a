import { chakra } from '@chakra-ui/react';
import React from 'react';
import { orderMessages as m } from './messages';
import { hasInvoice, invoicePath } from './paths';

/** The invoice download of a paid order (a plain link: the browser saves the PDF the server names). */
export function InvoiceLink({ orderNumber, state, security }: { orderNumber: string; state: string; security?: string | null }) {
  if (!hasInvoice(state)) return null;
  return (
    <chakra.a href={invoicePath(orderNumber, security)} download color="accent" textDecoration="underline" data-testid="invoice-link" aria-label={m.invoiceLabel(orderNumber)}>
      {m.invoice}
    </chakra.a>
  );
}
