// Sponsors, as administrators record them: the organisation, its package (as the edition prices
// it), whom the organisers deal with, then its payment and its tax invoice. The invoice is numbered
// in the registrations' series, claimed in the same conditional batch that stores it and marks the
// sponsor (services/invoices.ts), so a sponsor is invoiced once however often it is asked.
import { randomBytes } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { SponsorInput, SponsorView } from '../domain/api/sponsors';
import { CONFERENCE, TAX } from '../domain/conference';
import { DomainError } from '../domain/errors';
import { paiseOfRupees } from '../domain/gst';
import { invoiceParticulars, isWithoutTax, recipientOfBilling, supplyOf, type InvoicingFacts } from '../domain/invoice';
import { financialYearOf, invoiceNumber, lutYearOf } from '../domain/invoice-number';
import {
  SPONSOR_NOT_FOUND,
  SPONSOR_NO_PAYMENT_TO_WITHDRAW,
  SPONSOR_PAYMENT_ALREADY_VERIFIED,
  SPONSOR_PAYMENT_NOT_VERIFIED,
} from '../domain/messages';
import {
  SPONSORSHIP_NOT_SOLD,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_DATE_AHEAD,
  SPONSOR_PAYMENT_DATE_OLD,
  SPONSOR_PAYMENT_MAX_AGE_DAYS,
} from '../domain/admin-messages';
import { accountsKeptUntil, DAY_MS, RETENTION, RETENTION_DAYS } from '../domain/retention';
import {
  SPONSORSHIP,
  SPONSOR_ID_BYTES,
  isSponsorId,
  priceWithTaxPaise,
  sponsorIdOf,
  sponsorshipPackage,
  type Sponsorship,
} from '../domain/sponsorship';
import { daysAfter, venueDate, venueInstant } from '../domain/venue-time';
import { currentTime } from '../clock';
import { invoices, sponsors, type StoredCreditNote, type StoredInvoice, type StoredSponsor } from './collections';
import { documentsAwaitingIrn } from './e-invoices';
import { asContention, isContention, retryOnContention } from './contention';
import { firestore } from './firebase';
import { addCodes, addSponsorRateCodes, codesBySponsor, codesOfSponsor, revokeCode } from './sponsor-codes';
import {
  claimNumber,
  commitOrRetry,
  invoicingOf,
  irnDueFor,
  prepareCreditNoteOf,
  readCounter,
  sponsorCreditNote,
  sponsorInvoiceNumbered,
  storedInvoice,
  type IssuedInvoice,
} from './invoices';

/** A sponsor's document, from an ID of exactly the shape we make: anything else is not found. */
function sponsorDoc(id: string): DocumentReference<StoredSponsor> {
  if (!isSponsorId(id)) throw new DomainError('not-found', SPONSOR_NOT_FOUND);
  return sponsors().doc(id);
}

/**
 * When a sponsor's record goes: with the registrations' contact details after the event, or, for
 * one recorded after that day, as long after it was recorded as registrations are kept after the
 * event.
 */
function sponsorExpiry(now: Date): Date {
  const withRegistrations = venueInstant(RETENTION_DAYS.registrationsErasedOn);
  if (withRegistrations.getTime() > now.getTime()) return withRegistrations;
  return new Date(now.getTime() + RETENTION.registrationsDaysAfterEvent * DAY_MS);
}

/**
 * The numbers of sponsors' invoices and credit notes still waiting for their IRN: e-invoiced, they
 * are no documents to send until the portal registers them (services/e-invoices.ts).
 */
async function sponsorDocumentsAwaitingIrn(): Promise<ReadonlySet<string>> {
  const awaiting = await documentsAwaitingIrn();
  return new Set(awaiting.filter((document) => document.sponsorId).map((document) => document.particulars.number));
}

export function viewOfSponsor(
  id: string,
  sponsor: Omit<StoredSponsor, 'expiresAt'>,
  codes: SponsorView['codes'],
  awaitingIrn: ReadonlySet<string>,
): SponsorView {
  const { organisation, contact, payment, invoice } = sponsor;
  const document = (issued: { number: string; date: string }) => ({
    number: issued.number,
    date: issued.date,
    awaitsIrn: awaitingIrn.has(issued.number),
  });
  return {
    id,
    organisation: { ...organisation },
    level: sponsor.level,
    amount: sponsor.amount,
    amountDuePaise: sponsor.amountDuePaise,
    freeRegistrations: sponsor.freeRegistrations,
    contact: { ...contact },
    createdAt: sponsor.createdAt.toISOString(),
    createdBy: sponsor.createdBy,
    payment: payment
      ? {
          reference: payment.reference,
          date: payment.date,
          verifiedAt: payment.verifiedAt.toISOString(),
          verifiedBy: payment.verifiedBy,
        }
      : null,
    invoice: invoice ? document(invoice) : null,
    withdrawn: sponsor.withdrawn
      ? {
          reason: sponsor.withdrawn.reason,
          at: sponsor.withdrawn.at.toISOString(),
          by: sponsor.withdrawn.by,
          creditNote: sponsor.withdrawn.creditNote ? document(sponsor.withdrawn.creditNote) : null,
          invoice: sponsor.withdrawn.invoice ?? null,
        }
      : null,
    codes,
  };
}

