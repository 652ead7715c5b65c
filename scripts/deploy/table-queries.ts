// The administrators' table builds its queries from filters chosen at run time, so no single line
// of source shows them. Its own builders are run here against a recorder instead of Firestore,
// with every combination of its filters, both sort directions, with and without a page cursor.
import { join } from 'node:path';
import ts from 'typescript';
import {
  filteredQuery,
  pageQuery,
  TABLE_FILTERS,
  type RegistrationFilter,
  type TableQuery,
} from '../../functions/src/services/admin-queries';
import type { Clause, QueryShape } from './firestore-indexes';
import { collectionOf, forEachNode, type SourceTree } from './source-scan';

export const TABLE_BUILDER_FILE = 'functions/src/services/admin-queries.ts';

/** Stands in for a Firestore query and keeps the clauses applied to it. */
export class RecordedQuery implements TableQuery<RecordedQuery> {
  constructor(readonly clauses: Clause[] = []) {}
  where(field: string, op: string): RecordedQuery {
    return new RecordedQuery([...this.clauses, { kind: 'where', field, op }]);
  }
  orderBy(field: string, direction: 'asc' | 'desc'): RecordedQuery {
    return new RecordedQuery([...this.clauses, { kind: 'orderBy', field, direction }]);
  }
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

/** The collection the builders are given: the first argument at the service's own call sites. */
export function tableCollection(tree: SourceTree, builderPath: string): string[] {
  const builders = new Set([filteredQuery.name, pageQuery.name]);
  const found = new Set<string>();
  forEachNode(tree, (node) => {
    if (node.getSourceFile().fileName !== builderPath || !ts.isCallExpression(node)) return;
    const [base] = node.arguments;
    if (!ts.isIdentifier(node.expression) || !builders.has(node.expression.text) || !base) return;
    const collection = collectionOf(tree, base);
    if (collection) found.add(collection);
  });
  return [...found];
}

export function tableQueryShapes(collection: string | undefined, at: string): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const chosen of subsets(TABLE_FILTERS.map((filter) => filter.param))) {
    // Any non-empty value applies a filter; the recorder keeps only fields and operators.
    const filter = Object.fromEntries(chosen.map((param) => [param, 'x'])) as Omit<RegistrationFilter, 'order'>;
    shapes.push({ collection, clauses: filteredQuery(new RecordedQuery(), filter).clauses, at });
    for (const order of ['asc', 'desc'] as const) {
      for (const after of [undefined, 'cursor']) {
        shapes.push({ collection, clauses: pageQuery(new RecordedQuery(), { ...filter, order }, after).clauses, at });
      }
    }
  }
  return shapes;
}

export function tableShapesFromSource(tree: SourceTree): { shapes: QueryShape[]; problems: string[] } {
  const collections = tableCollection(tree, join(tree.root, TABLE_BUILDER_FILE));
  if (collections.length !== 1) {
    return {
      shapes: [],
      problems: [`${TABLE_BUILDER_FILE}: the table's collection is ${collections.join(', ') || 'not readable'}`],
    };
  }
  return { shapes: tableQueryShapes(collections[0], TABLE_BUILDER_FILE), problems: [] };
}
