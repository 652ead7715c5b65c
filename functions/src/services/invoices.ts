// Tax invoices: one for each verification of a payment, numbered in the edition's series without a
// gap or a duplicate however many are issued at once. The number is claimed in the same conditional
// batch that stores the invoice and marks the registration: a counter per series and financial
// year, written on condition it is still the value read (docs/decisions/0008), so of two issues at
// once one commits and the other reads again and takes the next number; an issue that does not
// commit claims no number.
import type { DocumentReference, Query, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { CONFERENCE, TAX } from '../domain/conference';
import { EDITION } from '../domain/edition';
import { DomainError } from '../domain/errors';
import {
  invoiceParticulars,
  invoicingFactsOf,
  recipientOfBilling,
  supplyOf,
  type InvoiceParticulars,
  type InvoiceRecipient,
  type InvoicingFacts,
  type InvoicingInput,
} from '../domain/invoice';
import { gstStateCodeOfName } from '../domain/gstin';
import type { TaxDocument } from '../domain/api/invoice';
import type { TaxSplit } from '../domain/gst';
import { creditNoteDeadline, creditNoteParticulars, type CreditNoteParticulars } from '../domain/credit-note';
import { isEInvoiced } from '../domain/e-invoice-documents';
import { financialYearOf, invoiceNumber, invoiceNumberParts, type DocumentSeries } from '../domain/invoice-number';
import {
  COMPLIMENTARY_NOTHING_TO_PAY,
  INVOICE_NOT_VERIFIED,
  INVOICING_DEMO_SUPPLIER,
  REGISTRATION_CANCELLED,
  REGISTRATION_NOT_FOUND,
  creditNoteTooLate,
  invoicingIncomplete,
} from '../domain/messages';
import { accountsKeptUntil } from '../domain/retention';
import { isCancelled, isComplimentary, stateOf } from '../domain/lifecycle';
import { getTier } from '../domain/tiers';
import { formatCalendarDayLong, venueDate } from '../domain/venue-time';
import { currentTime } from '../clock';
import { currentProjectId, isDemoProject } from '../config';
import {
  auditOf,
  creditNotes,
  invoiceSeries,
  numberClaims,
  invoices,
  registrationDoc,
  type SeriesCounter,
  type StoredCreditNote,
  type StoredInvoice,
} from './collections';
import { asContention, retryOnContention } from './contention';
import { firestore } from './firebase';
import { readRegistrationVersion, type RegistrationRecord } from './registrations';

/** An invoice as the registration and its API name it. */
export interface IssuedInvoice {
  number: string;
  /** The venue's calendar day of issue (YYYY-MM-DD). */
  date: string;
}

/**
 * The edition's invoicing facts when it gives them all; otherwise the sentence that tells an
 * administrator which are missing (none is ever invented).
 */
export function invoicingOf(
  input: InvoicingInput | undefined = EDITION.invoicing,
  projectId: string = currentProjectId(),
): { ready: true; facts: InvoicingFacts } | { ready: false; problem: string } {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) return { ready: false, problem: invoicingIncomplete(facts.missing) };
  // The demo supplier is fiction: a real project that deployed it anyway issues nothing with it.
  if (facts.facts.demo && !isDemoProject(projectId)) return { ready: false, problem: INVOICING_DEMO_SUPPLIER };
  return { ready: true, facts: facts.facts };
}

/**
 * Whether a document waits for the Invoice Registration Portal's answer: it is e-invoiced (B2B,
 * SEZ, export) by a host that e-invoices. Stored as `irnDue` until the answer is imported, so the
 * dashboard's count of those overdue reads them alone (services/e-invoices.ts).
 */
export function irnDueFor(
  particulars: InvoiceParticulars | CreditNoteParticulars,
  invoicing: ReturnType<typeof invoicingOf> = invoicingOf(),
): boolean {
  return invoicing.ready && invoicing.facts.eInvoicing && isEInvoiced(particulars);
}

/**
 * Whether the invoice a verification of `record` issues at `at` will wait for the Invoice
 * Registration Portal (irnDueFor): decided before it is issued, for the mail that goes with it.
 */
export function invoiceWaitsForIrn(
  record: RegistrationRecord,
  invoicing: ReturnType<typeof invoicingOf>,
  at: Date,
): boolean {
  if (!invoicing.ready || !invoicing.facts.eInvoicing) return false;
  return supplyOf(invoicing.facts, recipientOf(record), venueDate(at)).supply !== 'B2C';
}

