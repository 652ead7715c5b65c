// What functions/src/index.ts declares for each exported function: its trigger and the options
// given to setGlobalOptions() and to the trigger itself (the trigger's win), read from the source
// with the constants they name resolved. The manifest of the built code must say the same.
import ts from 'typescript';
import { constantOf, objectLiteralOf, type ConstantValue, type SourceTree } from './source-scan';

/** The options the deploy check compares; each is what the source says, or absent. */
export const COMPARED_OPTIONS = [
  'region',
  'memory',
  'cpu',
  'concurrency',
  'timeoutSeconds',
  'maxInstances',
  'serviceAccount',
  'secrets',
] as const;
export type ComparedOption = (typeof COMPARED_OPTIONS)[number];

export interface DeclaredFunction {
  id: string;
  /** The firebase-functions call that makes it, e.g. onRequest. */
  trigger: string;
  options: Partial<Record<ComparedOption, ConstantValue>>;
  /** Options present in the source whose value is not a constant the check can read. */
  unreadable: ComparedOption[];
}

function isCompared(name: string): name is ComparedOption {
  return (COMPARED_OPTIONS as readonly string[]).includes(name);
}

/** One option as the source sets it; a later setting replaces an earlier one, as in the object. */
function setOption(into: DeclaredFunction, name: ComparedOption, value: ConstantValue | undefined): void {
  into.unreadable = into.unreadable.filter((other) => other !== name);
  into.options = Object.fromEntries(Object.entries(into.options).filter(([other]) => other !== name));
  if (value === undefined) into.unreadable.push(name);
  else into.options[name] = value;
}

/**
 * The options of an object literal in order, a spread (`...MAIL_SENDER`) read where it stands. A
 * spread of something other than a constant object could set any option: each then counts as unreadable.
 */
function readOptions(tree: SourceTree, literal: ts.ObjectLiteralExpression, into: DeclaredFunction, depth = 0): void {
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = depth < 10 ? objectLiteralOf(tree, property.expression) : undefined;
      if (spread) readOptions(tree, spread, into, depth + 1);
      else for (const name of COMPARED_OPTIONS) setOption(into, name, undefined);
      continue;
    }
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (!name || !isCompared(name)) continue;
    const valueNode = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    setOption(into, name, valueNode && constantOf(tree, valueNode));
  }
}

export function declaredFunctions(tree: SourceTree, entry: ts.SourceFile): DeclaredFunction[] {
  const global: DeclaredFunction = { id: '', trigger: '', options: {}, unreadable: [] };
  const functions: DeclaredFunction[] = [];
  for (const statement of entry.statements) {
    if (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
      const call = statement.expression;
      const [options] = call.arguments;
      if (ts.isIdentifier(call.expression) && call.expression.text === 'setGlobalOptions' && options) {
        const literal = objectLiteralOf(tree, options);
        if (literal) readOptions(tree, literal, global);
      }
    }
    if (!ts.isVariableStatement(statement)) continue;
    if (!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !init || !ts.isCallExpression(init)) continue;
      if (!ts.isIdentifier(init.expression)) continue;
      const fn: DeclaredFunction = {
        id: declaration.name.text,
        trigger: init.expression.text,
        options: {},
        unreadable: [],
      };
      const [options] = init.arguments;
      const literal = init.arguments.length > 1 && options ? objectLiteralOf(tree, options) : undefined;
      if (literal) readOptions(tree, literal, fn);
      functions.push(fn);
    }
  }
  // A function's own options win over the global ones, as in firebase-functions.
  return functions.map((fn) => {
    const ownNames = new Set<string>([...Object.keys(fn.options), ...fn.unreadable]);
    const inherited = Object.entries(global.options).filter(([name]) => !ownNames.has(name));
    return {
      ...fn,
      options: { ...Object.fromEntries(inherited), ...fn.options },
      unreadable: [...global.unreadable.filter((name) => !ownNames.has(name)), ...fn.unreadable],
    };
  });
}
