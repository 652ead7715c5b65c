import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionBuildEdition, requireFunctionBuiltFor } from './built';
import { bundleBanner } from './resolve.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function treeWithBundle(text?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'built-edition-'));
  roots.push(root);
  if (text === undefined) return root;
  mkdirSync(join(root, 'functions', 'lib'), { recursive: true });
  writeFileSync(join(root, 'functions', 'lib', 'index.js'), text);
  return root;
}

describe("the edition a function's build holds", () => {
  it("is read from the bundle's first line", () => {
    const tree = treeWithBundle(`${bundleBanner('fixture-2031')}\nexport const api = 1;\n`);
    expect(functionBuildEdition(tree)).toBe('fixture-2031');
    expect(() => requireFunctionBuiltFor('fixture-2031', tree)).not.toThrow();
  });

  it('stops a suite or a seed for another edition, saying how to make them agree', () => {
    const tree = treeWithBundle(`${bundleBanner('icei-2025')}\n`);
    expect(() => requireFunctionBuiltFor('fixture-2031', tree)).toThrow(
      'functions/lib holds the edition icei-2025, not fixture-2031: build it (EDITION=fixture-2031 npm run build), or set EDITION=icei-2025',
    );
  });

  it('is unknown without a build, or for a bundle that names none', () => {
    expect(functionBuildEdition(treeWithBundle())).toBeUndefined();
    expect(functionBuildEdition(treeWithBundle('// src/index.ts\n'))).toBeUndefined();
  });
});
