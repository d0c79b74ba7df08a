/**
 * The shape of a 4xx answer to an invalid body: one French message, and the first message of each field keyed by
 * its dotted path ("billing.zipCode"), which a form shows under that field.
 */
import type { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

export type FormattedValidationError = { message: string; fields: Record<string, string> };

export function formatZodError(error: z.ZodError): FormattedValidationError {
  const fields: Record<string, string> = {};
  let rootMessage: string | undefined;
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path === '') rootMessage ??= issue.message;
    else if (!(path in fields)) fields[path] = issue.message;
  }
  // A single field error is the answer's message; several fields get the generic text.
  const fieldMessages = Object.values(fields);
  const message = rootMessage ?? (fieldMessages.length === 1 ? fieldMessages[0] : M.invalidRequest);
  return { message, fields };
}
