// The security rules, evaluated by the official Cloud Firestore emulator the suite runs, against
// the documents the function really wrote: `npm test` runs this after the integration tests, so
// every collection the function writes holds documents by then. No browser client, signed in or
// not, administrator or not, may read, list or write any of them: all access goes through `api`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { EMULATORS, PROJECT_ID, ROOT } from '../../scripts/suite/config';

/** Collection names the function's source writes or reads (`collection('x')`, `doc('x/…')`). */
function collectionsNamedInSource(): Set<string> {
  const names = new Set<string>();
  const sources = readdirSync(join(ROOT, 'functions', 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of sources) {
    const text = readFileSync(join(ROOT, 'functions', 'src', file), 'utf8');
    for (const match of text.matchAll(/\.collection\(\s*['`]([A-Za-z][\w-]*)['`]\s*\)/g)) names.add(match[1] ?? '');
    for (const match of text.matchAll(/\.doc\(\s*['`]([A-Za-z][\w-]*)\//g)) names.add(match[1] ?? '');
  }
  names.delete('');
  return names;
}

interface Target {
  /** A collection id (a subcollection is also reached through a collection-group query). */
  name: string;
  /** A real document in it. */
  path: string;
}

const admin = adminFirestore(suiteAdminApp());
/** Documents this test wrote itself (for a collection the suite held none of yet), removed after. */
const written: string[] = [];

/**
 * Every top-level collection in the emulator and every subcollection found under its first
 * documents, each with a real document; a collection the source names but the suite holds no
 * document of yet (a fresh suite before any API call) gets one written through the Admin SDK.
 */
async function targets(): Promise<Target[]> {
  const found = new Map<string, Target>();
  for (const top of await admin.listCollections()) {
    // A few documents each: listing a document's subcollections makes the emulator look through
    // every path it holds, and a kind of subcollection none of them has is written below.
    const documents = (await top.limit(3).get()).docs;
    if (documents[0]) found.set(top.id, { name: top.id, path: documents[0].ref.path });
    for (const document of documents) {
      for (const sub of await document.ref.listCollections()) {
        const [child] = (await sub.limit(1).get()).docs;
        if (child && !found.has(sub.id)) found.set(sub.id, { name: sub.id, path: child.ref.path });
      }
    }
  }
  for (const name of collectionsNamedInSource()) {
    if (found.has(name)) continue;
    // Subcollections in the source hang off a registration.
    const path = name === 'audit' ? `rules-test/parent/audit/rules-test` : `${name}/rules-test-document`;
    await admin.doc(path).set({ writtenBy: 'the rules test' });
    written.push(path);
    found.set(name, { name, path });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const clients = [
  ['an anonymous visitor', (env: RulesTestEnvironment) => env.unauthenticatedContext().firestore()],
  ['a signed-in user', (env: RulesTestEnvironment) => env.authenticatedContext('someone').firestore()],
  [
    'an administrator',
    (env: RulesTestEnvironment) => env.authenticatedContext('admin', { admin: true, checkin: true }).firestore(),
  ],
] as const;

const all = await targets();
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      host: EMULATORS.firestore.host,
      port: EMULATORS.firestore.port,
    },
  });
});

// cleanup() only closes the clients; the suite's data stays, less what this test added.
afterAll(async () => {
  await Promise.all(written.map((path) => admin.doc(path).delete()));
  await env?.cleanup();
});

describe('Firestore rules', () => {
  it('are checked against every collection the function uses, each with a real document', () => {
    const names = all.map((target) => target.name);
    for (const name of collectionsNamedInSource()) expect(names).toContain(name);
    // The source scan itself must see the collections the API is built on.
    expect(names).toEqual(expect.arrayContaining(['registrations', 'audit', 'mail', 'verificationTokens']));
  });

  it('let a client with rules disabled read the same documents, so a refusal below is the rules', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      for (const target of all) {
        await assertSucceeds(getDoc(doc(context.firestore(), target.path)));
      }
    });
  });

  for (const [who, client] of clients) {
    it(`refuse ${who} every read, list, collection-group query and write`, async () => {
      const db = client(env);
      for (const target of all) {
        const ref = doc(db, target.path);
        const parent = ref.parent;
        await assertFails(getDoc(ref));
        await assertFails(getDocs(query(collection(db, parent.path), limit(1))));
        await assertFails(getDocs(query(collectionGroup(db, target.name), limit(1))));
        await assertFails(setDoc(doc(db, `${parent.path}/rules-test-new`), { by: who }));
        await assertFails(setDoc(ref, { overwritten: true }));
        await assertFails(updateDoc(ref, { changed: true }));
        await assertFails(deleteDoc(ref));
      }
    });
  }
});

describe('Storage rules', () => {
  // The Storage emulator's rules runtime is a download firebase-tools makes on first use, which
  // these machines cannot make (docs/development.md, "Security rules"), so the rules file is checked as text:
  // every allow statement in it must grant nothing.
  it('grant no client anything: every allow statement is `if false`', () => {
    const rules = readFileSync(join(ROOT, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');
    const allows = [...rules.matchAll(/allow\s+([^:;]+):\s*([^;]*);/g)];
    expect(allows.length).toBeGreaterThan(0);
    for (const [, , condition] of allows) expect(condition?.trim()).toBe('if false');
    expect(rules).not.toMatch(/allow\s+[^:;]+;/); // an allow without a condition grants everything
    expect(rules).toMatch(/match \/\{allPaths=\*\*\}/);
  });
});
