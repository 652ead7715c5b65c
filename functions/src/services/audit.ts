// The audit's reading (domain/audit.ts judges it): everything the invariants concern, read once,
// read-only, through the Admin SDK, from the local suite or a real project (`npm run admin -- audit`).
import { auditViolations, type AuditFacts, type Violation } from '../domain/audit';
import type { Query } from 'firebase-admin/firestore';
import {
  auditEntryPaths,
  certificates,
  checkIns,
  creditNotes,
  dataAccessTokens,
  documentIds,
  emailClaims,
  erasures,
  expiredIn,
  invoiceSeries,
  invoices,
  mails,
  passes,
  registrations,
  selectFields,
  sponsorCodes,
  statementLines,
  verificationTokens,
  type StoredMail,
} from './collections';
import { listedFiles } from './files';
import { invoicingOf } from './invoices';
import { heldIds } from './legal-holds';
import { emailKey, filesNamedBy } from './registrations';
import { deskOnlyAccounts } from './desk-staff';

export interface AuditOptions {
  now: Date;
  /** Nothing in flight: report what a request in flight would explain too (domain/audit.ts). */
  settled: boolean;
  /** The collections with a TTL policy on `expiresAt` (firestore.indexes.json). */
  expiring: readonly string[];
}

/** The documents of a query that name a registration in `registrationId`, by path. */
async function naming(query: Query, certificate = false): Promise<AuditFacts['belongings']> {
  return (await query.select('registrationId').get()).docs.map((doc) => ({
    path: doc.ref.path,
    registrationId: String(doc.get('registrationId')),
    ...(certificate ? { certificate } : {}),
  }));
}

/** Everything that holds a registration's data outside its record (domain/audit.ts, belongings). */
async function belongings(): Promise<AuditFacts['belongings']> {
  const found = await Promise.all([
    naming(verificationTokens()),
    naming(dataAccessTokens()),
    naming(checkIns()),
    naming(certificates(), true),
    documentIds(statementLines()).then((ids) =>
      ids.map((id) => ({ path: `statementLines/${id}`, registrationId: id })),
    ),
    auditEntryPaths().then((paths) => paths.map((path) => ({ path, registrationId: path.split('/')[1] ?? '' }))),
  ]);
  return found.flat();
}

/** What is stored, judged: the violations, and how much was read. */
export async function auditStore(
  options: AuditOptions,
): Promise<{ violations: Violation[]; counted: Record<string, number> }> {
  const [
    records,
    held,
    objects,
    claims,
    stored,
    queued,
    invoiced,
    credited,
    counters,
    codes,
    expired,
    outside,
    erased,
    deskAccounts,
  ] = await Promise.all([
    registrations().get(),
    heldIds(),
    listedFiles(''),
    emailClaims().get(),
    passes().select('registrationId', 'passEpoch').get(),
    selectFields<StoredMail & { probe?: string }>(mails(), 'registrationId', 'queuedAt', 'delivery', 'probe').get(),
    invoices().select('registrationId', 'particulars.number', 'financialYear', 'creditNote').get(),
    creditNotes().select('particulars.number', 'financialYear').get(),
    invoiceSeries().get(),
    sponsorCodes().select('usedBy').get(),
    Promise.all(options.expiring.map((collection) => expiredIn(collection, options.now))),
    belongings(),
    erasures().select('cause').get(),
    deskOnlyAccounts(),
  ]);
  const facts: AuditFacts = {
    now: options.now,
    settled: options.settled,
    invoicing: invoicingOf().ready,
    registrations: records.docs.map((doc) => {
      const record = doc.data();
      return {
        ...record,
        id: doc.id,
        claimKey: emailKey(record.email),
        files: filesNamedBy(record),
        held: held.has(doc.id),
      };
    }),
    files: objects.files,
    claims: claims.docs.map((doc) => ({ id: doc.id, registrationId: doc.data().registrationId })),
    passes: stored.docs.map((doc) => ({
      id: doc.id,
      registrationId: String(doc.get('registrationId')),
      passEpoch: Number(doc.get('passEpoch')),
    })),
    mails: queued.docs
      .map((doc) => ({ id: doc.id, ...doc.data() }))
      .filter((mail) => mail.probe === undefined)
      .map(({ id, registrationId, queuedAt, delivery }) => ({ id, registrationId, queuedAt, delivery })),
    invoices: invoiced.docs.map((doc) => ({
      id: doc.id,
      registrationId: (doc.get('registrationId') as string | null) ?? null,
      number: String(doc.get('particulars.number')),
      financialYear: Number(doc.get('financialYear')),
      creditNote: doc.get('creditNote') ?? null,
    })),
    creditNotes: credited.docs.map((doc) => ({
      id: doc.id,
      number: String(doc.get('particulars.number')),
      financialYear: Number(doc.get('financialYear')),
    })),
    counters: counters.docs.map((doc) => ({ id: doc.id, last: doc.data().last })),
    sponsorCodes: codes.docs.map((doc) => ({ id: doc.id, usedBy: (doc.get('usedBy') as string | null) ?? null })),
    expired: expired.flat(),
    belongings: outside,
    erasures: erased.docs.map((doc) => ({ registrationId: doc.id, cause: String(doc.get('cause')) })),
    deskAccounts,
  };
  return {
    violations: auditViolations(facts),
    counted: {
      registrations: facts.registrations.length,
      files: facts.files.length,
      'address claims': facts.claims.length,
      passes: facts.passes.length,
      mails: facts.mails.length,
      invoices: facts.invoices.length,
      'credit notes': facts.creditNotes.length,
      'check-in staff accounts': facts.deskAccounts.length,
    },
  };
}
