// The administrators' registrations table: filtered, sorted and paginated in Firestore, so it
// stays fast with thousands of registrations (the browser never loads them all).
import type { Query } from 'firebase-admin/firestore';
import { REVIEW_STATUSES, type ReviewStatus } from '../domain/review-status';
import type { TierId } from '../domain/tiers';
import { normalizeSearch, registrations, type RegistrationRecord } from './registrations';

export interface RegistrationFilter {
  status?: ReviewStatus | undefined;
  tier?: TierId | undefined;
  /** An id, e-mail, name or payment reference, matched exactly (case-insensitive). */
  q?: string | undefined;
  order: 'asc' | 'desc';
}

function filtered(filter: Omit<RegistrationFilter, 'order'>): Query<RegistrationRecord> {
  let query: Query<RegistrationRecord> = registrations();
  if (filter.status) query = query.where('reviewStatus', '==', filter.status);
  if (filter.tier) query = query.where('registrationTier', '==', filter.tier);
  if (filter.q) query = query.where('searchKeys', 'array-contains', normalizeSearch(filter.q));
  return query;
}

export function sortedQuery(filter: RegistrationFilter): Query<RegistrationRecord> {
  return filtered(filter).orderBy('sortKey', filter.order);
}

/**
 * A page after the cursor (the last row's sortKey). The cursor is a range filter on the unique
 * sortKey rather than startAfter(): it pages identically on Firestore and on the suite's
 * stand-in, which ignores query cursors.
 */
export async function registrationPage(
  filter: RegistrationFilter,
  pageSize: number,
  after: string | undefined,
): Promise<{ items: RegistrationRecord[]; nextCursor: string | null }> {
  let query = sortedQuery(filter);
  if (after) query = query.where('sortKey', filter.order === 'desc' ? '<' : '>', after);
  // One extra document tells whether another page exists.
  const snapshot = await query.limit(pageSize + 1).get();
  const items = snapshot.docs.slice(0, pageSize).map((doc) => doc.data());
  return { items, nextCursor: snapshot.size > pageSize ? (items[items.length - 1]?.sortKey ?? null) : null };
}

/** How many registrations each status holds under the current tier and search filters. */
export async function statusCounts(
  filter: Omit<RegistrationFilter, 'order' | 'status'>,
): Promise<Record<ReviewStatus, number>> {
  const counts = await Promise.all(
    REVIEW_STATUSES.map(async (status) => {
      const snapshot = await filtered({ ...filter, status })
        .count()
        .get();
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ReviewStatus, number>;
}
