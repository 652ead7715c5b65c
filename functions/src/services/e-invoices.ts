// E-invoices: each B2B tax invoice and credit note as the Invoice Registration Portal takes it (one
// by one, or a period's in bulk for the portal's bulk-upload tool or a GSP), and the portal's signed
// answer imported and kept with the document, whose PDF then prints the IRN and the QR code. The
// documents themselves never change: the answer is added beside their particulars.
import type { DocumentReference } from 'firebase-admin/firestore';
import { DomainError } from '../domain/errors';
import { eInvoiceInputOf, irnShown, isEInvoiced } from '../domain/e-invoice-documents';
import { eInvoiceJsonOrProblems, type EInvoiceJson } from '../domain/e-invoice';
import { decodeSignedQr, irpAnswerProblems, parseIrpAnswer } from '../domain/irp-answer';
import type { NamedReturnPeriod } from '../domain/gst-returns';
import type { Supply } from '../domain/invoice';
import { financialYearOf, isDocumentNumberShape } from '../domain/invoice-number';
import { DAY_MS } from '../domain/retention';
import {
  E_INVOICE_NUMBER_INVALID,
  E_INVOICING_OFF,
  eInvoiceAlreadyRegistered,
  eInvoiceAnswerOfAnother,
  eInvoiceDocumentUnknown,
  eInvoiceNotB2b,
  eInvoiceProblemsFound,
} from '../domain/messages';
import { venueDate } from '../domain/venue-time';
import { currentTime } from '../clock';
import { documentsOfYear } from './accounts';
import { creditNotes, invoices, mailId, mails, type StoredCreditNote, type StoredInvoice } from './collections';
import { newLinkKey } from './data-access';
import { firestore } from './firebase';
import { documentRegisteredMail } from './mail';
import { getRegistration, queued } from './registrations';
import { invoicingOf } from './invoices';

/** After this many days without an IRN, a B2B document shows on the dashboard: the portal refuses one older than 30 days from a supplier of ₹10 crore or more. */
export const E_INVOICE_ALERT_DAYS = 3;

type Stored = StoredInvoice | StoredCreditNote;

export interface EInvoiceEntry {
  type: 'invoice' | 'credit-note';
  number: string;
  date: string;
  recipient: string;
  gstin: string;
  /** B2B, or zero-rated: SEZWP, SEZWOP, EXPWP, EXPWOP (an export's buyer has no GSTIN). */
  supply: Supply;
  total: number;
  irn: { irn: string; ackNo: string; ackDate: string } | null;
  /** What keeps its JSON from passing the schema's rules (an address without a PIN code, …). */
  problems: string[];
}

function requireEInvoicing(): void {
  const invoicing = invoicingOf();
  if (invoicing.ready && !invoicing.facts.eInvoicing) throw new DomainError('conflict', E_INVOICING_OFF);
}

const jsonOf = (document: Stored) => eInvoiceJsonOrProblems(eInvoiceInputOf(document.particulars));

function entryOf(type: EInvoiceEntry['type'], document: Stored): EInvoiceEntry {
  const { particulars } = document;
  const made = jsonOf(document);
  return {
    type,
    number: particulars.number,
    date: particulars.date,
    recipient: particulars.recipient.name,
    gstin: particulars.recipient.gstin ?? '',
    supply: particulars.supply,
    total: particulars.tax.total,
    irn: irnShown(document.irn),
    problems: 'problems' in made ? made.problems : [],
  };
}

/** The e-invoiced documents (B2B, SEZ, exports) of a financial year, or of the days of `period` within it. */
async function b2bDocuments(year: number, period?: NamedReturnPeriod) {
  const { issued, credited } = await documentsOfYear(year);
  const within = (document: Stored) =>
    isEInvoiced(document.particulars) &&
    (!period || (document.particulars.date >= period.from && document.particulars.date <= period.to));
  const pick = <T extends Stored>(docs: { id: string; ref: unknown; data(): T }[]) =>
    docs.map((doc) => ({ id: doc.id, data: doc.data() })).filter((doc) => within(doc.data));
  return { invoices: pick(issued.docs), creditNotes: pick(credited.docs) };
}

