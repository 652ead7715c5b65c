// What the power tools' API calls answer, parsed so a changed response fails here, loudly.
import { z } from 'zod';

/** The API's `{ success, data }` answer, unwrapped to its data. */
function data<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema }).transform((body) => (body as { data: z.output<T> }).data);
}

const statementLine = z.object({ lineNumber: z.number(), reference: z.string(), amount: z.number().nullable() });
export type StatementLine = z.infer<typeof statementLine>;

const reconciledRegistration = z.object({
  id: z.string(),
  paymentReferenceId: z.string(),
  totalAmount: z.number(),
  paymentVerified: z.boolean(),
});
export type ReconciledRegistration = z.infer<typeof reconciledRegistration>;

export const NEEDS_LOOK_REASONS = ['amount-differs', 'several-registrations', 'line-repeated'] as const;

export const reconciliationSchema = data(
  z.object({
    matched: z.array(
      z.object({ line: statementLine, registration: reconciledRegistration, kind: z.enum(['exact', 'normalised']) }),
    ),
    needsLook: z.array(
      z.object({
        line: statementLine,
        registrations: z.array(reconciledRegistration),
        reason: z.enum(NEEDS_LOOK_REASONS),
      }),
    ),
    unmatchedLines: z.array(statementLine),
    unmatchedRegistrations: z.array(reconciledRegistration),
    columns: z.object({ referenceHeader: z.string(), amountHeader: z.string() }),
    headers: z.array(z.string()),
    alreadyUploaded: z.object({ at: z.string(), by: z.string() }).nullable(),
  }),
);
export type ReconciliationReport = z.infer<typeof reconciliationSchema>;

/** Each registration of a bulk action: done, or why not, in the server's words. */
export const bulkOutcomesSchema = data(
  z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: z.string(), ok: z.literal(true) }),
      z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
    ]),
  ),
);
export type BulkOutcome = z.infer<typeof bulkOutcomesSchema>[number];

export const coverageSchema = data(
  z.object({
    papers: z.array(
      z.object({
        paperId: z.string(),
        registrations: z.array(z.object({ id: z.string(), paymentVerified: z.boolean() })),
        covered: z.boolean(),
      }),
    ),
    uncovered: z.number(),
  }),
);
export type CoverageReport = z.infer<typeof coverageSchema>;

export const paperRemindersSchema = data(z.object({ queued: z.number(), alreadyToday: z.number() }));

export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const mailLogSchema = data(
  z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      to: z.union([z.string(), z.array(z.string())]).transform((to) => (Array.isArray(to) ? to.join(', ') : to)),
      subject: z.string(),
      queuedAt: z.string().nullable(),
      state: z.enum(DELIVERY_STATES),
      attempts: z.number(),
      error: z.string().nullable(),
      lastAttemptAt: z.string().nullable(),
    }),
  ),
);
export type MailDelivery = z.infer<typeof mailLogSchema>[number];

export const successSchema = z.object({ success: z.literal(true) });
