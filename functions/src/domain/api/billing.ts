// POST /api/registrations/{id}/billing {billing}: the registrant adds, corrects or removes
// (`null`) the institution their tax invoice is made out to, until the invoice is issued. The
// body is an object because the runtimes' JSON parsers refuse a bare `null` (http/body-errors.ts).
import { z } from '../zod';
import { billingDetailsSchema, type BillingDetails } from '../billing';
import { BILLING_BODY_INVALID } from '../messages';
import { publicBillingSchema } from '../registration-view';
import { report } from '../schema-helpers';
import { dataBody } from './envelope';

const billingIn = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { billing?: unknown }).billing : undefined;

export const billingUpdateSchema = z.unknown().transform((body, ctx): { billing: BillingDetails | null } => {
  const billing = billingIn(body);
  if (billing === null) return { billing: null };
  if (typeof billing !== 'object' || billing === undefined || Array.isArray(billing)) {
    report(ctx, BILLING_BODY_INVALID, ['billing']);
    return z.NEVER;
  }
  const parsed = billingDetailsSchema.safeParse(billing);
  if (parsed.success) return { billing: parsed.data };
  for (const issue of parsed.error.issues) report(ctx, issue.message, ['billing', ...issue.path]);
  return z.NEVER;
});
export type BillingUpdate = z.output<typeof billingUpdateSchema>;

/** The answer: the billing details as the public view now shows them. */
export const billingUpdatedBodySchema = dataBody(z.object({ billing: publicBillingSchema.nullable() }));
