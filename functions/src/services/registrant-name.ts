// An administrator's correction of how a registration names its registrant: the record, its search
// keys (the list and the desk find the new name, not the old), the entry passes of a verified
// payment (the desk shows the name a pass stores) and the audit entry, written together on
// condition that the registration is still the version read (docs/decisions/0008). Badges,
// certificates and receipts are drawn from the record when asked for, so they follow. An issued tax
// invoice never changes: the answer names the one still made out to the old name, which its
// correction (services/invoice-correction.ts) replaces.
import { currentTime } from '../clock';
import { NAME_FIELDS, type NameCorrected, type RegistrantName } from '../domain/api/registrant-name';
import { DomainError } from '../domain/errors';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { NAME_UNCHANGED, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { passHoldersOf } from '../domain/passes';
import { auditOf, passDoc, registrationDoc } from './collections';
import { retryOnContention } from './contention';
import { firestore } from './firebase';
import { passCodesFor } from './passes';
import { commitIfUnchanged, readRegistrationVersion, searchKeysOf } from './registrations';

export async function correctRegistrantName(id: string, name: RegistrantName, by: string): Promise<NameCorrected> {
  const ref = registrationDoc(id);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const changed = NAME_FIELDS.filter((field) => record[field] !== name[field]);
    if (changed.length === 0) throw new DomainError('conflict', NAME_UNCHANGED);
    const next = { ...record, ...name };
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
        before: Object.fromEntries(changed.map((field) => [field, record[field]])),
        after: Object.fromEntries(changed.map((field) => [field, name[field]])),
      },
    });
    // The passes there are (a verified payment's, under the current secret) keep their codes, so
    // the printed and mailed ones still open; only whom they name changes.
    let passesUpdated = 0;
    const refs = Object.values(passCodesFor(record)).flatMap((code) => (code ? [passDoc(code)] : []));
    if (refs.length > 0) {
      const stored = await firestore().getAll(...refs);
      const holders = new Map(passHoldersOf(next).map((holder) => [holder.person, holder]));
      stored.forEach((snapshot) => {
        const holder = holders.get(snapshot.get('person'));
        if (!snapshot.exists || !holder) return;
        batch.update(snapshot.ref, { name: holder.name, organization: holder.organization });
        passesUpdated += 1;
      });
    }
    batch.update(
      ref,
      { ...name, searchKeys: searchKeysOf(next), nameCorrections: correction, updatedAt: at },
      { lastUpdateTime: updateTime },
    );
    await commitIfUnchanged(batch, ref, updateTime);
    const stillNaming = record.invoice && !record.billing && !isCancelled(record) ? record.invoice.number : null;
    return { invoiceStillNaming: stillNaming, passesUpdated };
  });
}