/**
 * The packages on offer, priced with the tax, for the administrators' form, and whether a
 * zero-rated sponsorship recorded today (an SEZ unit, a sponsor abroad) is priced without it: the
 * host has an LUT for this financial year (amountDueOf).
 */
export function sponsorshipOffer(sponsorship: Sponsorship | null = SPONSORSHIP, now = currentTime()) {
  if (!sponsorship) return null;
  const invoicing = invoicingOf();
  const year = lutYearOf(venueDate(now));
  return {
    packages: sponsorship.packages.map((pack) => ({
      ...pack,
      amountDuePaise: priceWithTaxPaise(pack.amount, TAX.ratePercent),
    })),
    extraRegistration: sponsorship.extraRegistration,
    taxName: TAX.name,
    taxRatePercent: TAX.ratePercent,
    zeroRatedWithoutTax: invoicing.ready && invoicing.facts.lut.some((letter) => letter.financialYear === year),
  };
}

/**
 * Sponsorship is no admission to the event: it is supplied where a registered sponsor is (IGST Act
 * s. 12(7)(b): its GSTIN's state), where the event is held for a sponsor without a GSTIN, and
 * outside India for a sponsor abroad (s. 13(2): an export). domain/invoice.ts, placeOfSupplyOf.
 */
const sponsorshipFacts = (facts: InvoicingFacts): InvoicingFacts => ({ ...facts, placeOfSupply: 'recipient-state' });

/**
 * What a sponsor owes for a package: its price plus the tax ("plus 18% GST"), or the price alone
 * when its invoice would be zero-rated without tax (an SEZ unit or a sponsor abroad, in a year
 * under the host's LUT). Decided the day it is recorded, as the price is.
 */
function amountDueOf(amount: number, organisation: SponsorInput['organisation'], now: Date): number {
  const invoicing = invoicingOf();
  if (invoicing.ready) {
    const facts = sponsorshipFacts(invoicing.facts);
    const recipient = recipientOfBilling(organisation, '');
    const { supply } = supplyOf(facts, recipient, venueDate(now));
    if (isWithoutTax(supply)) return paiseOfRupees(amount);
  }
  return priceWithTaxPaise(amount, TAX.ratePercent);
}

/** Records a sponsor under an ID of its own, its package priced as the edition prices it today. */
export async function createSponsor(input: SponsorInput, by: string, now = currentTime()): Promise<SponsorView> {
  if (!SPONSORSHIP) throw new DomainError('conflict', SPONSORSHIP_NOT_SOLD);
  const pack = sponsorshipPackage(input.level);
  if (!pack) throw new DomainError('bad-request', SPONSOR_PACKAGE_UNKNOWN);
  const sponsor: Omit<StoredSponsor, 'expiresAt'> = {
    organisation: input.organisation,
    level: pack.level,
    amount: pack.amount,
    amountDuePaise: amountDueOf(pack.amount, input.organisation, now),
    freeRegistrations: pack.freeRegistrations,
    contact: input.contact.phone
      ? { name: input.contact.name, email: input.contact.email, phone: input.contact.phone }
      : { name: input.contact.name, email: input.contact.email },
    createdAt: now,
    createdBy: by,
    payment: null,
    verifications: 0,
    invoice: null,
    withdrawn: null,
    updatedAt: now,
  };
  const expiresAt = sponsorExpiry(now);
  // 40 random bits: a second sponsor drawing an ID already taken is refused by create() and draws
  // again. Its package's codes are made with it, in the same batch, and go when it goes.
  for (let attempt = 0; ; attempt += 1) {
    const id = sponsorIdOf(randomBytes(SPONSOR_ID_BYTES));
    try {
      const batch = firestore().batch();
      batch.create(sponsors().doc(id), { ...sponsor, expiresAt });
      addCodes(batch, { sponsorId: id, kind: 'complimentary', count: pack.freeRegistrations, by, now, expiresAt });
      await batch.commit();
      // Just recorded: nothing is issued to it yet, so nothing awaits an IRN.
      return viewOfSponsor(id, sponsor, await codesOfSponsor(id), new Set());
    } catch (error) {
      if ((error as { code?: number }).code !== 6 || attempt >= 3) throw error; // 6: ALREADY_EXISTS
    }
  }
}

