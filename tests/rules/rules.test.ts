// The deny-all rules, proved on Firebase's official Firestore and Storage emulators, which
// evaluate rules (@firestore-emulator/server and the suite's Storage emulator do not). Run with
// Java 21:  firebase emulators:exec --only firestore,storage "npx vitest run --project rules"
import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

async function officialFirestoreEmulatorRuns(): Promise<boolean> {
  if (!firestoreHost || !storageHost) return false;
  try {
    // The official emulator answers "Ok" over HTTP on its root; the gRPC-only stand-in does not.
    const response = await fetch(`http://${firestoreHost}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

const available = await officialFirestoreEmulatorRuns();
if (!available) {
  console.log('rules tests skipped: the official Firestore and Storage emulators (Java 21) are not running here.');
}

function hostAndPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port) };
}

describe.skipIf(!available)('security rules: every client access is denied', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-icei2025-rules',
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...hostAndPort(firestoreHost ?? '') },
      storage: { rules: readFileSync('storage.rules', 'utf8'), ...hostAndPort(storageHost ?? '') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  for (const [who, context] of [
    ['an anonymous visitor', () => env.unauthenticatedContext()],
    ['a signed-in user', () => env.authenticatedContext('someone')],
    ['an administrator', () => env.authenticatedContext('admin', { admin: true })],
  ] as const) {
    it(`refuses Firestore reads and writes from ${who}`, async () => {
      const db = context().firestore();
      await assertFails(getDoc(doc(db, 'registrations/ICEI25-TEST')));
      await assertFails(setDoc(doc(db, 'registrations/ICEI25-TEST'), { verified: true }));
      await assertFails(setDoc(doc(db, 'mail/any'), { to: 'x@example.com' }));
    });

    it(`refuses Storage reads and writes from ${who}`, async () => {
      const storage = context().storage();
      await assertFails(getBytes(ref(storage, 'registrations/ICEI25-TEST/receipt.pdf')));
      await assertFails(
        uploadBytes(ref(storage, 'registrations/ICEI25-TEST/receipt.pdf'), new Uint8Array([37, 80, 68, 70])),
      );
    });
  }
});
