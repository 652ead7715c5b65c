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
import { selectedEditionId } from '../edition/resolve.mjs';
import { passesAt } from '../../functions/src/services/passes';
import { passEpochOf, type PassEpochSource } from '../../functions/src/domain/passes';
import { mailId, passHash } from '../../functions/src/services/collections';
import { invoicingOf, issueInvoice } from '../../functions/src/services/invoices';
import { paymentVerifiedMail } from '../../functions/src/services/mail';
import { formatInr } from '../../functions/src/domain/pricing';

interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
  /** Subcollections of this document, e.g. a registration's audit trail. */
  collections?: Record<string, SeedDocument[]>;
}

/** The sample of the edition under test (EDITION): the one the suite's function was built with (suite.ts). */
const sampleDir = () => join(ROOT, 'editions', selectedEditionId(), 'sample');
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

/** One of the suite's secrets, from functions/.secret.local (read by the emulator only). */
export function suiteSecret(name: string): string {
  const line = readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`functions/.secret.local names no ${name}`);
  return line.slice(name.length + 1).trim();
}

/** The suite's PASS_SECRET, which the sample's entry passes are derived with. */
export const suitePassSecret = (): string => suiteSecret('PASS_SECRET');

/**
 * A sample registration whose payment is verified has its entry passes, as if the function had
 * verified it: documents under the hashes of the codes the suite's PASS_SECRET derives (the
 * sample's JSON cannot hold them, since they depend on the secret).
 */
function addPasses(batch: WriteBatch, collection: CollectionReference, registrations: SeedDocument[]): number {
  let count = 0;
  for (const { data } of registrations) {
    if (data.verified !== true || data.paymentVerified !== true) continue;
    const record = data as unknown as Parameters<typeof passesAt>[0] & { paymentVerifiedAt?: string };
    const epoch = passEpochOf(data as PassEpochSource);
    for (const pass of passesAt(record, epoch, suitePassSecret())) {
      batch.set(collection.doc(passHash(pass.code)), {
        ...pass.holder,
        passEpoch: epoch,
        createdAt: revive(record.paymentVerifiedAt ?? new Date(0).toISOString()),
      });
      count += 1;
    }
  }
  return count;
}

/**
 * What verifying a sample's payment would have made besides its passes: its acknowledgement, as
 * delivered (its links removed, as once delivered), and its tax invoice, issued by the invoice
 * service as of the suite's clock. `npm run admin -- audit` finds the sample whole.
 */
async function completeVerified(registrations: SeedDocument[], now: Date): Promise<void> {
  const db = getFirestore(suiteAdminApp());
  const invoicing = invoicingOf();
  for (const { id, data } of registrations) {
    if (data.verified !== true || data.paymentVerified !== true) continue;
    const record = data as unknown as Parameters<typeof passesAt>[0] & { email: string; totalAmount: number };
    const verifications = typeof data.paymentVerifications === 'number' ? data.paymentVerifications : 0;
    const event = `payment-verified-${verifications}`;
    const verifiedAt = revive(data.paymentVerifiedAt);
    await db.doc(`mail/${mailId(id, event)}`).set({
      ...paymentVerifiedMail({
        registrationId: id,
        email: record.email,
        name: record.firstName,
        amount: formatInr(record.totalAmount),
        event,
        ...(invoicing.ready ? { invoice: 'linked' } : {}),
        linkKey: 'sample',
      }),
      queuedAt: verifiedAt,
      linkRemovedAt: verifiedAt,
      delivery: { state: 'SUCCESS', attempts: 1, startTime: verifiedAt, endTime: verifiedAt, error: null },
    });
    if (invoicing.ready && !data.invoice) await issueInvoice(id, 'the sample', invoicing, () => now);
  }
}

export async function seedFirestore(now: Date): Promise<number> {
  const db = getFirestore(suiteAdminApp());
  const seedDir = join(sampleDir(), 'firestore');
  if (!existsSync(seedDir)) return 0;
  const files = readdirSync(seedDir).filter((file) => file.endsWith('.json'));
  let count = 0;
  for (const file of files) {
    const documents = JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as SeedDocument[];
    const batch = db.batch();
    const collection = basename(file, '.json');
    count += addToBatch(batch, db.collection(collection), documents);
    if (collection === 'registrations') count += addPasses(batch, db.collection('passes'), documents);
    await batch.commit();
    if (collection === 'registrations') await completeVerified(documents, now);
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
