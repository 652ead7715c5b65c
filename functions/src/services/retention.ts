// The daily retention job (index.ts schedules it; `npm run admin -- apply-retention` runs it by
// hand): applies the edition's retention schedule (domain/retention.ts) to what TTL policies do
// not cover. Rate-limit counters, mail quotas, verification tokens and cached IEEE answers carry
// `expiresAt` and go by TTL (firestore.indexes.json).
import type { Query } from 'firebase-admin/firestore';
import { DAY_MS, isStaleUnverified, RETENTION, RETENTION_DAYS } from '../domain/retention';
import { venueDate } from '../domain/venue-time';
import { deleteDocuments, documentIds, mails, registrations, selectFields, type StoredMail } from './collections';
import { removeDeskAccounts } from './desk-staff';
import { eraseRegistration } from './erasure';
import { heldIds } from './legal-holds';
import { forgetAllAuthors } from './paper-coverage';
import { eachAtOnce } from './at-once';
import { deleteFilesUnder, listedFiles } from './files';
import { FILE_FIELDS, filesNamedBy, type FileFields, type RegistrationRecord } from './registrations';
import { strayUploads } from '../domain/stray-uploads';
import { realTime } from '../clock';

export interface RetentionReport {
  unverifiedErased: number;
  mailsDeleted: number;
  documentsRemoved: boolean;
  registrationsErased: number;
  strayUploadsRemoved: number;
  deskAccountsRemoved: number;
}

/** Erasures at once: a season's registrations are erased within the job's time, few transactions contend. */
const ERASURES_AT_ONCE = 8;

/** Registrations a query finds, erased as the retention job (each checked again inside its transaction). */
async function eraseFound(
  query: Query<RegistrationRecord>,
  cause: 'unverified-expired' | 'retention',
  onlyIf?: (record: RegistrationRecord) => boolean,
): Promise<number> {
  const ids = await documentIds(query);
  let erased = 0;
  await eachAtOnce(ids, ERASURES_AT_ONCE, async (id) => {
    const outcome = await eraseRegistration(id, { by: 'retention', cause, ...(onlyIf ? { onlyIf } : {}) });
    if (outcome === 'erased') erased += 1;
  });
  return erased;
}

/** Every registration's files, but those of registrations under a legal hold. */
async function removeDocuments(): Promise<void> {
  await deleteFilesUnder('registrations/', await heldIds());
}

/**
 * Removes the uploads no registration names, left by requests that died between storing and
 * recording them (domain/stray-uploads.ts). Their age is on Storage's clock, which stamped them:
 * `storageNow`, the present instant (the local suite's own clock is not Storage's). Listed before
 * the records are read, so a file recorded meanwhile is seen as named.
 */
export async function removeStrayUploads(storageNow: Date = realTime()): Promise<number> {
  const uploads = await listedFiles('registrations/');
  const [records, held] = await Promise.all([
    registrations()
      .select(...FILE_FIELDS)
      .get(),
    heldIds(),
  ]);
  const named = new Set(records.docs.flatMap((doc) => filesNamedBy(doc.data() as FileFields).map((file) => file.path)));
  const stray = strayUploads(uploads.files, named, held, storageNow);
  await uploads.remove(stray);
  return stray.length;
}

/**
 * Copies of mails queued before `cutoff`, but those about a registration under a legal hold: what
 * was sent to its registrant is part of what the hold keeps, until it is released.
 */
async function deleteMailsBefore(cutoff: Date): Promise<number> {
  const [queued, held] = await Promise.all([
    selectFields<StoredMail>(mails().where('queuedAt', '<', cutoff), 'registrationId').get(),
    heldIds(),
  ]);
  const due = queued.docs.filter((doc) => !held.has(doc.data().registrationId ?? ''));
  await deleteDocuments(due.map((doc) => doc.ref));
  return due.length;
}

export async function applyRetention(now: Date): Promise<RetentionReport> {
  const today = venueDate(now);
  // Created before this instant and never verified: past the time an address may be held.
  const staleBefore = new Date(now.getTime() - RETENTION.unverifiedRegistrationDays * DAY_MS);
  const unverifiedErased = await eraseFound(
    registrations().where('reviewStatus', '==', 'email-unverified').where('sortKey', '<', staleBefore.toISOString()),
    'unverified-expired',
    (record) => isStaleUnverified(record, now),
  );

  const mailCutoff = new Date(now.getTime() - RETENTION.mailDays * DAY_MS);
  const mailsDeleted = await deleteMailsBefore(mailCutoff);

  const registrationsDue = today >= RETENTION_DAYS.registrationsErasedOn;
  const registrationsErased = registrationsDue ? await eraseFound(registrations(), 'retention') : 0;
  // The accepted list's authors' addresses were kept for the registrants' certificates.
  if (registrationsDue) await forgetAllAuthors();

  const documentsRemoved = today >= RETENTION_DAYS.documentsRemovedOn;
  if (documentsRemoved) await removeDocuments();

  // Once the documents are removed, nothing under registrations/ is left to sort.
  const strayUploadsRemoved = documentsRemoved ? 0 : await removeStrayUploads();

  // Check-in staff's accounts served the conference's days.
  const deskAccountsRemoved = today >= RETENTION_DAYS.deskAccountsRemovedOn ? await removeDeskAccounts() : 0;

  return {
    unverifiedErased,
    mailsDeleted,
    documentsRemoved,
    registrationsErased,
    strayUploadsRemoved,
    deskAccountsRemoved,
  };
}
