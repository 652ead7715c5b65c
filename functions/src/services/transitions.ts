// Every lifecycle change goes through here: it reads the registration, asks the domain's state
// machine whether the event is allowed, and writes the new flags, the handler's fields, the audit
// entry, the mail and the passes in one batch that holds only if the registration is still as read;
// otherwise it reads and decides again (docs/decisions/0008).
import { REGISTRATION_CANCELLED } from '../domain/messages';
import {
  complimentaryRefusal,
  isCancelled,
  recordFieldsFor,
  stateOf,
  transition,
  type RegistrationEvent,
  type RegistrationState,
} from '../domain/lifecycle';
import { DomainError } from '../domain/errors';
import { firestore } from './firebase';
import type { MailDocument } from './mail';
import { countMailAfterwards, hasRoomFor, readRecipientQuotaVersion } from './mail-quota';
import { reviewStatusOf } from '../domain/review-status';
import { mailId, mails, registrationDoc } from './collections';
import {
  commitIfUnchanged,
  isAlreadyExists,
  readRegistrationVersion,
  recordTransition,
  searchKeysOf,
  type RegistrationRecord,
} from './registrations';
import { currentTime } from '../clock';
import { retryOnContention } from './contention';
import { currentPassRefs, replacePasses, type IssuedPass } from './passes';
import type { LinkKey } from './data-access';

export interface TransitionPlan {
  /** Deterministic per registration and event, so a repeated change cannot be audited twice. */
  auditId: string;
  by: string;
  detail?: Record<string, unknown>;
  /** Written besides the lifecycle flags. */
  fields?: Record<string, unknown>;
  mail?: MailDocument;
  /**
   * The registration's entry passes after this change, replacing any it had: one per person when
   * a payment is verified, none when the verification is undone (its passes are withdrawn).
   */
  passes?: IssuedPass[];
  /** The link key the mail's links carry (services/data-access.ts): written with the mail, only if it is sent. */
  linkKey?: LinkKey;
}

export interface TransitionOptions {
  notFound: string;
  /** Extra checks on the record before the state machine is asked (throws DomainError). */
  guard?: (record: RegistrationRecord) => void;
  /**
   * When a create lost to an identical concurrent change: 'done' answers as if this call made
   * it (idempotent actions), a message refuses with 409.
   */
  onDuplicate: 'done' | string;
}

/** The changed fields plus what is derived from the record as it will be (status, search keys). */
function withDerivedFields(record: RegistrationRecord, changes: Record<string, unknown>): Record<string, unknown> {
  const next = { ...record, ...changes } as RegistrationRecord;
  return { ...changes, reviewStatus: reviewStatusOf(next), searchKeys: searchKeysOf(next) };
}

export async function applyTransition(
  id: string,
  event: RegistrationEvent,
  plan: (record: RegistrationRecord, move: { from: RegistrationState; to: RegistrationState }) => TransitionPlan,
  options: TransitionOptions,
): Promise<boolean> {
  const ref = registrationDoc(id, options.notFound);
  // False when the record already was where the event leads (an idempotent action done before).
  let changed = true;
  // An administrator's mail, counted against its recipient's day once the change is committed.
  let countAfterwards: { to: string; at: Date } | null = null;
  try {
    await retryOnContention(async () => {
      countAfterwards = null;
      const { record, updateTime: read } = await readRegistrationVersion(ref, options.notFound);
      if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
      const nothingPaid = complimentaryRefusal(record, event);
      if (nothingPaid) throw new DomainError('conflict', nothingPaid);
      options.guard?.(record);
      const from = stateOf(record);
      const result = transition(from, event);
      if (!result.ok) throw new DomainError('conflict', result.reason);
      changed = !result.noop;
      if (result.noop) return;
      const { auditId, by, detail, fields, mail, passes, linkKey } = plan(record, { from, to: result.to });
      const at = currentTime();
      // Every mail counts against its recipient's day; one that the registrant's own action
      // triggers is left out past the cap (the action itself still happens), so its count is read
      // and written on condition it is unchanged. An administrator's always goes out and is counted
      // after the commit, unread.
      const capped = mail !== undefined && by === 'registrant';
      const quota = capped ? await readRecipientQuotaVersion(mail.to, at) : null;
      const sendsMail = mail !== undefined && (!capped || (quota !== null && hasRoomFor(quota.quota)));
      const batch = firestore().batch();
      recordTransition(batch, ref, read, {
        auditId,
        entry: { event, from, to: result.to, at, by, ...(detail ? { detail } : {}) },
        fields: withDerivedFields(record, { ...recordFieldsFor(result.to), ...fields }),
        ...(sendsMail && mail ? { mail: { message: mail, quota } } : {}),
      });
      // The passes this replaces are the current epoch's (an undo's already went with it).
      if (passes) replacePasses(batch, currentPassRefs(record), passes, at);
      if (sendsMail) linkKey?.create(batch, at);
      await commitIfUnchanged(batch, ref, read);
      if (mail && !capped) countAfterwards = { to: mail.to, at };
    });
    const counted = countAfterwards as { to: string; at: Date } | null;
    if (counted) await countMailAfterwards(counted.to, counted.at);
    return changed;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    if (options.onDuplicate !== 'done') throw new DomainError('conflict', options.onDuplicate);
    // A concurrent call made the same change first.
    return false;
  }
}

/**
 * The "payment verified" mail of a registration's latest verification, for an undo: whether it
 * was delivered already (then a correction follows it) and how to withdraw it (when it was not).
 */
export async function latestPaymentVerifiedMail(
  id: string,
): Promise<{ verification: number; delivered: boolean; withdraw(): Promise<void> }> {
  const verification = (await registrationDoc(id).get()).data()?.paymentVerifications ?? 0;
  const ref = mails().doc(mailId(id, `payment-verified-${verification}`));
  const delivered = (await ref.get()).data()?.delivery?.state === 'SUCCESS';
  return { verification, delivered, withdraw: async () => void (await ref.delete()) };
}
