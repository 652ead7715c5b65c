import { describe, expect, it } from 'vitest';
import { tableCounts, tablePage, type TableRow } from './admin-table';
import { REVIEW_STATUSES } from './review-status';

// Rows in no particular order, with every status, some flagged; sortKeys as the API stores them.
const rows: TableRow[] = Array.from({ length: 23 }, (_, index) => {
  const at = new Date(Date.UTC(2025, 9, 1, 0, (index * 37) % 23)).toISOString();
  const id = `ICEI25-ROW${String(index).padStart(2, '0')}`;
  return {
    id,
    sortKey: `${at}|${id}`,
    reviewStatus: REVIEW_STATUSES[index % REVIEW_STATUSES.length] ?? 'email-unverified',
    cancellationRequested: index % 4 === 0,
    ieeeToCheck: index % 5 === 0,
  };
});
const keyOf = new Map(rows.map((row) => [row.id, row.sortKey]));

/** Every page from the first, following each page's cursor. */
function allPages(options: Omit<Parameters<typeof tablePage>[1], 'after'>): string[][] {
  const pages: string[][] = [];
  let after: string | undefined;
  do {
    const page = tablePage(rows, { ...options, after });
    pages.push(page.ids);
    after = page.nextCursor ?? undefined;
    if (pages.length > rows.length) throw new Error('the cursor never ends');
  } while (after !== undefined);
  return pages;
}

describe('the table over rows already read', () => {
  it('counts every row once under its status, whatever the page shows', () => {
    const { counts, cancellationRequested, ieeeToCheck } = tableCounts(rows);
    expect(Object.keys(counts).sort()).toEqual([...REVIEW_STATUSES].sort());
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(rows.length);
    for (const status of REVIEW_STATUSES) {
      expect(counts[status]).toBe(rows.filter((row) => row.reviewStatus === status).length);
    }
    expect(cancellationRequested).toBe(rows.filter((row) => row.cancellationRequested).length);
    expect(ieeeToCheck).toBe(rows.filter((row) => row.ieeeToCheck).length);
    expect(tableCounts([]).counts['payment-verified']).toBe(0);
  });

  it('pages through every row once, newest or oldest first, the last page without a cursor', () => {
    for (const order of ['desc', 'asc'] as const) {
      for (const pageSize of [1, 2, 5, 22, 23, 100]) {
        const pages = allPages({ order, pageSize });
        const seen = pages.flat();
        expect(new Set(seen).size, `${order}, ${pageSize} a page`).toBe(rows.length);
        const keys = seen.map((id) => keyOf.get(id) ?? '');
        const sorted = [...keys].sort();
        expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
        expect(pages.every((page) => page.length <= pageSize)).toBe(true);
        expect(pages.length).toBe(Math.max(1, Math.ceil(rows.length / pageSize)));
      }
    }
  });

  it("pages through one status's rows only", () => {
    const status = 'proof-under-verification';
    const seen = allPages({ order: 'desc', pageSize: 2, status }).flat();
    expect(seen.sort()).toEqual(
      rows
        .filter((row) => row.reviewStatus === status)
        .map((row) => row.id)
        .sort(),
    );
  });

  it('starts after a cursor that is no row of it, as a range does', () => {
    const middle = [...rows].sort((a, b) => a.sortKey.localeCompare(b.sortKey))[11]?.sortKey ?? '';
    const between = `${middle}~`;
    const newer = tablePage(rows, { order: 'asc', pageSize: 100, after: between }).ids;
    const older = tablePage(rows, { order: 'desc', pageSize: 100, after: between }).ids;
    expect(newer.length + older.length).toBe(rows.length);
    expect(newer.every((id) => (keyOf.get(id) ?? '') > between)).toBe(true);
    expect(older.every((id) => (keyOf.get(id) ?? '') < between)).toBe(true);
    expect(tablePage([], { order: 'desc', pageSize: 10 })).toEqual({ ids: [], nextCursor: null });
  });
});
