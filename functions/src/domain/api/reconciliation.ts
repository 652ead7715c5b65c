// POST /api/admin/reconciliation: the statement's lines against the proofs, the columns used
// (the organiser's choice, the remembered one or the guess), and whether this file came before.
import { z } from '../zod';
import { reconciliationSchema } from '../reconciliation';
import { isoInstant } from './envelope';

/** The header names of the reference and amount columns; also the request's multipart fields. */
export const statementColumnsSchema = z.object({ referenceHeader: z.string(), amountHeader: z.string() });
export type StatementColumns = z.infer<typeof statementColumnsSchema>;

export const reconciliationReportSchema = reconciliationSchema.extend({
  columns: statementColumnsSchema,
  headers: z.array(z.string()),
  /** Lines above the header row (the bank's account details), skipped. */
  preamble: z.number().int().nonnegative(),
  /** Rows below it that credit nothing (debits, balances, totals), left out. */
  skippedLines: z.number().int().nonnegative(),
  /** When this very file was reconciled before with these same columns, and by whom. */
  alreadyUploaded: z.object({ at: isoInstant, by: z.string() }).nullable(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** POST /api/admin/reconciliation/preview: the statement's header row and first lines, read by the server. */
export const statementPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  preamble: z.number().int().nonnegative(),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;