/**
 * Whom a registration's invoice is made out to: the institution the registrant named to be
 * invoiced, with its GSTIN when it has one (a B2B invoice), its accounts office reading whose
 * registration it pays for on the "Attn:" line; otherwise the registrant, at their institution and
 * address.
 */
export function recipientOf(record: RegistrationRecord): InvoiceRecipient {
  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  if (record.billing) return recipientOfBilling(record.billing, registrant);
  const place = [record.city, record.state, record.postcode].filter(Boolean).join(', ');
  const stateCode = record.state ? gstStateCodeOfName(record.state) : undefined;
  return {
    name: registrant,
    address: [record.organization, record.address, place, record.country].filter(Boolean).join('\n'),
    ...(stateCode ? { stateCode } : {}),
  };
}

/**
 * What is supplied: the tier's registration for the conference, the papers or students it covers
 * as the quantity, at the amount the registration owes (its pricing, decided when it was made).
 */
function linesOf(record: RegistrationRecord) {
  const tier = getTier(record.registrationTier);
  return [
    {
      description: `${tier.label}: registration for ${CONFERENCE.name}, ${CONFERENCE.datesLabel}`,
      quantity: record.pricing.lines.reduce((count, line) => count + line.quantity, 0),
      amountRupees: record.totalAmount,
    },
  ];
}

interface CounterVersion {
  ref: DocumentReference<SeriesCounter>;
  next: number;
  read: Timestamp | null;
}

/**
 * The next number of a series: one past the counter's, and past any number already issued, should
 * the counter have been restored from a backup taken before it (docs/deploy.md, "Restoring a
 * backup"). Each number issued holds a claim that stays.
 */
export async function readCounter(series: DocumentSeries, financialYear: number): Promise<CounterVersion> {
  const ref = invoiceSeries().doc(`${series}_${financialYear}`);
  const snapshot = await ref.get();
  let next = (snapshot.data()?.last ?? 0) + 1;
  while ((await numberClaims(ref).doc(String(next)).get()).exists) next += 1;
  return { ref, next, read: snapshot.exists ? (snapshot.updateTime ?? null) : null };
}

/**
 * Takes the next number: the batch holds only if no one took it since it was read (the counter
 * moved, or its claim exists).
 */
export function claimNumber(batch: WriteBatch, counter: CounterVersion, at: Date): void {
  if (counter.read) batch.update(counter.ref, { last: counter.next }, { lastUpdateTime: counter.read });
  else batch.create(counter.ref, { last: counter.next });
  batch.create(numberClaims(counter.ref).doc(String(counter.next)), { at });
}

/** Commits, or fails as contention (a counter, the registration or the document moved): read again. */
export async function commitOrRetry(batch: WriteBatch): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    throw asContention(error);
  }
}

const CORRECTED = '_corrected-';

/** The ID of a verification's corrected invoice: `{id}_{verification}_corrected-{n}`. */
export const correctedInvoiceId = (firstId: string, correction: number) => `${firstId}${CORRECTED}${correction}`;

/** Whether `invoiceId` is the invoice `firstId` (`{id}_{verification}`) or one that corrected it. */
const isInvoiceOfVerification = (invoiceId: string, firstId: string) =>
  invoiceId === firstId || invoiceId.startsWith(`${firstId}${CORRECTED}`);

/** An invoice read and numbered, for the conditional batch that issues it to write. */
export interface PreparedInvoice extends IssuedInvoice {
  /** E-invoiced: no invoice until the portal registers it (irnDueFor). */
  irnDue: boolean;
  /** Claims the number and stores the invoice. */
  write(batch: WriteBatch): void;
}

/**
 * Numbers the invoice of `record`'s current verification as it stands (its recipient, its lines)
 * and stores it as `invoices/{invoiceId}` when written: the caller's batch also marks the
 * registration, so the number is claimed only if both commit.
 */
