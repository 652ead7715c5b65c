// The counts the power tools' confirmations state, worked out from what the page shows.
import type { ReviewStatus } from '@domain/review-status';
import type { CoverageReport } from '@domain/api/paper-coverage';

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
