// Every document write in the function's source: ref.set/create/update(data) and
// batch|tx.set/create/update(ref, data), with the collection of the document and the top-level
// fields of the data when it is an object literal.
import ts from 'typescript';
import { collectionOf, forEachNode, methodName, receiverOf, where, type SourceTree } from './source-scan';

const WRITES = new Set(['set', 'create', 'update']);

export interface DocumentWrite {
  /** Undefined when the check cannot tell the collection. */
  collection: string | undefined;
  fields: string[];
  at: string;
}

function fieldsOf(data: ts.Expression | undefined): string[] {
  if (!data || !ts.isObjectLiteralExpression(data)) return [];
  return data.properties.flatMap((property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : [],
  );
}

export function documentWrites(tree: SourceTree): DocumentWrite[] {
  const writes: DocumentWrite[] = [];
  forEachNode(tree, (node) => {
    if (!ts.isCallExpression(node) || !WRITES.has(methodName(node) ?? '')) return;
    const receiver = receiverOf(node);
    const [first, second] = node.arguments;
    // Two arguments or more: a batch or transaction writing (ref, data); otherwise ref.write(data).
    // A set(data, { merge }) on a reference has an options object second, never a reference first.
    const onBatch = second !== undefined && first !== undefined && !ts.isObjectLiteralExpression(first);
    const ref = onBatch ? first : receiver;
    const data = onBatch ? second : first;
    if (!ref || !data) return;
    writes.push({ collection: collectionOf(tree, ref), fields: fieldsOf(data), at: where(tree, node) });
  });
  return writes;
}
