import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ttlCheck } from './checks';
import { documentWrites } from './firestore-writes';
import { loadRepository } from './repository';
import { readSourceTree } from './source-scan';
import { EXPIRY_FIELD, expiringCollections, ttlProblems } from './ttl-policies';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway source tree of two files, for the scanner. */
function writesIn(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-src-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'src'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, 'src', name), source);
  return documentWrites(readSourceTree(join(dir, 'src'), dir));
}

describe('deploy check 5: TTL policies on the collections that expire', () => {
  const repo = loadRepository();
  const expiring = expiringCollections(repo.writes);

  it('passes on the repository, and finds every collection firestore.indexes.json gives a TTL policy', () => {
    expect(ttlCheck(repo).problems).toEqual([]);
    expect(expiring.unknown).toEqual([]);
    const policies = (repo.indexes.fieldOverrides ?? []).filter((o) => o.ttl && o.fieldPath === EXPIRY_FIELD);
    expect(expiring.collections).toEqual(policies.map((o) => o.collectionGroup).sort());
  });

  it.each(expiring.collections)('fails when %s has no TTL policy', (collection) => {
    const fieldOverrides = repo.indexes.fieldOverrides?.filter((o) => o.collectionGroup !== collection);
    expect(ttlProblems(expiring, { ...repo.indexes, fieldOverrides })).toEqual([
      `${collection}: documents get ${EXPIRY_FIELD}, but firestore.indexes.json has no fieldOverrides entry with ttl: true on it`,
    ]);
  });

  it('follows document paths, helper functions, consts and imports to the collection written', () => {
    const writes = writesIn({
      'paths.ts': `export const sessions = () => db().collection('sessions');`,
      'service.ts': `
        import { sessions } from './paths';
        export async function save(id: string, batch: Batch) {
          await db().doc(\`codes/\${id}\`).set({ value: 1, ${EXPIRY_FIELD}: later() });
          batch.create(sessions().doc(id), { ${EXPIRY_FIELD}: later() });
          const ref = db().collection('notes').doc(id);
          await ref.set({ text: '' }, { merge: true });
          createHash('sha256').update(id);
        }`,
    });
    expect(expiringCollections(writes)).toEqual({ collections: ['codes', 'sessions'], unknown: [] });
    expect(writes.map((w) => w.collection)).toContain('notes');
  });

  it('fails on an expiring write whose collection it cannot tell', () => {
    const writes = writesIn({
      // The parameter, not the module's ref of the same name, is what gets written.
      'service.ts': `const ref = db().doc('kept/one');\nexport const keep = (ref: Ref) => ref.set({ ${EXPIRY_FIELD}: later() });`,
    });
    const problems = ttlProblems(expiringCollections(writes), repo.indexes);
    expect(problems).toEqual([
      expect.stringMatching(/service\.ts:2 writes expiresAt to a document whose collection the check cannot tell/),
    ]);
  });
});
