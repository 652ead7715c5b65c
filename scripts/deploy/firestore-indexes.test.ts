import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filteredQuery, pageQuery, TABLE_FILTERS, TABLE_ORDER_FIELD } from '../../functions/src/services/admin-queries';
import { indexCheck } from './checks';
import { indexProblems, requiredIndex, scanQueries, type Clause, type FirestoreIndexes } from './firestore-indexes';
import { loadRepository } from './repository';
import { readSourceTree } from './source-scan';
import { RecordedQuery, tableQueryShapes } from './table-queries';

const eq = (field: string): Clause => ({ kind: 'where', field, op: '==' });
const by = (field: string, direction: 'asc' | 'desc' = 'asc'): Clause => ({ kind: 'orderBy', field, direction });

/** A throwaway source tree of one file, for the scanner. */
function treeOf(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-src-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'service.ts'), source);
  return { tree: readSourceTree(join(dir, 'src'), dir), file: join(dir, 'src', 'service.ts') };
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('deploy check 4: Firestore’s rule for composite indexes', () => {
  it('needs none for equality filters alone, or one order', () => {
    expect(requiredIndex([eq('a'), { kind: 'where', field: 'b', op: 'array-contains' }])).toBeUndefined();
    expect(requiredIndex([by('a', 'desc')])).toBeUndefined();
    expect(requiredIndex([by('a'), { kind: 'where', field: 'a', op: '>' }])).toBeUndefined();
  });

  it('needs the equality fields, then the ordered ones in their direction', () => {
    expect(requiredIndex([eq('a'), { kind: 'where', field: 'b', op: 'array-contains' }, by('c', 'desc')])).toEqual([
      { fieldPath: 'a', kind: 'equality' },
      { fieldPath: 'b', kind: 'contains' },
      { fieldPath: 'c', kind: 'sort', order: 'DESCENDING' },
    ]);
    expect(requiredIndex([by('a'), by('b', 'desc')])).toHaveLength(2);
    expect(requiredIndex([{ kind: 'where', field: 'a', op: '<' }, by('b')])).toHaveLength(2);
  });

  it('matches an index only with the same fields, order and direction', () => {
    const shape = { collection: 'c', clauses: [eq('a'), by('b', 'desc')], at: 'here' };
    const index = (order: 'ASCENDING' | 'DESCENDING'): FirestoreIndexes => ({
      indexes: [
        {
          collectionGroup: 'c',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'a', order: 'ASCENDING' },
            { fieldPath: 'b', order },
          ],
        },
      ],
    });
    expect(indexProblems([shape], index('DESCENDING'))).toEqual([]);
    expect(indexProblems([shape], index('ASCENDING'))).toEqual([
      'c: a ==, order by b desc (here) needs the composite index (a ASCENDING, b DESCENDING) in firestore.indexes.json',
    ]);
    expect(indexProblems([{ ...shape, collection: 'other' }], index('DESCENDING'))).toHaveLength(1);
  });
});

describe('deploy check 4: the function’s queries against firestore.indexes.json', () => {
  const repo = loadRepository();

  it('passes on the repository', () => {
    expect(indexCheck(repo).problems).toEqual([]);
  });

  it('names each query’s collection in its details, or says that the caller names it', () => {
    const details = indexCheck(repo).details ?? [];
    expect(details.length).toBeGreaterThan(0);
    for (const line of details) expect(line).not.toMatch(/^undefined:/);
  });

  it('runs the admin table’s own builders: each filter, alone and combined, in both directions, with a cursor', () => {
    const shapes = tableQueryShapes('registrations', 'admin-queries');
    expect(shapes).toHaveLength(2 ** TABLE_FILTERS.length * 5);
    for (const { field } of TABLE_FILTERS) {
      for (const direction of ['asc', 'desc'] as const) {
        expect(shapes).toContainEqual(
          expect.objectContaining({ clauses: [expect.objectContaining({ field }), by(TABLE_ORDER_FIELD, direction)] }),
        );
      }
    }
  });

  it('records what the builders really do: filters in order, the cursor as a range on the sort field', () => {
    const recorder = new RecordedQuery();
    const all = Object.fromEntries(TABLE_FILTERS.map((f) => [f.param, 'x']));
    expect(filteredQuery(recorder, all).clauses.map((c) => c.field)).toEqual(TABLE_FILTERS.map((f) => f.field));
    expect(pageQuery(recorder, { order: 'desc' }, 'last').clauses).toEqual([
      by(TABLE_ORDER_FIELD, 'desc'),
      { kind: 'where', field: TABLE_ORDER_FIELD, op: '<' },
    ]);
  });

  it('fails when an index the admin table needs is missing, naming it', () => {
    const [dropped, ...kept] = repo.indexes.indexes ?? [];
    expect(dropped).toBeDefined();
    const problems = indexCheck({ ...repo, indexes: { ...repo.indexes, indexes: kept } }).problems;
    const fields = dropped?.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', ');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.includes(`needs the composite index (${fields})`))).toBe(true);
  });

  it('finds a query written out anywhere in the source, and the collection it reads', () => {
    const { tree, file } = treeOf(`
      const items = () => db().collection('items');
      export const recent = (owner: string) => items().where('owner', '==', owner).orderBy('at', 'desc').limit(5).get();
      export const all = () => items().orderBy('at').get();
    `);
    const scanned = scanQueries(tree, join(file, 'none'));
    expect(scanned.unreadable).toEqual([]);
    expect(scanned.shapes.map((s) => [s.collection, s.clauses])).toEqual([
      ['items', [eq('owner'), by('at', 'desc')]],
      ['items', [by('at')]],
    ]);
    expect(indexProblems(scanned.shapes, {})).toEqual([
      expect.stringMatching(
        /^items: owner ==, order by at desc .* needs the composite index \(owner ASCENDING, at DESCENDING\)/,
      ),
    ]);
  });

  it('refuses a query built up in steps outside the declared builder', () => {
    const { tree, file } = treeOf(`
      export function search(status?: string) {
        let query = db().collection('items').orderBy('at');
        if (status) query = query.where('status', '==', status);
        return query.get();
      }
    `);
    expect(scanQueries(tree, join(file, 'none')).unreadable).toHaveLength(1);
    expect(scanQueries(tree, file).unreadable).toEqual([]);
  });
});