export async function prepareInvoice(
  record: RegistrationRecord,
  invoiceId: string,
  input: { facts: InvoicingFacts; invoicing: ReturnType<typeof invoicingOf>; by: string; at: Date },
): Promise<PreparedInvoice> {
  const date = venueDate(input.at);
  const financialYear = financialYearOf(date);
  const counter = await readCounter('invoice', financialYear);
  const number = invoiceNumber(input.facts.prefix, financialYear, counter.next);
  const particulars = invoiceParticulars({
    facts: input.facts,
    supply: 'admission',
    number,
    date,
    recipient: recipientOf(record),
    lines: linesOf(record),
    ratePercent: TAX.ratePercent,
  });
  const irnDue = irnDueFor(particulars, input.invoicing);
  return {
    number,
    date,
    irnDue,
    write(batch) {
      claimNumber(batch, counter, input.at);
      batch.create(invoices().doc(invoiceId), {
        registrationId: record.id,
        verification: record.paymentVerifications ?? 1,
        particulars,
        financialYear,
        issuedAt: input.at,
        by: input.by,
        creditNote: null,
        irnDue,
        expiresAt: accountsKeptUntil(financialYear),
      });
    },
  };
}

/**
 * Issues the tax invoice of a registration's current verification, once: a call repeated, retried
 * or racing another answers with the invoice already issued. Refused (409) when the payment is not
 * verified, or when the edition does not give every fact an invoice needs.
 */
export async function issueInvoice(
  id: string,
  by: string,
  invoicing: ReturnType<typeof invoicingOf> = invoicingOf(),
  /** The present instant (a test in its own process passes the suite's). */
  now: () => Date = currentTime,
): Promise<IssuedInvoice> {
  // An ID is checked before it becomes a path, and an unknown registration is not found, whatever
  // the edition gives.
  const ref = registrationDoc(id);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const state = stateOf(record);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    if (state !== 'payment-verified') throw new DomainError('conflict', INVOICE_NOT_VERIFIED);
    // Nothing was paid, so nothing is invoiced: the sponsor's own invoice covers its package.
    if (isComplimentary(record)) throw new DomainError('conflict', COMPLIMENTARY_NOTHING_TO_PAY);
    if (!invoicing.ready) throw new DomainError('conflict', invoicing.problem);
    const { facts } = invoicing;
    const verification = record.paymentVerifications ?? 1;
    const invoiceRef = invoices().doc(`${id}_${verification}`);
    // Issued already: this verification's invoice, or the invoice that corrected it (invoice-correction.ts).
    if (record.invoice && isInvoiceOfVerification(record.invoice.id, invoiceRef.id)) {
      return { number: record.invoice.number, date: record.invoice.date };
    }

    const at = now();
    const prepared = await prepareInvoice(record, invoiceRef.id, { facts, invoicing, by, at });
    const { number, date } = prepared;
    const batch = firestore().batch();
    prepared.write(batch);
    batch.create(auditOf(ref).doc(`invoice-issued-${verification}`), {
      event: 'invoice-issued',
      from: state,
      to: state,
      at,
      by,
      detail: { number, date },
    });
    batch.update(ref, { invoice: { id: invoiceRef.id, number, date }, updatedAt: at }, { lastUpdateTime: updateTime });
    await commitOrRetry(batch);
    return { number, date };
  });
}

/**
 * Refuses, before anything is written, a change that would credit an invoice of `invoice.date` on
 * the day of `at` when the CGST Act no longer allows it (s. 34(2)).
 */
export function assertCreditNoteAllowed(invoice: { number: string; date: string } | null | undefined, at: Date): void {
  if (!invoice) return;
  const lastDay = creditNoteDeadline(invoice.date);
  if (venueDate(at) > lastDay) {
    throw new DomainError('conflict', creditNoteTooLate(invoice.number, formatCalendarDayLong(lastDay)));
  }
}

/** A credit note read and numbered, for the batch of the change it belongs to to write. */
export interface PreparedCreditNote {
  number: string;
  date: string;
  /** The number of the invoice it cancels or reduces. */
  invoiceNumber: string;
  /** E-invoiced: the registrant's once the portal registers it (irnDueFor), when it is mailed. */
  irnDue: boolean;
  /** Claims the number, stores the credit note, marks the invoice and audits it. */
  write(batch: WriteBatch): void;
}

/**
 * Reads what a credit note against an invoice needs (the invoice, the series' counter) and numbers
 * it, for a registration's invoice or a sponsor's (`owner`, stored with it). Of the invoice's whole
 * total unless `totalPaise` (GST-inclusive) says less, as for a part refund. The caller writes it
 * in the same conditional batch as the change it records, so the number is claimed only if both
 * commit; `write` claims the number, stores the credit note and marks the invoice.
 */
