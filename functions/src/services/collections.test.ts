import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIFETIME_OF } from './collections';

const here = import.meta.dirname;
const source = readFileSync(join(here, 'collections.ts'), 'utf8');

describe('every place personal data lives has an end', () => {
  it('names how long each collection the function uses lives, and nothing it does not use', () => {
    const named = new Set([
      ...[...source.matchAll(/\.collection\('([^']+)'\)/g)].map((match) => match[1]),
      ...[...source.matchAll(/\.doc\('([^'/]+)\//g)].map((match) => match[1]),
    ]);
    expect(named.size).toBeGreaterThan(5);
    expect(Object.keys(LIFETIME_OF).sort()).toEqual([...named].sort());
  });

  it('stores files only under registrations/{id}/, which erasure and the retention job delete', () => {
    const services = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const users = services.filter((name) => readFileSync(join(here, name), 'utf8').includes('storageBucket()'));
    const paths = users.flatMap((name) =>
      [...readFileSync(join(here, name), 'utf8').matchAll(/(?:file|prefix)[(:]\s*`([^`]*)`/g)].map((m) => m[1]),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^registrations\//);
  });
});
