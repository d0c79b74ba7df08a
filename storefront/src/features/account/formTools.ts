import { VALIDATION_MESSAGES as V } from '@shop/shared';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../lib/api/client';

/**
 * The password confirmation (section 5) on top of a shared schema that has none (reset, change): required, then
 * equal to the password, with the spec's two texts. The sign-up schema carries the same rule itself.
 */
export function withConfirmation<T extends FieldValues>(base: Resolver<T>, password: Path<T>, confirmation: Path<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const typed = values[confirmation] as unknown;
    const message = typeof typed !== 'string' || typed === '' ? V.required : typed !== values[password] ? V.confirmationMismatch : null;
    if (!message) return result;
    const errors = { ...result.errors, [confirmation]: { type: 'confirmation', message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/**
 * A refused call: the server's field messages go under their fields (the same shared texts), the rest is the
 * form's general message. Returns that general message (null when every message found its field).
 */
export function showServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string | null {
  if (!(error instanceof ApiRequestError)) return FALLBACK_ERROR_MESSAGE;
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fields.includes(name as Path<T>)) continue;
    setError(name as Path<T>, { type: 'server', message });
    placed = true;
  }
  return placed && error.status === 400 ? null : error.message;
}
