// The access log is only ever added to: no code but services/access-log.ts reaches the collection,
// and that file only creates entries. (The log bucket's copy cannot be changed by the function at
// all: docs/deploy.md, step 7.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file: relative(SRC, join(SRC, file)), text: readFileSync(join(SRC, file), 'utf8') }));

describe('the access log is append-only in the code', () => {
  it('is reached by name only where it is defined, and through accessLog() only by its own service', () => {
    expect(sources.filter(({ text }) => /\(\s*['"`]accessLog['"`/]/.test(text)).map(({ file }) => file)).toEqual([
      'services/collections.ts',
    ]);
    const users = sources.filter(({ text }) => /\baccessLog\(\)/.test(text)).map(({ file }) => file);
    expect(users.sort()).toEqual(['services/access-log.ts']);
  });

  it('is written by create() alone: no set, update or delete of an entry', () => {
    const service = sources.find(({ file }) => file === 'services/access-log.ts')?.text ?? '';
    const calls = [...service.matchAll(/accessLog\(\)([\s\S]*?);/g)].map(([, chain = '']) => chain);
    expect(calls.length).toBeGreaterThan(0);
    for (const chain of calls) expect(chain).not.toMatch(/\.(set|update|delete)\(|recursiveDelete|batch|bulkWriter/);
    expect(calls.some((chain) => /\.doc\(\)\s*\.create\(/.test(chain))).toBe(true);
  });
});
