// The administrators' registrations table: filtered, sorted and paginated in Firestore, so it
// stays fast with thousands of registrations (the browser never loads them all).
import type { DocumentSnapshot, Query, WhereFilterOp } from 'firebase-admin/firestore';
import { searchTermsFor } from '../domain/admin-search';
import { tableCounts, tablePage, type TableCounts } from '../domain/admin-table';
import { REVIEW_STATUSES, type ReviewStatus } from '../domain/review-status';
import type { TierId } from '../domain/tiers';
import { registrations, selectFields } from './collections';
import { firestore } from './firebase';
import type { RegistrationRecord } from './registrations';

export interface RegistrationFilter {
  status?: ReviewStatus | undefined;
  tier?: TierId | undefined;
  /** Only those whose cancellation request awaits a decision (services/cancellations.ts). */
  cancellation?: 'requested' | undefined;
  /** Only those with an IEEE membership still to be checked (services/ieee-review.ts). */
  ieee?: 'to-check' | undefined;
  /** An id, e-mail, name or payment reference, whole or its start (domain/admin-search). */
  q?: string | undefined;
  order: 'asc' | 'desc';
}

/**
 * The table's filters, in the order its queries apply them, and the field it sorts and pages by.
 * The deploy check (scripts/deploy) builds every combination through filteredQuery and pageQuery
 * below and requires a composite index in firestore.indexes.json for each that needs one.
 */
export const TABLE_FILTERS = [
  { param: 'status', field: 'reviewStatus', op: '==' },
  { param: 'tier', field: 'registrationTier', op: '==' },
  // A request's state, set when it is made and changed when it is decided: a decided one leaves.
  { param: 'cancellation', field: 'cancellation.state', op: '==' },
  // Set while any membership the registration claims awaits an administrator's check (true only).
  { param: 'ieee', field: 'ieeeMembershipToCheck', op: '==' },
  // The typed text in its few spellings (as typed, without accents, without punctuation, as an ID fragment).
  { param: 'q', field: 'searchKeys', op: 'array-contains-any' },
] as const satisfies readonly {
  param: keyof Omit<RegistrationFilter, 'order'>;
  field: keyof RegistrationRecord | `${keyof RegistrationRecord}.${string}`;
  op: WhereFilterOp;
}[];
export const TABLE_ORDER_FIELD = 'sortKey' satisfies keyof RegistrationRecord;

/** What the table's queries use of a Firestore query (the deploy check passes a recorder). */
export interface TableQuery<Q> {
  where(field: string, op: WhereFilterOp, value: unknown): Q;
  orderBy(field: string, direction: 'asc' | 'desc'): Q;
}

const table = (): Query<RegistrationRecord> => registrations();

/** The value a filter compares its field with: the search's spellings, the flag, or the value itself. */
function valueOf(param: (typeof TABLE_FILTERS)[number]['param'], filter: Omit<RegistrationFilter, 'order'>) {
  if (param === 'q') return searchTermsFor(filter.q ?? '');
  if (param === 'ieee') return filter.ieee ? true : undefined;
  return filter[param];
}

export function filteredQuery<Q extends TableQuery<Q>>(base: Q, filter: Omit<RegistrationFilter, 'order'>): Q {
  let query = base;
  for (const { param, field, op } of TABLE_FILTERS) {
    const value = valueOf(param, filter);
    if (Array.isArray(value) ? value.length > 0 : value) query = query.where(field, op, value);
  }
  return query;
}

/**
 * Sorted, and after the cursor (the last row's sortKey) when there is one. sortKey is unique, so
 * a range filter on it pages exactly as startAfter() would, and the cursor stays a plain string.
 */
export function pageQuery<Q extends TableQuery<Q>>(base: Q, filter: RegistrationFilter, after?: string): Q {
  const sorted = filteredQuery(base, filter).orderBy(TABLE_ORDER_FIELD, filter.order);
  return after ? sorted.where(TABLE_ORDER_FIELD, filter.order === 'desc' ? '<' : '>', after) : sorted;
}

export function sortedQuery(filter: RegistrationFilter): Query<RegistrationRecord> {
  return pageQuery(table(), filter);
}

