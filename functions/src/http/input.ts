import { RETURN_PERIOD_INVALID, REQUEST_NOT_VALID } from '../domain/messages';
import { parseReturnPeriod, type NamedReturnPeriod } from '../domain/gst-returns';
import type { z } from '../domain/zod';
import { firstError } from '../domain/registration-schema';
import { DomainError } from '../domain/errors';

/** Parses with a domain schema; the first issue's message (the site's own wording) becomes a 400. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('bad-request', firstError(result) ?? REQUEST_NOT_VALID);
  return result.data;
}

/** `?period=2025-10` (a month) or `?period=2025-Q3` (October to December 2025); anything else is a 400. */
export function returnPeriodOf(query: unknown): NamedReturnPeriod {
  const text = (query as Record<string, unknown> | undefined)?.['period'];
  const period = typeof text === 'string' ? parseReturnPeriod(text) : null;
  if (!period) throw new DomainError('bad-request', RETURN_PERIOD_INVALID);
  return period;
}
