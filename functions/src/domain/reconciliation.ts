// Matching the bank's collection report against registrations: pure, so the rules are tested
// line by line and the server only reads files and writes results.
import { z } from 'zod';

export const statementLineSchema = z.object({
  /** 1-based row in the uploaded file (after the header), as the organiser sees it in a spreadsheet. */
  lineNumber: z.number(),
  reference: z.string(),
  amount: z.number().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const reconcilableRegistrationSchema = z.object({
  id: z.string(),
  paymentReferenceId: z.string(),
  totalAmount: z.number(),
  paymentVerified: z.boolean(),
});
export type ReconcilableRegistration = z.infer<typeof reconcilableRegistrationSchema>;

export const MATCH_KINDS = ['exact', 'normalised'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const NEEDS_LOOK_REASONS = ['amount-differs', 'several-registrations', 'line-repeated'] as const;

export const reconciliationSchema = z.object({
  matched: z.array(
    z.object({ line: statementLineSchema, registration: reconcilableRegistrationSchema, kind: z.enum(MATCH_KINDS) }),
  ),
  needsLook: z.array(
    z.object({
      line: statementLineSchema,
      registrations: z.array(reconcilableRegistrationSchema),
      reason: z.enum(NEEDS_LOOK_REASONS),
    }),
  ),
  unmatchedLines: z.array(statementLineSchema),
  /** Proofs under verification that no line of the statement pays. */
  unmatchedRegistrations: z.array(reconcilableRegistrationSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

const REFERENCE_HEADER = /(ref|utr|transaction|txn|challan)/i;
const AMOUNT_HEADER = /(amount|amt|paid|credit)/i;

/** The columns a header row most likely means; the organiser confirms or changes the guess. */
export function guessColumns(headers: readonly string[]): { reference: number | null; amount: number | null } {
  const find = (pattern: RegExp) => {
    const index = headers.findIndex((header) => pattern.test(header));
    return index === -1 ? null : index;
  };
  return { reference: find(REFERENCE_HEADER), amount: find(AMOUNT_HEADER) };
}

/** Case, spaces and separators, and leading zeros do not distinguish two references. */
export function normaliseReference(reference: string): string {
  return reference
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^0+(?=.)/, '');
}

/** "₹ 14,160.00", "INR 14160", "14,160" → 14160; anything else → null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/₹|INR|Rs\.?|,|\s/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function reconcile(
  lines: readonly StatementLine[],
  registrations: readonly ReconcilableRegistration[],
): Reconciliation {
  const result: Reconciliation = { matched: [], needsLook: [], unmatchedLines: [], unmatchedRegistrations: [] };
  const paid = new Set<string>();
  const seenReferences = new Set<string>();

  for (const line of lines) {
    const key = normaliseReference(line.reference);
    if (key === '') continue;
    const exact = registrations.filter(
      (registration) => registration.paymentReferenceId.trim() === line.reference.trim(),
    );
    const candidates =
      exact.length > 0 ? exact : registrations.filter((r) => normaliseReference(r.paymentReferenceId) === key);
    if (candidates.length === 0) {
      result.unmatchedLines.push(line);
      continue;
    }
    for (const candidate of candidates) paid.add(candidate.id);
    if (seenReferences.has(key)) {
      result.needsLook.push({ line, registrations: candidates, reason: 'line-repeated' });
      continue;
    }
    seenReferences.add(key);
    const [only] = candidates;
    if (candidates.length > 1 || !only) {
      result.needsLook.push({ line, registrations: candidates, reason: 'several-registrations' });
    } else if (line.amount !== only.totalAmount) {
      result.needsLook.push({ line, registrations: candidates, reason: 'amount-differs' });
    } else {
      result.matched.push({ line, registration: only, kind: exact.length > 0 ? 'exact' : 'normalised' });
    }
  }
  result.unmatchedRegistrations = registrations.filter((r) => !r.paymentVerified && !paid.has(r.id));
  return result;
}
