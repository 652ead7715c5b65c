// No module of the function imports itself through others, type-only imports included: a cycle
// means two modules each own part of the other's vocabulary, and the shared type belongs to one of
// them or below both (often domain/). A test over the import graph rather than a lint plugin, so
// the check adds no dependency (README.md, "The layering rule").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = dirname(new URL(import.meta.url).pathname);

/**
 * The module specifiers a file imports or re-exports, `import type`, `import()` and `import('…')`
 * types included (TypeScript's own scan of a file's imports, without a full parse).
 */
function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The file a relative specifier names among `files`, or null for a package. */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => files.has(candidate)) ?? null;
}

type Graph = ReadonlyMap<string, readonly string[]>;

/** Each set of modules that import one another in a ring (strongly connected, Tarjan), in the order first reached. */
function cyclesOf(graph: Graph): string[][] {
  const reached = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (node: string) => {
    const mark = { index: reached.size, low: reached.size };
    reached.set(node, mark);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      const seen = reached.get(target);
      if (!seen) mark.low = Math.min(mark.low, connect(target).low);
      else if (stack.includes(target)) mark.low = Math.min(mark.low, seen.index);
    }
    if (mark.low === mark.index) {
      const ring = stack.splice(stack.indexOf(node));
      if (ring.length > 1 || graph.get(node)?.includes(node)) cycles.push(ring);
    }
    return mark;
  };
  for (const node of graph.keys()) if (!reached.has(node)) connect(node);
  return cycles;
}

/** The import graph of some TypeScript files (path → text), between those files only. */
function importGraph(sources: ReadonlyMap<string, string>): Graph {
  const files = new Set(sources.keys());
  return new Map(
    [...sources].map(([file, text]) => [
      file,
      specifiersOf(text).flatMap((specifier) => resolveIn(files, file, specifier) ?? []),
    ]),
  );
}

function typeScriptFilesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return typeScriptFilesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the import graph of functions/src', () => {
  it('has no cycle, type-only imports included', () => {
    const files = typeScriptFilesUnder(SOURCE);
    expect(files.length).toBeGreaterThan(100);
    const graph = importGraph(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])));
    const rings = cyclesOf(graph).map((ring) => ring.map((file) => relative(SOURCE, file)).join(' → '));
    expect(rings).toEqual([]);
  });

  it('finds a ring made only of type imports, re-exports and import() types', () => {
    const sources = new Map([
      ['/p/a.ts', "import type { B } from './b';\nexport type A = B[];"],
      ['/p/b.ts', "export type { C as B } from './sub/c';"],
      ['/p/sub/c.ts', "export type C = import('../a').A | string;"],
      ['/p/d.ts', "import { x } from 'package';\nimport type { A } from './a';\nexport const d = (a: A) => [a, x];"],
    ]);
    expect(cyclesOf(importGraph(sources))).toEqual([['/p/a.ts', '/p/b.ts', '/p/sub/c.ts']]);
  });

  it('finds a module that imports itself, and nothing in a graph without a ring', () => {
    expect(cyclesOf(importGraph(new Map([['/p/a.ts', "import './a';"]])))).toEqual([['/p/a.ts']]);
    const chain = new Map([
      ['/p/a.ts', "import { b } from './b';"],
      ['/p/b.ts', "export { c as b } from './c';"],
      ['/p/c.ts', "export const c = await import('./d');"],
      ['/p/d.ts', 'export const d = 1;'],
    ]);
    expect(cyclesOf(importGraph(chain))).toEqual([]);
  });

  it('reads a directory as its index.ts', () => {
    const sources = new Map([
      ['/p/lib/index.ts', "import type { U } from '../use';\nexport type L = U;"],
      ['/p/use.ts', "import type { L } from './lib';\nexport type U = L;"],
    ]);
    expect(cyclesOf(importGraph(sources))).toHaveLength(1);
  });
});