export async function listSponsors(): Promise<SponsorView[]> {
  const [snapshot, codes, awaiting] = await Promise.all([
    sponsors().orderBy('createdAt', 'desc').get(),
    codesBySponsor(),
    sponsorDocumentsAwaitingIrn(),
  ]);
  return snapshot.docs.map((doc) => viewOfSponsor(doc.id, doc.data(), codes.get(doc.id) ?? [], awaiting));
}

/** A sponsor as stored; not found when there is none of this ID. */
export async function getStoredSponsor(id: string): Promise<StoredSponsor> {
  const sponsor = (await sponsorDoc(id).get()).data();
  if (!sponsor) throw new DomainError('not-found', SPONSOR_NOT_FOUND);
  return sponsor;
}

/** A sponsor's current tax invoice as issued, or null before it is issued; not found when there is no such sponsor. */
export async function sponsorInvoiceOf(id: string): Promise<StoredInvoice | null> {
  const { invoice } = await getStoredSponsor(id);
  return invoice ? storedInvoice(invoice.id) : null;
}

/** The sponsor's invoice of that number, current or cancelled since, or null; not found when there is no such sponsor. */
export async function sponsorInvoiceOfNumber(id: string, number: string): Promise<StoredInvoice | null> {
  await getStoredSponsor(id);
  return sponsorInvoiceNumbered(id, number);
}

/** The credit note of a sponsor's last withdrawn payment, or null; not found when there is no such sponsor. */
export async function sponsorCreditNoteOf(id: string): Promise<StoredCreditNote | null> {
  const number = (await getStoredSponsor(id)).withdrawn?.creditNote?.number;
  return number ? sponsorCreditNote(id, number) : null;
}

export async function getSponsor(id: string): Promise<SponsorView> {
  const [sponsor, codes, awaiting] = await Promise.all([
    getStoredSponsor(id),
    codesOfSponsor(id),
    sponsorDocumentsAwaitingIrn(),
  ]);
  return viewOfSponsor(id, sponsor, codes, awaiting);
}

async function readSponsor(ref: DocumentReference<StoredSponsor>) {
  const snapshot = await ref.get();
  const sponsor = snapshot.data();
  if (!sponsor || !snapshot.updateTime) throw new DomainError('not-found', SPONSOR_NOT_FOUND);
  return { sponsor, read: snapshot.updateTime };
}

/**
 * Issues a sponsor's tax invoice for its package (its price plus the tax), once: a call repeated,
 * retried or racing another answers with the invoice already issued. Refused (409) before its
 * payment is verified, or when the edition does not give every fact an invoice needs.
 */
export async function issueSponsorInvoice(
  id: string,
  by: string,
  invoicing: ReturnType<typeof invoicingOf> = invoicingOf(),
  now: () => Date = currentTime,
): Promise<IssuedInvoice> {
  const ref = sponsorDoc(id);
  return retryOnContention(async () => {
    const { sponsor, read } = await readSponsor(ref);
    if (sponsor.invoice) return { number: sponsor.invoice.number, date: sponsor.invoice.date };
    if (!sponsor.payment) throw new DomainError('conflict', SPONSOR_PAYMENT_NOT_VERIFIED);
    if (!invoicing.ready) throw new DomainError('conflict', invoicing.problem);
    const { facts } = invoicing;
    const at = now();
    const date = venueDate(at);
    const financialYear = financialYearOf(date);
    const counter = await readCounter('invoice', financialYear);
    const number = invoiceNumber(facts.prefix, financialYear, counter.next);
    const { organisation } = sponsor;
    const particulars = invoiceParticulars({
      facts: sponsorshipFacts(facts),
      supply: 'sponsorship',
      number,
      date,
      recipient: recipientOfBilling(organisation, sponsor.contact.name),
      lines: [
        {
          description: `${sponsor.level} sponsorship of ${CONFERENCE.name}, ${CONFERENCE.datesLabel}`,
          quantity: 1,
          amountRupees: sponsor.amountDuePaise / 100,
        },
      ],
      ratePercent: TAX.ratePercent,
    });
    const invoiceRef = invoices().doc(`${id}_${sponsor.verifications}`);
    const batch = firestore().batch();
    claimNumber(batch, counter, at);
    batch.create(invoiceRef, {
      registrationId: null,
      sponsorId: id,
      verification: sponsor.verifications,
      particulars,
      financialYear,
      issuedAt: at,
      by,
      creditNote: null,
      irnDue: irnDueFor(particulars, invoicing),
      expiresAt: accountsKeptUntil(financialYear),
    });
    batch.update(ref, { invoice: { id: invoiceRef.id, number, date }, updatedAt: at }, { lastUpdateTime: read });
    await commitOrRetry(batch);
    return { number, date };
  });
}

