// Seeds the local suite from plain JSON in emulator-data/firestore/<collection>.json, written
// through the Admin SDK so the same seed works on the official emulators too (their --import
// format is not something @firestore-emulator/server can read).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { suiteAdminApp } from './admin';
import { ROOT } from './config';

interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
}

const SEED_DIR = join(ROOT, 'emulator-data', 'firestore');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** JSON has no timestamps: ISO instants in seed files become Firestore Timestamps. */
function revive(value: unknown): unknown {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return Timestamp.fromDate(new Date(value));
  if (Array.isArray(value)) return value.map(revive);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
  }
  return value;
}

export async function seedFirestore(): Promise<number> {
  const db = getFirestore(suiteAdminApp());
  const files = readdirSync(SEED_DIR).filter((file) => file.endsWith('.json'));
  let count = 0;
  for (const file of files) {
    const collection = basename(file, '.json');
    const documents = JSON.parse(readFileSync(join(SEED_DIR, file), 'utf8')) as SeedDocument[];
    const batch = db.batch();
    for (const { id, data } of documents) {
      batch.set(db.collection(collection).doc(id), revive(data) as Record<string, unknown>);
      count += 1;
    }
    await batch.commit();
  }
  return count;
}
