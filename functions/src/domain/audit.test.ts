import { describe, expect, it } from 'vitest';
import { auditViolations, EXPIRY_SLACK_MS, IN_FLIGHT_MS, type AuditFacts, type AuditedRegistration } from './audit';
import { EDITION } from './edition';
import { invoiceNumber } from './invoice-number';
import { DAY_MS, RETENTION, RETENTION_DAYS } from './retention';
import { venueInstant } from './venue-time';

// A week before the conference: inside every retention period.
const NOW = new Date(venueInstant(EDITION.startDate).getTime() - 7 * DAY_MS);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60_000;

function registration(id: string, overrides: Partial<AuditedRegistration> = {}): AuditedRegistration {
  return {
    id,
    claimKey: `${id.toLowerCase()}@example.org`,
    firstName: 'Asha',
    lastName: 'Rao',
    organization: 'An institute',
    registrationTier: 'student-group' as AuditedRegistration['registrationTier'],
    students: [{ name: 'One' }, { name: 'Two' }],
    verified: true,
    createdAt: ago(3 * DAY_MS),
    totalAmount: 7100,
    files: [
      { where: 'students[0].idCard', path: `registrations/${id}/student-1-id-card-aa.pdf` },
      { where: 'students[1].idCard', path: `registrations/${id}/student-2-id-card-bb.pdf` },
    ],
    held: false,
    ...overrides,
  };
}

/** A paid, admitted and invoiced registration, an unpaid one, and all that goes with them: no violation. */
function world(): AuditFacts {
  const paid = registration('ICEI25-PAID', {
    paymentVerified: true,
    paymentVerifiedAt: ago(2 * DAY_MS),
    paymentVerifications: 1,
    invoice: { id: 'ICEI25-PAID_1', number: invoiceNumber('ICEI', 2025, 1) },
    files: [
      ...registration('ICEI25-PAID').files,
      { where: 'paymentProofs[0].receipt', path: 'registrations/ICEI25-PAID/payment-receipt-cc.pdf' },
    ],
  });
  const unpaid = registration('ICEI25-OPEN', { students: [], files: [] });
  const registrations = [paid, unpaid];
  return {
    now: NOW,
    invoicing: true,
    settled: false,
    registrations,
    files: [
      ...registrations.flatMap((record) => record.files.map((file) => ({ name: file.path, createdAt: ago(DAY_MS) }))),
      { name: 'health/probe', createdAt: ago(HOUR) },
    ],
    claims: registrations.map((record) => ({ id: record.claimKey, registrationId: record.id })),
    passes: ['registrant', 'student-1', 'student-2'].map((person) => ({
      id: `hash-${person}`,
      registrationId: paid.id,
      passEpoch: 1,
    })),
    mails: [
      {
        id: 'ICEI25-PAID-verification-1',
        registrationId: paid.id,
        queuedAt: ago(3 * DAY_MS),
        delivery: { state: 'SUCCESS' },
      },
      {
        id: 'ICEI25-PAID-payment-verified-1',
        registrationId: paid.id,
        queuedAt: ago(2 * DAY_MS),
        delivery: { state: 'SUCCESS' },
      },
      {
        id: 'ICEI25-OPEN-verification-1',
        registrationId: unpaid.id,
        queuedAt: ago(3 * DAY_MS),
        delivery: { state: 'ERROR', error: '550 No such mailbox' },
      },
      // Waiting out a failure, and queued a moment ago: both due, neither late.
      {
        id: 'ICEI25-OPEN-verification-2',
        registrationId: unpaid.id,
        queuedAt: ago(HOUR),
        delivery: { state: 'PENDING', attempts: 3, retryAt: new Date(NOW.getTime() + 60_000) },
      },
      { id: 'ICEI25-OPEN-verification-3', registrationId: unpaid.id, queuedAt: ago(5_000) },
    ],
    invoices: [
      {
        id: 'ICEI25-PAID_1',
        registrationId: paid.id,
        number: invoiceNumber('ICEI', 2025, 1),
        financialYear: 2025,
        creditNote: null,
      },
      {
        id: 'SPONSOR-1',
        registrationId: null,
        number: invoiceNumber('ICEI', 2025, 2),
        financialYear: 2025,
        creditNote: { number: 'x' },
      },
    ],
    creditNotes: [
      { id: 'SPONSOR-1', number: invoiceNumber('ICEI', 2025, 1, { series: 'credit-note' }), financialYear: 2025 },
    ],
    counters: [
      { id: 'invoice_2025', last: 2 },
      { id: 'credit-note_2025', last: 1 },
    ],
    sponsorCodes: [{ id: 'UNUSED-CODE', usedBy: null }],
    expired: [{ path: 'rateLimits/abc', expiresAt: ago(HOUR) }],
    belongings: [
      { path: 'verificationTokens/t1', registrationId: unpaid.id },
      { path: 'checkIns/ICEI25-PAID_registrant_2025-11-06', registrationId: paid.id },
      { path: 'registrations/ICEI25-PAID/audit/created', registrationId: paid.id },
      { path: 'statementLines/ICEI25-PAID', registrationId: paid.id },
      // The retention job erased this one after the event and kept its certificate, as it should.
      { path: 'certificates/ICEI25-OLD_registrant', registrationId: 'ICEI25-OLD', certificate: true },
    ],
    erasures: [
      { registrationId: 'ICEI25-OLD', cause: 'retention' },
      { registrationId: 'ICEI25-GONE', cause: 'request' },
    ],
    // A volunteer for the desk, whose account serves until the conference is over.
    deskAccounts: ['desk-1'],
  };
}