/** One page of the table, and the cursor of the next (null on the last). */
interface TablePage {
  items: RegistrationRecord[];
  nextCursor: string | null;
}

/** A page of the table after the cursor. */
async function registrationPage(
  filter: RegistrationFilter,
  pageSize: number,
  after: string | undefined,
): Promise<TablePage> {
  const query = pageQuery(table(), filter, after);
  // One extra document tells whether another page exists.
  const snapshot = await query.limit(pageSize + 1).get();
  const items = snapshot.docs.slice(0, pageSize).map((doc) => doc.data());
  return { items, nextCursor: snapshot.size > pageSize ? (items[items.length - 1]?.sortKey ?? null) : null };
}

const countOf = async (filter: Omit<RegistrationFilter, 'order'>) =>
  (await filteredQuery(table(), filter).count().get()).data().count;

/**
 * How many registrations each status holds under the current filters but the status (so the
 * statuses' counts add up to what the table matches), and how many of them, under the other
 * filters, have a cancellation request awaiting a decision and an IEEE membership to check.
 */
async function statusCounts(filter: Omit<RegistrationFilter, 'order' | 'status'>): Promise<TableCounts> {
  const [cancellationRequested, ieeeToCheck, ...counts] = await Promise.all([
    countOf({ ...filter, cancellation: 'requested' }),
    countOf({ ...filter, ieee: 'to-check' }),
    ...REVIEW_STATUSES.map(async (status) => [status, await countOf({ ...filter, status })] as const),
  ]);
  return { counts: Object.fromEntries(counts) as Record<ReviewStatus, number>, cancellationRequested, ieeeToCheck };
}

/**
 * The matches of a search whose statuses are read and counted here, at most: one query instead of
 * a sorted page and eight count() queries, each of which must find the typed text among every
 * registration's search keys. A search that matches more (two letters of every ID) is counted by
 * Firestore as a table without one is.
 */
export const SEARCH_ROWS_COUNTED_HERE = 500;

type SearchRow = Pick<RegistrationRecord, 'sortKey' | 'reviewStatus' | 'cancellation' | 'ieeeMembershipToCheck'>;

/** A search's page and counts from one read of its matches, or null when they are too many to read. */
async function searchedTable(
  filter: RegistrationFilter,
  pageSize: number,
  after: string | undefined,
): Promise<(TablePage & TableCounts) | null> {
  const { status, order, ...others } = filter;
  const matches = await selectFields<SearchRow>(
    filteredQuery(table(), others),
    'sortKey',
    'reviewStatus',
    'cancellation',
    'ieeeMembershipToCheck',
  )
    .limit(SEARCH_ROWS_COUNTED_HERE + 1)
    .get();
  if (matches.size > SEARCH_ROWS_COUNTED_HERE) return null;
  const rows = matches.docs.map((doc) => {
    const row = doc.data();
    return {
      id: doc.id,
      sortKey: row.sortKey,
      reviewStatus: row.reviewStatus,
      cancellationRequested: row.cancellation?.state === 'requested',
      ieeeToCheck: row.ieeeMembershipToCheck === true,
    };
  });
  const { ids, nextCursor } = tablePage(rows, { status, order, after, pageSize });
  const read = ids.length > 0 ? await firestore().getAll(...ids.map((id) => registrations().doc(id))) : [];
  // A registration erased between the two reads is left out of the page.
  const items = read.flatMap((snapshot) => {
    const record = (snapshot as DocumentSnapshot<RegistrationRecord>).data();
    return record ? [record] : [];
  });
  return { items, nextCursor, ...tableCounts(rows) };
}

/**
 * A page of the table after the cursor, with the counts per status under the filters but the
 * status, and how many of those rows have a cancellation request awaiting a decision and an IEEE
 * membership to check.
 */
export async function registrationTable(
  filter: RegistrationFilter,
  pageSize: number,
  after: string | undefined,
): Promise<TablePage & TableCounts> {
  const searched = filter.q ? await searchedTable(filter, pageSize, after) : null;
  if (searched) return searched;
  const { status: _status, order: _order, ...others } = filter;
  const [page, counts] = await Promise.all([registrationPage(filter, pageSize, after), statusCounts(others)]);
  return { ...page, ...counts };
}
