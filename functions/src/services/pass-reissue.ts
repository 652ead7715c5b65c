// Entry passes issued again under the current PASS_SECRET, after it changed (docs/deploy.md): a
// rotation voids every pass (each code is derived again and compared), and this gives every
// registration whose payment is verified its passes back, mailed, audited, once per registration
// and rotation (a registration whose passes open under the current key is left as it is).
import { isCancelled, stateOf } from '../domain/lifecycle';
import { auditOf, documentIds, mailId, mails, passDoc, passes, registrationDoc, registrations } from './collections';
import { firestore } from './firebase';
import { passesReissuedMail } from './mail';
import { countMailAfterwards } from './mail-quota';
import { passEpochOf } from '../domain/passes';
import { passesAt, replacePasses } from './passes';
import { queued } from './registrations';
import { currentTime } from '../clock';
import { retryOnContention } from './contention';
import { eachAtOnce } from './at-once';

const REISSUE_AT_ONCE = 8;

export interface ReissueReport {
  reissued: number;
  current: number;
}

/** Reissues one registration's passes; false when they already open under the current key. */
async function reissueFor(id: string, by: string): Promise<boolean> {
  const ref = registrationDoc(id);
  // Read before the transaction: a query inside it would lock the range (see passes.ts).
  const stored = (await passes().where('registrationId', '==', id).get()).docs.map((doc) => doc.ref);
  const mailed = await retryOnContention(() =>
    firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record || stateOf(record) !== 'payment-verified' || isCancelled(record)) return null;
      const issued = passesAt(record, passEpochOf(record));
      const current = await Promise.all(issued.map(async (pass) => (await tx.get(passDoc(pass.code))).exists));
      if (current.every(Boolean)) return null;
      const at = currentTime();
      const round = (record.passReissues ?? 0) + 1;
      const mail = passesReissuedMail({
        registrationId: id,
        email: record.email,
        name: record.firstName,
        event: `passes-reissued-${round}`,
        passes: issued.map((pass) => ({ name: pass.holder.name, code: pass.code })),
      });
      tx.create(auditOf(ref).doc(`passes-reissued-${round}`), {
        event: 'passes-reissued',
        from: 'payment-verified',
        to: 'payment-verified',
        at,
        by,
      });
      tx.create(mails().doc(mailId(id, mail.event)), queued(mail));
      replacePasses(tx, stored, issued, at);
      tx.update(ref, { passReissues: round, updatedAt: at });
      return { to: record.email, at };
    }),
  );
  if (mailed) await countMailAfterwards(mailed.to, mailed.at);
  return mailed !== null;
}

/** Every registration whose payment is verified gets passes that open under the current key. */
export async function reissueAllPasses(by: string): Promise<ReissueReport> {
  const query = registrations().where('reviewStatus', '==', 'payment-verified');
  const ids = await documentIds(query);
  let reissued = 0;
  // A few at a time: one by one, the call's time grows by a query and a transaction for every
  // verified registration, against the API's 60 s; each touches only its own documents.
  await eachAtOnce(ids, REISSUE_AT_ONCE, async (id) => {
    if (await reissueFor(id, by)) reissued += 1;
  });
  return { reissued, current: ids.length - reissued };
}