/** The period's B2B documents, each with its IRN once imported and anything keeping it from the portal. */
export async function eInvoicesFor(period: NamedReturnPeriod): Promise<EInvoiceEntry[]> {
  requireEInvoicing();
  const found = await b2bDocuments(financialYearOf(period.from), period);
  return [
    ...found.invoices.map((doc) => entryOf('invoice', doc.data)),
    ...found.creditNotes.map((doc) => entryOf('credit-note', doc.data)),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number, 'en', { numeric: true }));
}

/**
 * The JSON of the period's documents not registered yet, for the bulk-upload tool. One the portal
 * would refuse (the list says why, eInvoicesFor) is left out, so that it does not hold up the rest.
 */
export async function eInvoiceBatchFor(period: NamedReturnPeriod): Promise<EInvoiceJson[]> {
  requireEInvoicing();
  const found = await b2bDocuments(financialYearOf(period.from), period);
  return [...found.invoices, ...found.creditNotes]
    .filter((doc) => !doc.data.irn)
    .flatMap((doc) => {
      const made = jsonOf(doc.data);
      return 'json' in made ? [made.json] : [];
    });
}

/** The stored document numbered `number`, invoice or credit note, with its reference. */
async function documentNumbered(number: string) {
  // Checked before it becomes a query: a number of ours is short and plain (domain/invoice-number.ts).
  if (!isDocumentNumberShape(number)) throw new DomainError('bad-request', E_INVOICE_NUMBER_INVALID);
  const [invoice, creditNote] = await Promise.all([
    invoices().where('particulars.number', '==', number).limit(1).get(),
    creditNotes().where('particulars.number', '==', number).limit(1).get(),
  ]);
  const doc = invoice.docs[0] ?? creditNote.docs[0];
  if (!doc) throw new DomainError('not-found', eInvoiceDocumentUnknown(number));
  return { ref: doc.ref, data: doc.data() as Stored, updateTime: doc.updateTime };
}

/**
 * The sentence refusing an answer whose IRN or acknowledgement number another document of ours
 * already holds (the portal gives each document its own); null when neither is taken.
 */
async function answerOfAnother(answer: { irn: string; ackNo: string }, number: string): Promise<string | null> {
  const [invoicedIrn, creditedIrn, invoicedAck, creditedAck] = await Promise.all([
    invoices().where('irn.irn', '==', answer.irn).limit(2).get(),
    creditNotes().where('irn.irn', '==', answer.irn).limit(2).get(),
    invoices().where('irn.ackNo', '==', answer.ackNo).limit(2).get(),
    creditNotes().where('irn.ackNo', '==', answer.ackNo).limit(2).get(),
  ]);
  const holderOf = (...found: { docs: { data(): Stored }[] }[]) =>
    found.flatMap((query) => query.docs.map((doc) => doc.data().particulars.number)).find((held) => held !== number);
  const irnHolder = holderOf(invoicedIrn, creditedIrn);
  if (irnHolder !== undefined) return eInvoiceAnswerOfAnother(number, 'IRN', answer.irn, irnHolder);
  const ackHolder = holderOf(invoicedAck, creditedAck);
  if (ackHolder !== undefined)
    return eInvoiceAnswerOfAnother(number, 'acknowledgement number', answer.ackNo, ackHolder);
  return null;
}

/** One document's JSON, registered or not (the portal answers a document sent again with its IRN). */
export async function eInvoiceJsonFor(number: string): Promise<EInvoiceJson> {
  requireEInvoicing();
  const { data } = await documentNumbered(number);
  if (!isEInvoiced(data.particulars)) throw new DomainError('conflict', eInvoiceNotB2b(number));
  const made = jsonOf(data);
  if ('problems' in made)
    throw new DomainError('conflict', eInvoiceProblemsFound([`${number}: ${made.problems.join('; ')}`]));
  return made.json;
}

/**
 * Imports the portal's answer for one document: checked to be for a document we issued (the
 * signed QR code names our GSTIN, its number, date and total) and stored with it, once. The same
 * answer imported again is answered as before; another IRN for a registered document is refused,
 * as is an answer whose IRN or acknowledgement number another document holds.
 */
