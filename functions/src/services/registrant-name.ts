// An administrator's correction of how a registration names its registrant and, of a student
// group, its institute and students: the record, its search keys (the list and the desk find the
// new name, not the old), the entry passes of a verified payment (the desk shows the name a pass
// stores), the certificates already issued (their check page shows the name they store) and the
// audit entry, written together on condition that the registration is still the version read
// (docs/decisions/0008). Passes and certificates keep their codes, so what was printed or mailed
// still opens. Badges and receipts are drawn from the record when asked for, so they follow. An
// issued tax invoice never changes: the answer names the one still made out to the old name, which
// its correction (services/invoice-correction.ts) replaces.
import type { DocumentReference } from 'firebase-admin/firestore';
import { currentTime } from '../clock';
import { NAME_FIELDS, type NameCorrected, type RegistrantName } from '../domain/api/registrant-name';
import { DomainError } from '../domain/errors';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { NAME_NOT_A_GROUP, NAME_UNCHANGED, REGISTRATION_NOT_FOUND, studentNamesCount } from '../domain/messages';
import { passHoldersOf, type PassHolder } from '../domain/passes';
import { auditOf, certificateDoc, mailId, mails, passDoc, registrationDoc } from './collections';
import { retryOnContention } from './contention';
import { firestore } from './firebase';
import { certificatesRenamedMail, greetingNameOf } from './mail';
import { countMailInBatch } from './mail-quota';
import { passCodesFor } from './passes';
import {
  commitIfUnchanged,
  queued,
  readRegistrationVersion,
  searchKeysOf,
  type RegistrationRecord,
} from './registrations';

/** The registrant's fields, and a group's institute and students. */
type Corrected = Pick<RegistrationRecord, (typeof NAME_FIELDS)[number]> &
  Partial<Pick<RegistrationRecord, 'instituteName' | 'students'>>;

/** The record as corrected, refused when it names a group's parts the registration does not have. */
function corrected(record: RegistrationRecord, name: RegistrantName): Corrected {
  const { instituteName, studentNames, ...registrant } = name;
  const students = record.students ?? [];
  if ((instituteName !== undefined || studentNames !== undefined) && students.length === 0) {
    throw new DomainError('bad-request', NAME_NOT_A_GROUP);
  }
  if (studentNames !== undefined && studentNames.length !== students.length) {
    throw new DomainError('bad-request', studentNamesCount(students.length));
  }
  if (students.length === 0) return registrant;
  return {
    ...registrant,
    instituteName: instituteName ?? record.instituteName,
    students: students.map((student, index) => ({ ...student, name: studentNames?.[index] ?? student.name })),
  };
}

/** What changed, by the audit's names for it: the registrant's fields, `instituteName`, `student 2`. */
function changes(record: RegistrationRecord, next: Corrected): [string, unknown, unknown][] {
  const fields: [string, unknown, unknown][] = NAME_FIELDS.map((field) => [field, record[field], next[field]]);
  if (next.students) fields.push(['instituteName', record.instituteName, next.instituteName]);
  (record.students ?? []).forEach((student, index) =>
    fields.push([`student ${index + 1}`, student.name, next.students?.[index]?.name]),
  );
  return fields.filter(([, before, after]) => before !== after);
}

/**
 * Each holder's stored document to update: the ones that exist and name them otherwise, with the
 * code they hold (a certificate's number; a pass keeps its code as its document's name).
 */
async function renamed<T extends { name: string; organization: string }>(
  refs: DocumentReference<T>[],
  holders: ReadonlyMap<string, PassHolder>,
): Promise<{ ref: DocumentReference<T>; holder: PassHolder; code: string }[]> {
  if (refs.length === 0) return [];
  const stored = await firestore().getAll(...refs);
  return stored.flatMap((snapshot) => {
    const holder = holders.get(String(snapshot.get('person')));
    if (!snapshot.exists || !holder) return [];
    const same = snapshot.get('name') === holder.name && snapshot.get('organization') === holder.organization;
    const ref = snapshot.ref as DocumentReference<T>;
    return same ? [] : [{ ref, holder, code: String(snapshot.get('code') ?? '') }];
  });
}

export async function correctRegistrantName(id: string, name: RegistrantName, by: string): Promise<NameCorrected> {
  const ref = registrationDoc(id);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const next = corrected(record, name);
    const changed = changes(record, next);
    if (changed.length === 0) throw new DomainError('conflict', NAME_UNCHANGED);
    const at = currentTime();
    const correction = (record.nameCorrections ?? 0) + 1;
    const batch = firestore().batch();
    const state = stateOf(record);
    batch.create(auditOf(ref).doc(`name-corrected-${correction}`), {
      event: 'name-corrected',
      from: state,
      to: state,
      at,
      by,
      detail: {
        before: Object.fromEntries(changed.map(([field, before]) => [field, before])),
        after: Object.fromEntries(changed.map(([field, , after]) => [field, after])),
      },
    });
    // The registration as it will read: whom its passes and certificates name, its search keys.
    const after = { ...record, ...next };
    const holders = new Map<string, PassHolder>(passHoldersOf(after).map((holder) => [holder.person, holder]));
    // The passes there are (a verified payment's, under the current secret) and the certificates
    // issued keep their codes: only whom they name changes.
    const passRefs = Object.values(passCodesFor(record)).flatMap((code) => (code ? [passDoc(code)] : []));
    const certificateRefs = [...holders.values()].map((holder) => certificateDoc(record.id, holder.person));
    const [passes, certificates] = await Promise.all([renamed(passRefs, holders), renamed(certificateRefs, holders)]);
    for (const { ref: pass, holder } of passes) {
      batch.update(pass, { name: holder.name, organization: holder.organization });
    }
    for (const { ref: certificate, holder } of certificates) {
      batch.update(certificate, { name: holder.name, organization: holder.organization });
    }
    // A certificate may have been downloaded or printed with the old name: the registrant is told
    // that its page and its download now show the new one, under the same number.
    if (certificates.length > 0) {
      const mail = certificatesRenamedMail({
        registrationId: id,
        email: record.email,
        name: greetingNameOf(after),
        certificates: certificates.map(({ holder, code }) => ({ name: holder.name, code })),
        event: `name-corrected-${correction}`,
      });
      batch.create(mails().doc(mailId(id, mail.event)), queued(mail));
      countMailInBatch(batch, record.email, at);
    }
    batch.update(
      ref,
      {
        ...next,
        searchKeys: searchKeysOf(after),
        nameCorrections: correction,
        updatedAt: at,
      },
      { lastUpdateTime: updateTime },
    );
    await commitIfUnchanged(batch, ref, updateTime);
    const stillNaming = record.invoice && !record.billing && !isCancelled(record) ? record.invoice.number : null;
    return { invoiceStillNaming: stillNaming, passesUpdated: passes.length, certificatesUpdated: certificates.length };
  });
}
