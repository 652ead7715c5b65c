// Check 4: every query the function makes has the composite index Firestore demands for it.
// Firestore's rule, as the check applies it: equality filters alone are served by merging
// single-field indexes; an equality filter plus an order (or range) on another field, or orders
// and ranges on more than one field, need a composite index of the equality fields (array-contains
// as CONTAINS), in the query's order, followed by the ordered fields in their direction.
import ts from 'typescript';
import {
  collectionOf,
  declarationOf,
  forEachNode,
  literalText,
  methodName,
  QUERY_METHODS,
  receiverOf,
  where,
  type SourceTree,
} from './source-scan';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface FirestoreIndexes {
  indexes?: { collectionGroup: string; queryScope?: string; fields: IndexField[] }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

export type Clause =
  { kind: 'where'; field: string; op: string } | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' };

export interface QueryShape {
  /** Undefined when the check cannot tell the collection. */
  collection: string | undefined;
  clauses: Clause[];
  /** Where the query is built, for messages. */
  at: string;
}

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);

type RequiredField =
  | { fieldPath: string; kind: 'equality' }
  | { fieldPath: string; kind: 'contains' }
  | { fieldPath: string; kind: 'sort'; order: 'ASCENDING' | 'DESCENDING' };

/** The composite index a query needs, or undefined when single-field indexes serve it. */
export function requiredIndex(clauses: Clause[]): RequiredField[] | undefined {
  const filters: RequiredField[] = [];
  const sorts: RequiredField[] = [];
  const add = (list: RequiredField[], field: RequiredField) => {
    if (![...filters, ...sorts].some((f) => f.fieldPath === field.fieldPath)) list.push(field);
  };
  for (const clause of clauses) {
    if (clause.kind === 'orderBy') continue;
    if (EQUALITY.has(clause.op)) add(filters, { fieldPath: clause.field, kind: 'equality' });
    else if (CONTAINS.has(clause.op)) add(filters, { fieldPath: clause.field, kind: 'contains' });
  }
  // A range orders by its field first (ascending unless an orderBy says otherwise), then the orderBys.
  for (const clause of clauses) {
    if (clause.kind === 'where' && !EQUALITY.has(clause.op) && !CONTAINS.has(clause.op)) {
      const ordered = clauses.find((c) => c.kind === 'orderBy' && c.field === clause.field);
      const descending = ordered?.kind === 'orderBy' && ordered.direction === 'desc';
      add(sorts, { fieldPath: clause.field, kind: 'sort', order: descending ? 'DESCENDING' : 'ASCENDING' });
    }
  }
  for (const clause of clauses) {
    if (clause.kind === 'orderBy') {
      add(sorts, {
        fieldPath: clause.field,
        kind: 'sort',
        order: clause.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      });
    }
  }
  const needed = (filters.length > 0 && sorts.length > 0) || sorts.length > 1;
  return needed ? [...filters, ...sorts] : undefined;
}

function matches(fields: IndexField[], required: RequiredField[]): boolean {
  return (
    fields.length === required.length &&
    required.every((want, i) => {
      const have = fields[i];
      if (!have || have.fieldPath !== want.fieldPath) return false;
      if (want.kind === 'contains') return have.arrayConfig === 'CONTAINS';
      // Either direction serves an equality filter.
      if (want.kind === 'equality') return have.order !== undefined;
      return have.order === want.order;
    })
  );
}

export const describeClauses = (clauses: Clause[]) =>
  clauses.map((c) => (c.kind === 'where' ? `${c.field} ${c.op}` : `order by ${c.field} ${c.direction}`)).join(', ');

const describeIndex = (fields: RequiredField[]) =>
  fields
    .map((f) =>
      f.kind === 'contains'
        ? `${f.fieldPath} CONTAINS`
        : f.kind === 'sort'
          ? `${f.fieldPath} ${f.order}`
          : `${f.fieldPath} ASCENDING`,
    )
    .join(', ');

export function indexProblems(shapes: QueryShape[], indexes: FirestoreIndexes): string[] {
  const problems: string[] = [];
  for (const shape of shapes) {
    const required = requiredIndex(shape.clauses);
    if (!required) continue;
    if (!shape.collection) {
      problems.push(
        `${shape.at}: ${describeClauses(shape.clauses)} needs a composite index, on a collection the check cannot tell`,
      );
      continue;
    }
    const found = (indexes.indexes ?? []).some(
      (index) =>
        index.collectionGroup === shape.collection &&
        (index.queryScope ?? 'COLLECTION') === 'COLLECTION' &&
        matches(index.fields, required),
    );
    if (!found) {
      problems.push(
        `${shape.collection}: ${describeClauses(shape.clauses)} (${shape.at}) needs the composite index (${describeIndex(required)}) in firestore.indexes.json`,
      );
    }
  }
  return problems;
}

/** The queries written out in the source: chains of .where()/.orderBy() with literal fields. */
export interface ScannedQueries {
  shapes: QueryShape[];
  /** Chains whose fields are not literals, or built up in steps, outside the declared builder. */
  unreadable: string[];
}

function isChainLink(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && QUERY_METHODS.has(methodName(node) ?? '');
}

/** A query assembled across statements (`let q = …; q = q.where(…)`) cannot be read chain by chain. */
function builtInSteps(tree: SourceTree, base: ts.Expression): boolean {
  if (!ts.isIdentifier(base)) return false;
  const declaration = declarationOf(tree, base, base.text);
  if (!declaration || !ts.isVariableDeclaration(declaration)) return false;
  const isLet = (declaration.parent.flags & ts.NodeFlags.Let) !== 0;
  return isLet || (declaration.initializer !== undefined && isChainLink(declaration.initializer));
}

export function scanQueries(tree: SourceTree, builderFile: string): ScannedQueries {
  const shapes: QueryShape[] = [];
  const unreadable: string[] = [];
  forEachNode(tree, (node) => {
    if (!isChainLink(node)) return;
    // Only the outermost link of a chain starts one.
    const parentCall = node.parent.parent;
    if (ts.isPropertyAccessExpression(node.parent) && parentCall && isChainLink(parentCall)) return;
    const clauses: Clause[] = [];
    let readable = true;
    let link: ts.Expression = node;
    while (isChainLink(link)) {
      const method = methodName(link);
      const [first, second] = link.arguments;
      const field = literalText(first);
      if (method === 'where') {
        const op = literalText(second);
        if (field === undefined || op === undefined) readable = false;
        else clauses.unshift({ kind: 'where', field, op });
      } else if (method === 'orderBy') {
        const direction = second === undefined ? 'asc' : literalText(second);
        if (field === undefined || (direction !== 'asc' && direction !== 'desc')) readable = false;
        else clauses.unshift({ kind: 'orderBy', field, direction });
      }
      link = receiverOf(link) as ts.Expression;
    }
    if (readable && clauses.length === 0) return;
    if (readable && !builtInSteps(tree, link))
      shapes.push({ collection: collectionOf(tree, link), clauses, at: where(tree, node) });
    // The declared builder's queries are read by running it (table-queries.ts).
    else if (node.getSourceFile().fileName !== builderFile) unreadable.push(where(tree, node));
  });
  return { shapes, unreadable };
}
