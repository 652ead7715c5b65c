// The daily retention job (index.ts schedules it; `npm run admin -- apply-retention` runs it by
// hand): applies the edition's retention schedule (domain/retention.ts) to what TTL policies do
// not cover. Rate-limit counters, mail quotas, verification tokens and cached IEEE answers carry
// `expiresAt` and go by TTL (firestore.indexes.json).
import type { Query } from 'firebase-admin/firestore';
import { DAY_MS, isStaleUnverified, RETENTION, RETENTION_DAYS } from '../domain/retention';
import { venueDate } from '../domain/venue-time';
import { deleteAll, documentIds, mails, registrations } from './collections';
import { eraseRegistration } from './erasure';
import { heldIds } from './legal-holds';
import { forgetAllAuthors } from './paper-coverage';
import { eachAtOnce } from './at-once';
import { deleteFilesUnder } from './files';
import type { RegistrationRecord } from './registrations';

export interface RetentionReport {
  unverifiedErased: number;
  mailsDeleted: number;
  documentsRemoved: boolean;
  registrationsErased: number;
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
  const mailsDeleted = await deleteAll(mails().where('queuedAt', '<', mailCutoff));

  const registrationsDue = today >= RETENTION_DAYS.registrationsErasedOn;
  const registrationsErased = registrationsDue ? await eraseFound(registrations(), 'retention') : 0;
  // The accepted list's authors' addresses were kept for the registrants' certificates.
  if (registrationsDue) await forgetAllAuthors();

  const documentsRemoved = today >= RETENTION_DAYS.documentsRemovedOn;
  if (documentsRemoved) await removeDocuments();

  return { unverifiedErased, mailsDeleted, documentsRemoved, registrationsErased };
}
