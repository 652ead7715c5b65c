// The audit (`npm run admin -- audit`, docs/administration.md): the invariants the product relies
// on, checked over what is stored and reported as violations, each with the path of the document
// or file it concerns. Pure: services/audit.ts reads the facts, read-only, and this judges them.
import { isDocumentNumberShape, invoiceNumberParts, type DocumentSeries } from './invoice-number';
import { isCancelled, stateOf, type RecordFlags } from './lifecycle';
import { isClaimable, type DeliveryRecord } from './mail-delivery';
import { passEpochOf, passHoldersOf, type PassSource } from './passes';
import { DAY_MS, RETENTION, RETENTION_DAYS, unverifiedExpiry } from './retention';
import { venueDate, venueInstant } from './venue-time';
import type { DeliveryState } from './api/mail-log';

export const AUDIT_RULES = [
  'missing-file',
  'orphaned-file',
  'claim-without-registration',
  'registration-without-claim',
  'passes-missing',
  'pass-stale',
  'acknowledgement-missing',
  'invoice-missing',
  'number-malformed',
  'number-gap',
  'number-repeated',
  'counter-disagrees',
  'sponsor-code-disagrees',
  'mail-undelivered',
  'mail-of-no-registration',
  'left-after-erasure',
  'kept-too-long',
] as const;
export type AuditRule = (typeof AUDIT_RULES)[number];

export interface Violation {
  rule: AuditRule;
  /** The document's or file's path: `registrations/ICEI25-…`, `registrations/ICEI25-…/id-card-….pdf`. */
  path: string;
  detail: string;
}

/**
 * How long what a request in flight leaves half-done may look so: a file stored before its record,
 * an invoice issued just after its verification. Longer than any request (the function's timeout
 * is 300 s). `settled` audits, run when no request is in flight (after a bench), give it none.
 */
export const IN_FLIGHT_MS = 10 * 60_000;

/** The registration whose folder holds an upload: `ICEI25-…` of `registrations/ICEI25-…/<file>`. */
export const uploadOwner = (name: string): string | undefined => /^registrations\/([^/]+)\//.exec(name)?.[1];

/**
 * A mail due to be sent is taken by its trigger at once, or by the sweep within its minute
 * (services/mail-sender.ts): one due this long was taken by neither.
 */
export const MAIL_OVERDUE_MS = 10 * 60_000;

/**
 * Firestore's TTL policies delete an expired document within a day or so of its `expiresAt`, as
 * Google documents them; the retention job runs once a day. Either is late only after this.
 */
export const EXPIRY_SLACK_MS = 2 * DAY_MS;

export interface AuditedRegistration extends PassSource, RecordFlags {
  /** The document ID of its address claim (`registrationEmails/{claimKey}`). */
  claimKey: string;
  createdAt: Date;
  totalAmount: number;
  cancellation?: { state: string } | null;
  paymentVerifiedAt?: Date | null;
  paymentVerifications?: number;
  passRenewals?: number;
  invoice?: { id: string; number: string } | null;
  sponsorCode?: { code: string; kind: string } | null;
  /** Every file the record names, as `where` (the field) and its stored path. */
  files: { where: string; path: string }[];
  /** Under a legal hold: nothing of it expires. */
  held: boolean;
}

export interface AuditFacts {
  now: Date;
  /** Whether the edition issues tax invoices (services/invoices.ts, invoicingOf). */
  invoicing: boolean;
  /** Audited when nothing is in flight: what a request in flight would explain is reported too. */
  settled: boolean;
  registrations: AuditedRegistration[];
  /** Every object in the bucket, with when it was stored. */
  files: { name: string; createdAt: Date }[];
  claims: { id: string; registrationId: string }[];
  passes: { id: string; registrationId: string; passEpoch: number }[];
  /** Every queued mail but the probes' (which have no recipient: services/probes.ts). */
  mails: {
    id: string;
    registrationId?: string;
    queuedAt?: Date;
    delivery?: (DeliveryRecord & { error?: string | null }) | null;
  }[];
  invoices: { id: string; registrationId: string | null; number: string; financialYear: number; creditNote: unknown }[];
  creditNotes: { id: string; number: string; financialYear: number }[];
  /** `invoiceSeries/{series}_{financialYear}`. */
  counters: { id: string; last: number }[];
  sponsorCodes: { id: string; usedBy: string | null }[];
  /** Documents of the collections with a TTL policy whose `expiresAt` is before `now`. */
  expired: { path: string; expiresAt: Date }[];
  /**
   * What holds a registration's data outside its record (tokens, check-ins, matched bank lines,
   * certificates, audit entries), by path and the registration it names: an erasure deletes them all.
   */
  belongings: { path: string; registrationId: string; certificate?: boolean }[];
  /** Each erased registration and why (`erasures/{id}`): the retention job keeps certificates. */
  erasures: { registrationId: string; cause: string }[];
  /** Firebase Auth's accounts whose only right is check-in, by user ID (made for the desk). */
  deskAccounts: string[];
}