/** The item at `index`, which the world above has. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index} in the world.`);
  return item;
}

const found = (facts: AuditFacts) => auditViolations(facts).map(({ rule, path }) => ({ rule, path }));

describe('the audit', () => {
  it('finds nothing wrong in a consistent store, settled or not', () => {
    expect(auditViolations(world())).toEqual([]);
    expect(auditViolations({ ...world(), settled: true })).toEqual([]);
  });

  // Each plant breaks one invariant; the audit names that one, with the path to look at.
  const plants: [string, (facts: AuditFacts) => void, { rule: string; path: string }][] = [
    [
      'a file the record names is gone',
      (f) => void f.files.splice(0, 1),
      { rule: 'missing-file', path: 'registrations/ICEI25-PAID/student-1-id-card-aa.pdf' },
    ],
    [
      'a stored file nobody names, which the retention job should have removed',
      (f) => void f.files.push({ name: 'registrations/ICEI25-GONE/receipt-dd.pdf', createdAt: ago(2 * DAY_MS) }),
      { rule: 'orphaned-file', path: 'registrations/ICEI25-GONE/receipt-dd.pdf' },
    ],
    [
      'a claim for a registration that is not there',
      (f) => void f.claims.push({ id: 'ghost@example.org', registrationId: 'ICEI25-GONE' }),
      { rule: 'claim-without-registration', path: 'registrationEmails/ghost@example.org' },
    ],
    [
      'a registration whose address nobody claims',
      (f) => void f.claims.splice(1, 1),
      { rule: 'registration-without-claim', path: 'registrations/ICEI25-OPEN' },
    ],
    [
      'an admitted registration short of a pass',
      (f) => void f.passes.splice(2, 1),
      { rule: 'passes-missing', path: 'registrations/ICEI25-PAID' },
    ],
    [
      'a pass of an earlier verification still stored',
      (f) => void f.passes.push({ id: 'hash-old', registrationId: 'ICEI25-PAID', passEpoch: 0 }),
      { rule: 'pass-stale', path: 'passes/hash-old' },
    ],
    [
      'the acknowledgement never queued',
      (f) => void f.mails.splice(1, 1),
      { rule: 'acknowledgement-missing', path: 'mail/ICEI25-PAID-payment-verified-1' },
    ],
    [
      'a verified payment without its invoice',
      (f) => void (at(f.registrations, 0).invoice = null),
      { rule: 'invoice-missing', path: 'registrations/ICEI25-PAID' },
    ],
    [
      'a number that is none of ours',
      (f) => void f.creditNotes.push({ id: 'STRAY', number: invoiceNumber('ICEI', 2025, 2), financialYear: 2025 }),
      { rule: 'number-malformed', path: 'creditNotes/STRAY' },
    ],
    [
      'a number skipped',
      (f) => {
        at(f.invoices, 1).number = invoiceNumber('ICEI', 2025, 3);
        at(f.counters, 0).last = 3;
      },
      { rule: 'number-gap', path: 'invoiceSeries/invoice_2025' },
    ],
    [
      'a number given twice',
      (f) => {
        at(f.invoices, 1).number = invoiceNumber('ICEI', 2025, 1);
        at(f.counters, 0).last = 1;
      },
      { rule: 'number-repeated', path: 'invoiceSeries/invoice_2025' },
    ],
    [
      'a counter behind its documents',
      (f) => void (at(f.counters, 1).last = 0),
      { rule: 'counter-disagrees', path: 'invoiceSeries/credit-note_2025' },
    ],
    [
      'a sponsor code used by a registration that does not name it',
      (f) => void (at(f.sponsorCodes, 0).usedBy = 'ICEI25-OPEN'),
      { rule: 'sponsor-code-disagrees', path: 'sponsorCodes/UNUSED-CODE' },
    ],
    [
      'a mail failed with no reason',
      (f) => void (at(f.mails, 2).delivery = { state: 'ERROR', error: ' ' }),
      { rule: 'mail-undelivered', path: 'mail/ICEI25-OPEN-verification-1' },
    ],
    [
      'a mail due for an hour that no sender took',
      (f) => void (at(f.mails, 3).delivery = { state: 'PENDING', attempts: 1, retryAt: ago(HOUR) }),
      { rule: 'mail-undelivered', path: 'mail/ICEI25-OPEN-verification-2' },
    ],
    [
      'a mail left of a registration that is gone',
      (f) =>
        void f.mails.push({
          id: 'ICEI25-GONE-verification-1',
          registrationId: 'ICEI25-GONE',
          queuedAt: ago(HOUR),
          delivery: { state: 'SUCCESS' },
        }),
      { rule: 'mail-of-no-registration', path: 'mail/ICEI25-GONE-verification-1' },
    ],
    [
      'a check-in left by an erasure cut short',
      (f) =>
        void f.belongings.push({ path: 'checkIns/ICEI25-GONE_registrant_2025-11-06', registrationId: 'ICEI25-GONE' }),
      { rule: 'left-after-erasure', path: 'checkIns/ICEI25-GONE_registrant_2025-11-06' },
    ],
    [
      'the certificate of a registration erased on request',
      (f) =>
        void f.belongings.push({
          path: 'certificates/ICEI25-GONE_registrant',
          registrationId: 'ICEI25-GONE',
          certificate: true,
        }),
      { rule: 'left-after-erasure', path: 'certificates/ICEI25-GONE_registrant' },
    ],
    [
      'an audit trail under a registration that never was erased',
      (f) => void f.belongings.push({ path: 'registrations/ICEI25-NONE/audit/created', registrationId: 'ICEI25-NONE' }),
      { rule: 'left-after-erasure', path: 'registrations/ICEI25-NONE/audit/created' },
    ],
    [
      'a document its TTL policy should have deleted days ago',
      (f) => void (at(f.expired, 0).expiresAt = ago(3 * DAY_MS)),
      { rule: 'kept-too-long', path: 'rateLimits/abc' },
    ],
    [
      'an unverified address held past its days',
      (f) => {
        at(f.registrations, 1).verified = false;
        at(f.registrations, 1).createdAt = ago((RETENTION.unverifiedRegistrationDays + 3) * DAY_MS);
      },
      { rule: 'kept-too-long', path: 'registrations/ICEI25-OPEN' },
    ],
  ];
  it.each(plants)('names %s', (_name, plant, expected) => {
    const facts = world();
    plant(facts);
    expect(found(facts)).toEqual([expected]);
  });

  it('names a check-in staff account kept past the day after the conference, and none before', () => {
    const due = venueInstant(RETENTION_DAYS.deskAccountsRemovedOn).getTime() + EXPIRY_SLACK_MS;
    const accounts = (now: number, facts = world()) =>
      found({ ...facts, now: new Date(now) }).filter((violation) => violation.path.startsWith('users/'));
    expect(accounts(due - 60_000)).toEqual([]);
    expect(accounts(due)).toEqual([{ rule: 'kept-too-long', path: 'users/desk-1' }]);
    expect(accounts(due, { ...world(), deskAccounts: [] })).toEqual([]);
  });

  it('gives a request in flight its minutes, unless nothing is in flight', () => {
    const facts = world();
    const paid = at(facts.registrations, 0);
    paid.invoice = null;
    paid.paymentVerifiedAt = ago(60_000);
    facts.files.push({ name: 'registrations/ICEI25-NEXT/receipt-ee.pdf', createdAt: ago(IN_FLIGHT_MS / 2) });
    expect(found(facts)).toEqual([]);
    expect(found({ ...facts, settled: true }).map((v) => v.rule)).toEqual(['orphaned-file', 'invoice-missing']);
  });

  it("leaves a request's stray upload to the next retention job, and names one it should have removed", () => {
    const facts = world();
    const stray = 'registrations/ICEI25-NEXT/receipt-ff.pdf';
    facts.files.push({ name: stray, createdAt: ago(IN_FLIGHT_MS + DAY_MS - 60_000) });
    expect(found(facts)).toEqual([]);
    facts.files[facts.files.length - 1] = { name: stray, createdAt: ago(IN_FLIGHT_MS + DAY_MS) };
    expect(found(facts)).toEqual([expect.objectContaining({ rule: 'orphaned-file', path: stray })]);
  });

  it('keeps what a legal hold keeps, and forgets what retention has deleted', () => {
    const facts = world();
    const open = at(facts.registrations, 1);
    Object.assign(open, { verified: false, createdAt: ago(30 * DAY_MS), held: true });
    // A verification older than the mails' retention: its acknowledgement is rightly gone.
    const paid = at(facts.registrations, 0);
    paid.paymentVerifiedAt = ago((RETENTION.mailDays + 1) * DAY_MS);
    facts.mails.splice(1, 1);
    expect(found(facts)).toEqual([]);
    open.held = false;
    expect(found(facts)).toEqual([{ rule: 'kept-too-long', path: 'registrations/ICEI25-OPEN' }]);
  });

  it("keeps a held registration's mails past their days, and names them once the hold is released", () => {
    const facts = world();
    const paid = at(facts.registrations, 0);
    at(facts.mails, 0).queuedAt = ago((RETENTION.mailDays + 3) * DAY_MS);
    paid.held = true;
    expect(found(facts)).toEqual([]);
    paid.held = false;
    expect(found(facts)).toEqual([{ rule: 'kept-too-long', path: 'mail/ICEI25-PAID-verification-1' }]);
  });

  it('owes no invoice where nothing is invoiced: a complimentary registration, or an edition without invoicing', () => {
    const facts = world();
    at(facts.registrations, 0).invoice = null;
    expect(found({ ...facts, invoicing: false })).toEqual([]);
    at(facts.registrations, 0).sponsorCode = { code: 'FREE', kind: 'complimentary' };
    facts.sponsorCodes.push({ id: 'FREE', usedBy: 'ICEI25-PAID' });
    expect(found(facts)).toEqual([]);
  });
});