export async function prepareCreditNoteOf(
  invoiceId: string,
  owner: { registrationId: string } | { sponsorId: string },
  input: { by: string; reason: string; at: Date; totalPaise?: number },
): Promise<PreparedCreditNote> {
  const invoiceRef = invoices().doc(invoiceId);
  const invoiceSnapshot = await invoiceRef.get();
  const invoice = invoiceSnapshot.data();
  const invoiceRead = invoiceSnapshot.updateTime;
  if (!invoice || !invoiceRead) throw new Error(`The invoice ${invoiceId} is missing.`);
  assertCreditNoteAllowed(invoice.particulars, input.at);

  const date = venueDate(input.at);
  const financialYear = financialYearOf(date);
  const { prefix } = invoiceNumberParts(invoice.particulars.number);
  const counter = await readCounter('credit-note', financialYear);
  const number = invoiceNumber(prefix, financialYear, counter.next, { series: 'credit-note' });
  const particulars = creditNoteParticulars(invoice.particulars, {
    number,
    date,
    reason: input.reason,
    ...(input.totalPaise === undefined ? {} : { totalPaise: input.totalPaise }),
  });
  const irnDue = irnDueFor(particulars);
  return {
    number,
    date,
    invoiceNumber: invoice.particulars.number,
    irnDue,
    write(batch) {
      claimNumber(batch, counter, input.at);
      batch.create(creditNotes().doc(invoiceId), {
        ...('registrationId' in owner ? owner : { registrationId: null, sponsorId: owner.sponsorId }),
        invoiceId,
        particulars,
        financialYear,
        issuedAt: input.at,
        by: input.by,
        irnDue,
        expiresAt: accountsKeptUntil(financialYear),
      });
      batch.update(invoiceRef, { creditNote: { number, date } }, { lastUpdateTime: invoiceRead });
    },
  };
}

/**
 * A credit note against the registration's current invoice (prepareCreditNoteOf), audited on the
 * registration; null when the registration has no invoice.
 */
export async function prepareCreditNote(
  record: RegistrationRecord,
  input: { by: string; reason: string; at: Date; totalPaise?: number },
): Promise<PreparedCreditNote | null> {
  const current = record.invoice;
  if (!current) return null;
  const prepared = await prepareCreditNoteOf(current.id, { registrationId: record.id }, input);
  const state = stateOf(record);
  return {
    ...prepared,
    write(batch) {
      prepared.write(batch);
      batch.create(auditOf(registrationDoc(record.id)).doc(`credit-note-${current.id}`), {
        event: 'credit-note-issued',
        from: state,
        to: state,
        at: input.at,
        by: input.by,
        detail: { number: prepared.number, date: prepared.date, invoice: prepared.invoiceNumber, reason: input.reason },
      });
    },
  };
}

/**
 * Cancels the invoice of a verification that was taken back (undone, or withdrawn after the undo
 * window) with a credit note for its whole amount, numbered in the credit notes' own series: an
 * invoice is never deleted. Once per invoice, however often it is asked for; nothing to do for a
 * registration without an invoice. Answers the credit note's number and day, or null.
 */
export async function creditInvoiceOf(
  id: string,
  by: string,
  reason: string,
  /** The present instant (a test in its own process passes the suite's). */
  now: () => Date = currentTime,
): Promise<{ number: string; date: string } | null> {
  const ref = registrationDoc(id);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const at = now();
    const creditNote = await prepareCreditNote(record, { by, reason, at });
    if (!creditNote) return null;
    const batch = firestore().batch();
    creditNote.write(batch);
    batch.update(ref, { invoice: null, updatedAt: at }, { lastUpdateTime: updateTime });
    await commitOrRetry(batch);
    return { number: creditNote.number, date: creditNote.date };
  });
}

/**
 * The tax split each registration's current tax invoice states, by registration ID (the exports'
 * taxable value, CGST, SGST and IGST): read from the invoices as issued, one batched read.
 */
