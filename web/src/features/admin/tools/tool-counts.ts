// The counts the power tools' confirmations state, worked out from what the page shows.
import type { ReviewStatus } from '@domain/review-status';
import type { CoverageReport } from '@domain/api/paper-coverage';
import type { ReconciliationReport } from '@domain/api/reconciliation';

/** The registrations the server reminds: each one that named a paper still uncovered, once. */
export function registrantsToRemind(report: CoverageReport): string[] {
  const ids = report.papers
    .filter((paper) => !paper.covered)
    .flatMap((paper) => paper.registrations.map((registration) => registration.id));
  return [...new Set(ids)];
}

export type BulkAction = 'verify' | 'remind';

/** Which of the selected rows the action applies to; the server refuses the others and says why. */
export function affectedBy(action: BulkAction, status: ReviewStatus): boolean {
  return action === 'verify'
    ? status === 'proof-under-verification'
    : status === 'awaiting-payment' || status === 'proof-rejected';
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The report in a sentence: every list's count, what was left out and the columns read. */
export function reconciliationSummary(report: ReconciliationReport): string {
  const lists = [
    `${report.matched.length} matched`,
    `${report.needsLook.length} to look at`,
    count(report.unmatchedLines.length, 'credit naming no registration', 'credits naming no registration'),
    count(report.otherCredits.length, 'other credit', 'other credits'),
  ].join(', ');
  const proofs = count(report.unmatchedRegistrations.length, 'registration', 'registrations');
  const noLine = report.unmatchedRegistrations.length === 1 ? 'has no line' : 'have no line';
  const skipped = [
    report.preamble > 0
      ? count(report.preamble, 'line of the bank’s above the table', 'lines of the bank’s above the table')
      : '',
    report.skippedLines > 0
      ? count(
          report.skippedLines,
          'line that credits nothing (a debit, a balance, a total)',
          'lines that credit nothing (debits, balances, totals)',
        )
      : '',
  ].filter(Boolean);
  return (
    `${lists}; ${proofs} with a proof ${noLine}.` +
    (skipped.length > 0 ? ` Left out: ${skipped.join(' and ')}.` : '') +
    ` Columns used: “${report.columns.referenceHeader}” and “${report.columns.amountHeader}”.`
  );
}
