import { REQUEST_NOT_VALID } from '../domain/messages';
import type { z } from '../domain/zod';
import { firstError } from '../domain/registration-schema';
import { DomainError } from '../domain/errors';

/** Parses with a domain schema; the first issue's message (the site's own wording) becomes a 400. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('bad-request', firstError(result) ?? REQUEST_NOT_VALID);
  return result.data;
}