const DELIVERY_STATES: ReadonlySet<DeliveryState> = new Set(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY']);
const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;
const day = venueDate;

/** Every violation in the facts, in a stable order (by rule as listed, then path). */
export function auditViolations(facts: AuditFacts): Violation[] {
  const violations: Violation[] = [];
  const report = (rule: AuditRule, path: string, detail: string) => violations.push({ rule, path, detail });
  const now = facts.now.getTime();
  // Settled, nothing is in flight: no grace, and no comparison of the function's clock (the suite's
  // own instant) with Storage's, which keeps the machine's.
  const settledBefore = (at: Date | null | undefined) => facts.settled || !at || now - at.getTime() >= IN_FLIGHT_MS;
  const registrations = new Map(facts.registrations.map((record) => [record.id, record]));
  const documentsRemoved = day(facts.now) >= RETENTION_DAYS.documentsRemovedOn;

  // Files: each one a record names is stored (until the documents are removed after the event),
  // and each stored one belongs to a record that names it.
  const stored = new Set(facts.files.map((file) => file.name));
  const named = new Set<string>();
  for (const record of facts.registrations) {
    for (const file of record.files) {
      named.add(file.path);
      if (!stored.has(file.path) && (!documentsRemoved || record.held)) {
        report('missing-file', file.path, `${record.id}'s ${file.where} names this file; the bucket has none.`);
      }
    }
  }
  // A file left by a request that died is removed by the next retention job once no request can
  // still record it (domain/stray-uploads.ts): a day and that time, unless nothing is in flight.
  const strayRemovedBefore = (at: Date) => facts.settled || now - at.getTime() >= IN_FLIGHT_MS + DAY_MS;
  for (const file of facts.files) {
    if (named.has(file.name) || file.name.startsWith('health/') || !strayRemovedBefore(file.createdAt)) continue;
    const owner = uploadOwner(file.name);
    report(
      'orphaned-file',
      file.name,
      owner && registrations.has(owner)
        ? `${owner} names no such file.`
        : `No registration ${owner ?? '(none: not under registrations/)'} holds it.`,
    );
  }

  // Address claims: one per registration, each naming a registration of that address.
  const claims = new Map(facts.claims.map((claim) => [claim.id, claim]));
  for (const claim of facts.claims) {
    const record = registrations.get(claim.registrationId);
    if (!record || record.claimKey !== claim.id) {
      report(
        'claim-without-registration',
        `registrationEmails/${claim.id}`,
        record
          ? `It names ${claim.registrationId}, whose address is another.`
          : `It names ${claim.registrationId}, which does not exist: the address cannot register again.`,
      );
    }
  }
  for (const record of facts.registrations) {
    if (claims.get(record.claimKey)?.registrationId !== record.id) {
      report(
        'registration-without-claim',
        `registrations/${record.id}`,
        'No claim holds its address: the same address could register again.',
      );
    }
  }

  // Admission: a verified, uncancelled registration has a current pass for each person, mailed
  // (until the mail's retention deletes it), and an invoice wherever it is invoiced; no pass of
  // another epoch, or of a registration that admits no one, is left to open.
  const passesOf = new Map<string, AuditFacts['passes']>();
  for (const pass of facts.passes)
    passesOf.set(pass.registrationId, [...(passesOf.get(pass.registrationId) ?? []), pass]);
  for (const pass of facts.passes) {
    const record = registrations.get(pass.registrationId);
    const admits = record && stateOf(record) === 'payment-verified' && !isCancelled(record);
    if (!admits || pass.passEpoch !== passEpochOf(record)) {
      report(
        'pass-stale',
        `passes/${pass.id}`,
        !record
          ? `${pass.registrationId} does not exist, and its pass still opens.`
          : admits
            ? `A pass of epoch ${pass.passEpoch}; the current passes are of epoch ${passEpochOf(record)}.`
            : `${record.id} admits no one (${isCancelled(record) ? 'cancelled' : stateOf(record)}), and its pass still opens.`,
      );
    }
  }
  for (const record of facts.registrations) {
    if (stateOf(record) !== 'payment-verified' || isCancelled(record)) continue;
    const epoch = passEpochOf(record);
    const expected = passHoldersOf(record).length;
    const current = (passesOf.get(record.id) ?? []).filter((pass) => pass.passEpoch === epoch).length;
    if (current !== expected) {
      report('passes-missing', `registrations/${record.id}`, `${current} of its ${expected} passes are stored.`);
    }
    const mailId = `${record.id}-payment-verified-${record.paymentVerifications ?? 0}`;
    const mailKept =
      !record.paymentVerifiedAt || now - record.paymentVerifiedAt.getTime() < RETENTION.mailDays * DAY_MS;
    if (mailKept && !facts.mails.some((mail) => mail.id === mailId)) {
      report(
        'acknowledgement-missing',
        `mail/${mailId}`,
        `${record.id} is admitted; the mail saying so is not queued.`,
      );
    }
    const invoiced = facts.invoicing && record.totalAmount > 0 && record.sponsorCode?.kind !== 'complimentary';
    if (invoiced && settledBefore(record.paymentVerifiedAt)) {
      const invoice = record.invoice ? facts.invoices.find((stored) => stored.id === record.invoice?.id) : undefined;
      if (!invoice || invoice.registrationId !== record.id || invoice.creditNote) {
        report(
          'invoice-missing',
          `registrations/${record.id}`,
          record.invoice
            ? `Its invoice ${record.invoice.number} (invoices/${record.invoice.id}) is ${invoice ? 'not a current invoice of it' : 'not stored'}.`
            : 'Its payment is verified and no tax invoice is issued: issue it from its page.',
        );
      }
    }
  }

  // Numbers: each series and year counts 1, 2, 3… without a gap or a repeat, up to its counter.
  const numbered = new Map<string, { path: string; sequence: number }[]>();
  const number =
    (collection: string, series: DocumentSeries) => (doc: { id: string; number: string; financialYear: number }) => {
      const parts = isDocumentNumberShape(doc.number) ? safeParts(doc.number) : null;
      if (!parts || parts.series !== series) {
        report(
          'number-malformed',
          `${collection}/${doc.id}`,
          `"${doc.number}" is not a number of the ${series} series.`,
        );
        return;
      }
      const key = `${series}_${doc.financialYear}`;
      numbered.set(key, [...(numbered.get(key) ?? []), { path: `${collection}/${doc.id}`, sequence: parts.sequence }]);
    };
  facts.invoices.forEach(number('invoices', 'invoice'));
  facts.creditNotes.forEach(number('creditNotes', 'credit-note'));
  const counters = new Map(facts.counters.map((counter) => [counter.id, counter.last]));
  for (const key of [...new Set([...numbered.keys(), ...counters.keys()])].sort()) {
    const documents = numbered.get(key) ?? [];
    const last = counters.get(key);
    const highest = Math.max(0, ...documents.map((doc) => doc.sequence));
    const bySequence = new Map<number, string[]>();
    for (const doc of documents) bySequence.set(doc.sequence, [...(bySequence.get(doc.sequence) ?? []), doc.path]);
    const missing = Array.from({ length: highest }, (_, index) => index + 1).filter((n) => !bySequence.has(n));
    if (missing.length > 0) {
      report(
        'number-gap',
        `invoiceSeries/${key}`,
        `No document has number${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      );
    }
    for (const [sequence, paths] of bySequence) {
      if (paths.length > 1)
        report('number-repeated', `invoiceSeries/${key}`, `${sequence} is the number of ${paths.join(' and ')}.`);
    }
    if (last !== highest) {
      report(
        'counter-disagrees',
        `invoiceSeries/${key}`,
        `The counter says ${last ?? 'nothing (no counter)'} was the last number; the documents go up to ${highest}.`,
      );
    }
  }

  // Sponsor codes: a used code names the registration that uses it, and that one names the code.
  const codes = new Map(facts.sponsorCodes.map((code) => [code.id, code]));
  for (const code of facts.sponsorCodes) {
    if (code.usedBy && registrations.get(code.usedBy)?.sponsorCode?.code !== code.id) {
      report(
        'sponsor-code-disagrees',
        `sponsorCodes/${code.id}`,
        `Used by ${code.usedBy}, which does not name this code.`,
      );
    }
  }
  for (const record of facts.registrations) {
    const code = record.sponsorCode?.code;
    if (code && codes.get(code)?.usedBy !== record.id) {
      report(
        'sponsor-code-disagrees',
        `registrations/${record.id}`,
        `It names code ${code}, which does not name it as used.`,
      );
    }
  }

  // Mail: delivered, failed with a reason, being sent, or due (and taken soon: MAIL_OVERDUE_MS).
  for (const mail of facts.mails) {
    const path = `mail/${mail.id}`;
    if (mail.registrationId && !registrations.has(mail.registrationId)) {
      report(
        'mail-of-no-registration',
        path,
        `${mail.registrationId} does not exist; its mails should have gone with it.`,
      );
    }
    const delivery = mail.delivery;
    if (delivery && !DELIVERY_STATES.has(delivery.state)) {
      report('mail-undelivered', path, `Its delivery state "${String(delivery.state)}" is none the sender knows.`);
    } else if (delivery?.state === 'ERROR' && !delivery.error?.trim()) {
      report('mail-undelivered', path, 'It failed and no reason is recorded.');
    } else if (isClaimable(delivery, facts.now)) {
      const dueSince = delivery?.retryAt ?? delivery?.leaseExpireTime ?? mail.queuedAt;
      if (!dueSince) report('mail-undelivered', path, 'It has no time it was queued, and no sender has taken it.');
      else if (now - dueSince.getTime() >= MAIL_OVERDUE_MS) {
        report('mail-undelivered', path, `Due for ${minutes(now - dueSince.getTime())}, and no sender has taken it.`);
      }
    }
  }

  // An erasure deletes everything of the registration; what is left of one that is gone was left
  // by an erasure cut short (npm run admin -- erase <id> finishes it). A certificate outlives the
  // retention job's erasure, which keeps it for the certificates' years.
  const erasedBy = new Map(facts.erasures.map((erasure) => [erasure.registrationId, erasure.cause]));
  for (const belonging of facts.belongings) {
    if (registrations.has(belonging.registrationId)) continue;
    if (belonging.certificate && erasedBy.get(belonging.registrationId) === 'retention') continue;
    const erased = erasedBy.has(belonging.registrationId);
    report(
      'left-after-erasure',
      belonging.path,
      erased
        ? `${belonging.registrationId} was erased and this is left of it: erase it again to finish.`
        : `${belonging.registrationId} does not exist, and no erasure of it is recorded.`,
    );
  }

  // Nothing kept past its time: documents past their TTL, unverified addresses, mail copies, and
  // the registrations and documents the retention job removes after the event.
  const late = (at: Date) => now - at.getTime() >= EXPIRY_SLACK_MS;
  for (const doc of facts.expired) {
    if (late(doc.expiresAt))
      report('kept-too-long', doc.path, `It expired on ${day(doc.expiresAt)}; its TTL policy has not deleted it.`);
  }
  for (const record of facts.registrations) {
    if (record.held) continue;
    const expiry = unverifiedExpiry(record.createdAt);
    if (!record.verified && late(expiry)) {
      report(
        'kept-too-long',
        `registrations/${record.id}`,
        `Its address was never verified; it was due for erasure on ${day(expiry)}.`,
      );
    }
    const erasedOn = RETENTION_DAYS.registrationsErasedOn;
    if (late(venueInstant(erasedOn))) {
      report('kept-too-long', `registrations/${record.id}`, `Every registration was due for erasure on ${erasedOn}.`);
    }
  }
  for (const mail of facts.mails) {
    // A held registration's mails are kept with it (services/retention.ts).
    if (mail.registrationId && registrations.get(mail.registrationId)?.held) continue;
    if (mail.queuedAt && late(new Date(mail.queuedAt.getTime() + RETENTION.mailDays * DAY_MS))) {
      report(
        'kept-too-long',
        `mail/${mail.id}`,
        `Queued on ${day(mail.queuedAt)}: copies of mails are kept ${RETENTION.mailDays} days.`,
      );
    }
  }
  if (late(venueInstant(RETENTION_DAYS.deskAccountsRemovedOn))) {
    for (const uid of facts.deskAccounts) {
      report(
        'kept-too-long',
        `users/${uid}`,
        `A check-in staff account: such accounts were due for deletion on ${RETENTION_DAYS.deskAccountsRemovedOn}.`,
      );
    }
  }
  if (documentsRemoved && late(venueInstant(RETENTION_DAYS.documentsRemovedOn))) {
    for (const file of facts.files) {
      const owner = /^registrations\/([^/]+)\//.exec(file.name)?.[1];
      if (owner && !registrations.get(owner)?.held) {
        report(
          'kept-too-long',
          file.name,
          `Uploaded documents were due for removal on ${RETENTION_DAYS.documentsRemovedOn}.`,
        );
      }
    }
  }
  return violations.sort(
    (a, b) => AUDIT_RULES.indexOf(a.rule) - AUDIT_RULES.indexOf(b.rule) || a.path.localeCompare(b.path),
  );
}

function safeParts(number: string): ReturnType<typeof invoiceNumberParts> | null {
  try {
    return invoiceNumberParts(number);
  } catch {
    return null;
  }
}
