import type { z } from 'zod';
import { formatZodError } from '../../validation/errors';

/** Field messages of a refused value (dotted path -> first message); fails the test when the value is accepted. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`);
  return formatZodError(result.error).fields;
}