export async function issuedTaxOf(records: readonly RegistrationRecord[]): Promise<Map<string, TaxSplit>> {
  const invoiced = records.flatMap((record) =>
    record.invoice ? [{ id: record.id, invoiceId: record.invoice.id }] : [],
  );
  if (invoiced.length === 0) return new Map();
  const stored = await firestore().getAll(...invoiced.map(({ invoiceId }) => invoices().doc(invoiceId)));
  const taxes = new Map<string, TaxSplit>();
  // getAll answers in the order asked; each invoice names the registration it is for.
  for (const snapshot of stored) {
    const invoice = snapshot.data();
    if (invoice?.registrationId) taxes.set(invoice.registrationId, invoice.particulars.tax);
  }
  return taxes;
}

/** A registration's current invoice as stored, or null before it is issued (or once credited). */
export async function currentInvoiceOf(record: RegistrationRecord): Promise<StoredInvoice | null> {
  return record.invoice ? storedInvoice(record.invoice.id) : null;
}

/** An invoice as issued (`invoices/{id}`), or null when there is none of this ID. */
export async function storedInvoice(invoiceId: string): Promise<StoredInvoice | null> {
  return (await invoices().doc(invoiceId).get()).data() ?? null;
}

/** The document of this number among those a query reads, as stored, or null. */
async function numbered<T extends { particulars: { number: string } }>(query: Query<T>, number: string) {
  const documents = (await query.get()).docs.map((doc) => doc.data());
  return documents.find((document) => document.particulars.number === number) ?? null;
}

/** The invoice of this number issued to a registration, as stored (credited or not), or null. */
export async function invoiceNumbered(registrationId: string, number: string): Promise<StoredInvoice | null> {
  return numbered(invoices().where('registrationId', '==', registrationId), number);
}

/**
 * Every invoice and credit note issued to a registration, oldest first: what its review page and
 * its status page list. An invoice a credit note cancelled stays a document of its own.
 */
export async function taxDocumentsOf(registrationId: string): Promise<TaxDocument[]> {
  const [issued, credited] = await Promise.all([
    invoices().where('registrationId', '==', registrationId).get(),
    creditNotes().where('registrationId', '==', registrationId).get(),
  ]);
  const documents = [
    ...issued.docs.map((doc) => {
      const { particulars, creditNote, issuedAt, irnDue } = doc.data();
      return {
        issuedAt,
        document: {
          kind: 'invoice' as const,
          number: particulars.number,
          date: particulars.date,
          total: particulars.tax.total,
          refersTo: creditNote?.number ?? null,
          ...(irnDue ? { awaitingIrn: true } : {}),
        },
      };
    }),
    ...credited.docs.map((doc) => {
      const { particulars, issuedAt, irnDue } = doc.data();
      return {
        issuedAt,
        document: {
          kind: 'credit-note' as const,
          number: particulars.number,
          date: particulars.date,
          total: particulars.tax.total,
          refersTo: particulars.invoice.number,
          ...(irnDue ? { awaitingIrn: true } : {}),
        },
      };
    }),
  ];
  // A credit note and an invoice issued at one instant are a correction's: the credit note cancels
  // the earlier invoice before the new one replaces it.
  const rank = (kind: TaxDocument['kind']) => (kind === 'credit-note' ? 0 : 1);
  return documents
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || rank(a.document.kind) - rank(b.document.kind))
    .map(({ document }) => document);
}

/**
 * A credit note issued to a registration, as stored: the one numbered `number`, or without a
 * number the latest; null when there is none. One read of the registration's credit notes.
 */
export async function registrationCreditNote(
  registrationId: string,
  number: string | undefined,
): Promise<StoredCreditNote | null> {
  const notes = (await creditNotes().where('registrationId', '==', registrationId).get()).docs.map((doc) => doc.data());
  if (number !== undefined) return notes.find((note) => note.particulars.number === number) ?? null;
  return notes.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime()).at(-1) ?? null;
}

/** A sponsor's invoice of this number, as stored (credited or not), or null. */
export async function sponsorInvoiceNumbered(sponsorId: string, number: string): Promise<StoredInvoice | null> {
  return numbered(invoices().where('sponsorId', '==', sponsorId), number);
}

/** The credit note of this number issued against a sponsor's invoice, as stored, or null. */
export async function sponsorCreditNote(sponsorId: string, number: string): Promise<StoredCreditNote | null> {
  return numbered(creditNotes().where('sponsorId', '==', sponsorId), number);
}
