// Reads the function's TypeScript the way a reviewer would: which collection a query or a write
// goes to, and which value a constant holds, following `const`s, small helper functions
// (`tokens()`, `auditOf(ref)`) and imports between the function's own files. Nothing here runs the
// code; what it cannot follow it reports as unknown, and the checks treat unknown as a problem.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface SourceTree {
  root: string;
  /** Absolute path → parsed file, the function's own non-test sources. */
  files: Map<string, ts.SourceFile>;
}

export function readSourceTree(srcDir: string, root: string): SourceTree {
  const files = new Map<string, ts.SourceFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        files.set(path, ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true));
      }
    }
  };
  walk(srcDir);
  return { root, files };
}

/** "functions/src/services/ieee.ts:38", for messages. */
export function where(tree: SourceTree, node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${relative(tree.root, file.fileName)}:${line + 1}`;
}

export function forEachNode(tree: SourceTree, visit: (node: ts.Node) => void): void {
  const walk = (node: ts.Node) => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  for (const file of tree.files.values()) walk(file);
}

/** The method name of `x.name(...)`, or undefined. */
export function methodName(call: ts.CallExpression): string | undefined {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;
}

export function receiverOf(call: ts.CallExpression): ts.Expression | undefined {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.expression : undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** A string literal's text; a template's text with `*` for each substitution. */
export function literalText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  const inner = unwrap(node);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return inner.text;
  if (ts.isTemplateExpression(inner)) {
    return inner.head.text + inner.templateSpans.map((span) => `*${span.literal.text}`).join('');
  }
  return undefined;
}

type Declaration = ts.VariableDeclaration | ts.FunctionDeclaration;

function declarationIn(statements: readonly ts.Statement[], name: string): Declaration | undefined {
  for (const statement of statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isVariableStatement(statement)) {
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (found) return found;
    }
  }
  return undefined;
}

function importedDeclaration(tree: SourceTree, file: ts.SourceFile, name: string): Declaration | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const binding = bindings.elements.find((element) => element.name.text === name);
    if (!binding || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const target = tree.files.get(resolve(dirname(file.fileName), `${statement.moduleSpecifier.text}.ts`));
    if (!target) return undefined;
    return declarationIn(target.statements, (binding.propertyName ?? binding.name).text);
  }
  return undefined;
}

/**
 * Where `name` is declared as seen from `from`: the nearest enclosing block, the file, or an
 * import. Undefined for a parameter, whose value the source does not fix.
 */
export function declarationOf(tree: SourceTree, from: ts.Node, name: string): Declaration | undefined {
  for (let scope: ts.Node | undefined = from.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) {
      return undefined;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
      const found = declarationIn(scope.statements, name);
      if (found) return found;
    }
  }
  return importedDeclaration(tree, from.getSourceFile(), name);
}

/** The expression a helper function returns: `() => expr`, or a body of one `return expr`. */
function returnedExpression(declaration: Declaration): ts.Expression | undefined {
  const fn = ts.isVariableDeclaration(declaration)
    ? declaration.initializer && unwrap(declaration.initializer)
    : declaration;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn))) return undefined;
  if (!fn.body) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const returns = fn.body.statements.filter(ts.isReturnStatement);
  return returns.length === 1 ? returns[0]?.expression : undefined;
}

/** The collection a collection, document or query expression refers to ("audit" for a subcollection). */
export function collectionOf(tree: SourceTree, node: ts.Expression, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  const expr = unwrap(node);
  if (ts.isIdentifier(expr)) {
    const declaration = declarationOf(tree, expr, expr.text);
    const init = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    return init ? collectionOf(tree, init, depth + 1) : undefined;
  }
  if (!ts.isCallExpression(expr)) return undefined;
  const method = methodName(expr);
  const receiver = receiverOf(expr);
  if (method === 'collection') return literalText(expr.arguments[0])?.split('/').pop();
  if (method === 'doc' && receiver) {
    const path = literalText(expr.arguments[0]);
    if (path !== undefined) {
      const segments = path.split('/');
      const collection = segments[segments.length - 2];
      if (collection && !collection.includes('*')) return collection;
    }
    return collectionOf(tree, receiver, depth + 1);
  }
  if (receiver && method && QUERY_METHODS.has(method)) return collectionOf(tree, receiver, depth + 1);
  if (ts.isIdentifier(expr.expression)) {
    const declaration = declarationOf(tree, expr.expression, expr.expression.text);
    const returned = declaration && returnedExpression(declaration);
    return returned ? collectionOf(tree, returned, depth + 1) : undefined;
  }
  return undefined;
}

/** Calls that keep a query (or reference) on the same collection. */
export const QUERY_METHODS = new Set([
  'where',
  'orderBy',
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'withConverter',
]);

/** The object literal an expression is, or names through `const`s (also imported ones); else undefined. */
export function objectLiteralOf(
  tree: SourceTree,
  node: ts.Expression,
  depth = 0,
): ts.ObjectLiteralExpression | undefined {
  if (depth > 20) return undefined;
  const expr = unwrap(node);
  if (ts.isObjectLiteralExpression(expr)) return expr;
  if (!ts.isIdentifier(expr)) return undefined;
  const declaration = declarationOf(tree, expr, expr.text);
  const init = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  return init ? objectLiteralOf(tree, init, depth + 1) : undefined;
}

export type ConstantValue = string | number | boolean | { call: string; name: string } | ConstantValue[];

/**
 * A constant's value: literals, arrays of them, `const`s (also imported ones), and calls such as
 * `defineSecret('NAME')` read as { call: 'defineSecret', name: 'NAME' }. Undefined when not constant.
 */
export function constantOf(tree: SourceTree, node: ts.Expression, depth = 0): ConstantValue | undefined {
  if (depth > 20) return undefined;
  const expr = unwrap(node);
  const text = literalText(expr);
  if (text !== undefined && !ts.isTemplateExpression(expr)) return text;
  if (ts.isNumericLiteral(expr)) return Number(expr.text);
  if (expr.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expr.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(expr)) {
    const values = expr.elements.map((element) => constantOf(tree, element, depth + 1));
    return values.every((value) => value !== undefined) ? (values as ConstantValue[]) : undefined;
  }
  if (ts.isIdentifier(expr)) {
    const declaration = declarationOf(tree, expr, expr.text);
    const init = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    return init ? constantOf(tree, init, depth + 1) : undefined;
  }
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
    const name = literalText(expr.arguments[0]);
    return name === undefined ? undefined : { call: expr.expression.text, name };
  }
  return undefined;
}
