// Seeds the local suite with the selected edition's sample registrations, plain JSON in
// editions/<id>/sample/firestore/<collection>.json (and their files in sample/storage/), written
// through the Admin SDK: readable and reviewable in a diff, unlike the binary export format
// `firebase emulators:start --import` expects, and the same for any running emulator. Samples
// belong to an edition (its IDs, tiers and fees); an edition without a sample/ folder starts empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { getFirestore, Timestamp, type CollectionReference, type WriteBatch } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { suiteAdminApp } from './admin';
import { ROOT } from './config';
import { editionInTree } from '../edition/selected';

interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
  /** Subcollections of this document, e.g. a registration's audit trail. */
  collections?: Record<string, SeedDocument[]>;
}

/** The sample of the edition the working tree selected: the one the suite's function was built with. */
const sampleDir = () => join(ROOT, 'editions', editionInTree(), 'sample');
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

function addToBatch(batch: WriteBatch, collection: CollectionReference, documents: SeedDocument[]): number {
  let count = 0;
  for (const { id, data, collections = {} } of documents) {
    const ref = collection.doc(id);
    batch.set(ref, revive(data) as Record<string, unknown>);
    count += 1;
    for (const [name, children] of Object.entries(collections))
      count += addToBatch(batch, ref.collection(name), children);
  }
  return count;
}

export async function seedFirestore(): Promise<number> {
  const db = getFirestore(suiteAdminApp());
  const seedDir = join(sampleDir(), 'firestore');
  if (!existsSync(seedDir)) return 0;
  const files = readdirSync(seedDir).filter((file) => file.endsWith('.json'));
  let count = 0;
  for (const file of files) {
    const documents = JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as SeedDocument[];
    const batch = db.batch();
    count += addToBatch(batch, db.collection(basename(file, '.json')), documents);
    await batch.commit();
  }
  return count;
}

/** Uploads every file under the sample's storage/ to the same path in the default bucket. */
export async function seedStorage(): Promise<number> {
  const bucket = getStorage(suiteAdminApp()).bucket();
  const root = join(sampleDir(), 'storage');
  if (!existsSync(root)) return 0;
  const paths = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    paths.map((path) =>
      bucket.file(relative(root, path)).save(readFileSync(path), {
        resumable: false,
        contentType: path.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
        metadata: { metadata: { originalName: 'bank-receipt.pdf' } },
      }),
    ),
  );
  return paths.length;
}