export async function importIrpAnswer(text: string, by: string) {
  requireEInvoicing();
  const answer = parseIrpAnswer(text);
  if ('problem' in answer) throw new DomainError('bad-request', answer.problem);
  const qr = decodeSignedQr(answer.signedQrCode);
  if ('problem' in qr) throw new DomainError('bad-request', qr.problem);
  const { ref, data, updateTime } = await documentNumbered(qr.DocNo);
  const { particulars } = data;
  if (!isEInvoiced(particulars)) throw new DomainError('conflict', eInvoiceNotB2b(particulars.number));
  const problems = irpAnswerProblems(answer, {
    supplierGstin: particulars.supplier.gstin,
    buyerGstin: particulars.recipient.gstin ?? null,
    type: ref.parent.id === invoices().id ? 'INV' : 'CRN',
    number: particulars.number,
    date: particulars.date,
    total: particulars.tax.total,
  });
  if (problems.length > 0) throw new DomainError('conflict', problems.join(' '));
  const registered = { number: particulars.number, irn: answer.irn, ackNo: answer.ackNo, ackDate: answer.ackDate };
  if (data.irn) {
    if (data.irn.irn === answer.irn) return registered;
    throw new DomainError('conflict', eInvoiceAlreadyRegistered(particulars.number, data.irn.irn));
  }
  const taken = await answerOfAnother(answer, particulars.number);
  if (taken) throw new DomainError('conflict', taken);
  const irn = {
    irn: answer.irn,
    ackNo: answer.ackNo,
    ackDate: answer.ackDate,
    signedQrCode: answer.signedQrCode,
    importedAt: currentTime(),
    by,
  };
  // On condition it is as read: of two imports at once, the second reads again and finds the first.
  const batch = firestore().batch();
  // An invoice or a credit note: the two fields are the same on both.
  const document = ref as DocumentReference;
  const registeredFields = { irn, irnDue: false };
  if (updateTime) batch.update(document, registeredFields, { lastUpdateTime: updateTime });
  else batch.update(document, registeredFields);
  // Only now is it an invoice (rule 48(5)): the registrant is sent it, with the IRN, in the same write.
  const registrant = data.registrationId ? await getRegistration(data.registrationId) : null;
  if (registrant) {
    const linkKey = newLinkKey(registrant.id);
    const kind = ref.parent.id === invoices().id ? 'invoice' : 'credit-note';
    const mail = documentRegisteredMail({
      registrationId: registrant.id,
      email: registrant.email,
      name: registrant.firstName,
      kind,
      number: particulars.number,
      irn: answer.irn,
      event: `${kind}-registered-${particulars.number.replace(/[^A-Za-z0-9]/g, '-')}`,
      linkKey: linkKey.token,
      cancelledBy: kind === 'invoice' ? (data as StoredInvoice).creditNote : null,
    });
    linkKey.create(batch, irn.importedAt);
    batch.create(mails().doc(mailId(registrant.id, mail.event)), queued(mail));
  }
  await batch.commit();
  return registered;
}

/**
 * The invoices and credit notes still waiting for the portal's answer, registrations' and
 * sponsors': a handful, not the year's registers.
 */
export async function documentsAwaitingIrn(): Promise<Stored[]> {
  const [issued, credited] = await Promise.all([
    invoices().where('irnDue', '==', true).get(),
    creditNotes().where('irnDue', '==', true).get(),
  ]);
  return [...issued.docs, ...credited.docs].map((doc) => doc.data());
}

/** B2B documents issued more than E_INVOICE_ALERT_DAYS ago without an IRN: for the dashboard. */
export async function eInvoicesOverdue(now: Date = currentTime()): Promise<{ count: number; oldest: string | null }> {
  const invoicing = invoicingOf();
  if (!invoicing.ready || !invoicing.facts.eInvoicing) return { count: 0, oldest: null };
  const before = venueDate(new Date(now.getTime() - E_INVOICE_ALERT_DAYS * DAY_MS));
  const dates = (await documentsAwaitingIrn())
    .map((document) => document.particulars.date)
    .filter((date) => date <= before)
    .sort();
  return { count: dates.length, oldest: dates[0] ?? null };
}
