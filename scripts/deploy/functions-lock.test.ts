import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCK, functionsLockProblems } from './functions-lock';
import { ROOT } from './repository';

const copies: string[] = [];
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A folder with the repository's three files, `edit` applied to one of them; removed after the test. */
function copyWith<T>(file: string, edit: (json: T) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'functions-lock-test-'));
  copies.push(root);
  mkdirSync(join(root, 'functions'));
  for (const name of ['package-lock.json', 'functions/package.json', FUNCTIONS_LOCK]) {
    cpSync(join(ROOT, name), join(root, name));
  }
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
  edit(json);
  writeFileSync(join(root, file), JSON.stringify(json));
  return root;
}

describe("deploy check: the function's lockfile is what the tests ran", () => {
  it("passes on the repository's lockfiles", () => {
    expect(functionsLockProblems(ROOT)).toEqual([]);
  });

  it('fails when functions/package.json changed since the lockfile was made', () => {
    const root = copyWith('functions/package.json', (json: { dependencies: Record<string, string> }) => {
      json.dependencies['left-pad'] = '^1.3.0';
    });
    expect(functionsLockProblems(root)).toEqual([
      `${FUNCTIONS_LOCK} does not match functions/package.json: npm ci would refuse it (npm run lock:functions)`,
    ]);
  });

  it('fails on a version the root lockfile, which the tests ran, does not hold', () => {
    const root = copyWith(FUNCTIONS_LOCK, (json: { packages: Record<string, { version: string }> }) => {
      const zod = json.packages['node_modules/zod'];
      if (zod) zod.version = '0.0.1';
    });
    expect(functionsLockProblems(root)).toEqual([
      `${FUNCTIONS_LOCK} installs what the tests did not run (zod@0.0.1): npm run lock:functions`,
    ]);
  });
});
