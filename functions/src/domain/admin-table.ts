// The administrators' registrations table over rows already read: the counts per status and one
// page, as Firestore's count() queries and its sorted, cursor-paged query give them for the same
// rows (services/admin-queries.ts reads a search's matches once and asks this for both).
import { REVIEW_STATUSES, type ReviewStatus } from './review-status';

/** What the table's counts and order need of a registration. */
export interface TableRow {
  id: string;
  /** Unique and time-ordered ("2025-10-20T05:30:00.000Z|ICEI25-…"): the order and the page cursor. */
  sortKey: string;
  reviewStatus: ReviewStatus;
  cancellationRequested: boolean;
  ieeeToCheck: boolean;
}

export interface TableCounts {
  /** Per status, whatever status the table is filtered by: the statuses' counts add up to the rows. */
  counts: Record<ReviewStatus, number>;
  cancellationRequested: number;
  ieeeToCheck: number;
}

export function tableCounts(rows: readonly TableRow[]): TableCounts {
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as Record<ReviewStatus, number>;
  let cancellationRequested = 0;
  let ieeeToCheck = 0;
  for (const row of rows) {
    counts[row.reviewStatus] += 1;
    if (row.cancellationRequested) cancellationRequested += 1;
    if (row.ieeeToCheck) ieeeToCheck += 1;
  }
  return { counts, cancellationRequested, ieeeToCheck };
}

/**
 * The IDs of one page: the rows of `status` (any, if none), newest or oldest first, after the
 * cursor; and the cursor of the next page (the last row's sortKey), or null on the last. sortKeys
 * are ASCII, so comparing them here orders them as Firestore does.
 */
export function tablePage(
  rows: readonly TableRow[],
  options: { status?: ReviewStatus | undefined; order: 'asc' | 'desc'; after?: string | undefined; pageSize: number },
): { ids: string[]; nextCursor: string | null } {
  const { status, order, after, pageSize } = options;
  const ascending = order === 'asc';
  const beyond = (key: string) => after === undefined || (ascending ? key > after : key < after);
  const matching = rows
    .filter((row) => (status === undefined || row.reviewStatus === status) && beyond(row.sortKey))
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0) * (ascending ? 1 : -1));
  const page = matching.slice(0, pageSize);
  return {
    ids: page.map((row) => row.id),
    nextCursor: matching.length > pageSize ? (page.at(-1)?.sortKey ?? null) : null,
  };
}