/**
 * Verifies a sponsor's payment (the bank's reference and the day it came in, not after today), then
 * issues its invoice. The payment stands when the invoice cannot be issued yet: the answer then
 * says why (`invoiceProblem`), and the invoice can be issued later.
 */
export async function verifySponsorPayment(
  id: string,
  payment: { reference: string; date: string },
  by: string,
  invoicing: ReturnType<typeof invoicingOf> = invoicingOf(),
  now: () => Date = currentTime,
): Promise<{ sponsor: SponsorView; invoiceProblem: string | null }> {
  const ref = sponsorDoc(id);
  await retryOnContention(async () => {
    const { sponsor, read } = await readSponsor(ref);
    if (sponsor.payment) throw new DomainError('conflict', SPONSOR_PAYMENT_ALREADY_VERIFIED);
    const at = now();
    const today = venueDate(at);
    if (payment.date > today) throw new DomainError('bad-request', SPONSOR_PAYMENT_DATE_AHEAD);
    if (payment.date < daysAfter(today, -SPONSOR_PAYMENT_MAX_AGE_DAYS)) {
      throw new DomainError('bad-request', SPONSOR_PAYMENT_DATE_OLD);
    }
    try {
      await ref.update(
        {
          payment: { ...payment, verifiedAt: at, verifiedBy: by },
          verifications: sponsor.verifications + 1,
          updatedAt: at,
        },
        { lastUpdateTime: read },
      );
    } catch (error) {
      throw asContention(error);
    }
  });
  let invoiceProblem: string | null = null;
  try {
    await issueSponsorInvoice(id, by, invoicing, now);
  } catch (error) {
    if (!(error instanceof DomainError) || isContention(error)) throw error;
    invoiceProblem = error.message;
  }
  return { sponsor: await getSponsor(id), invoiceProblem };
}

/**
 * Takes back a verified payment found not to be one (a transfer that bounced, a payment recorded
 * against the wrong sponsor): its invoice is cancelled by a credit note for its whole amount, in
 * the credit notes' series, in the same conditional batch that clears the payment; an invoice is
 * never deleted. The payment can then be verified again, which issues a new invoice.
 */
export async function withdrawSponsorPayment(
  id: string,
  reason: string,
  by: string,
  now: () => Date = currentTime,
): Promise<SponsorView> {
  const ref = sponsorDoc(id);
  await retryOnContention(async () => {
    const { sponsor, read } = await readSponsor(ref);
    if (!sponsor.payment) throw new DomainError('conflict', SPONSOR_NO_PAYMENT_TO_WITHDRAW);
    const at = now();
    const batch = firestore().batch();
    let creditNote: { number: string; date: string } | null = null;
    if (sponsor.invoice) {
      const prepared = await prepareCreditNoteOf(sponsor.invoice.id, { sponsorId: id }, { by, reason, at });
      prepared.write(batch);
      creditNote = { number: prepared.number, date: prepared.date };
    }
    batch.update(
      ref,
      {
        payment: null,
        invoice: null,
        // The invoice it cancelled stays a document of its own, fetched by its number.
        withdrawn: {
          reason,
          at,
          by,
          creditNote,
          invoice: sponsor.invoice ? { number: sponsor.invoice.number, date: sponsor.invoice.date } : null,
        },
        updatedAt: at,
      },
      { lastUpdateTime: read },
    );
    await commitOrRetry(batch);
  });
  return getSponsor(id);
}

/** Codes at the sponsor rate for a sponsor's other people, who pay that rate as anyone pays. */
export async function addSponsorRateCodesTo(id: string, count: number, by: string, now = currentTime()) {
  await addSponsorRateCodes(id, await getStoredSponsor(id), count, by, now);
  return getSponsor(id);
}

/** Withdraws one of a sponsor's unused codes. */
export async function revokeSponsorCode(id: string, code: string, by: string, now = currentTime()) {
  await revokeCode(id, code, by, now);
  return getSponsor(id);
}
