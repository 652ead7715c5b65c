// A registration's tax invoice through the API: issued by the administrator's verification of the
// payment (the edition's demo supplier in this demo project), named on the status and downloaded
// as issued, cancelled by a credit note when the verification is undone (never deleted), a new one
// for a verification made again, and kept for the accounts when the registration is erased.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssuedInvoice } from '../../functions/src/services/invoices';
import { creditNoteDeadline } from '../../functions/src/domain/credit-note';
import {
  CREDIT_NOTE_NONE,
  INVOICE_NONE_NUMBERED,
  INVOICE_NOT_VERIFIED,
  STATE_FOR_INVOICE,
  creditNoteTooLate,
} from '../../functions/src/domain/messages';
import type { TaxDocument } from '../../functions/src/domain/api/invoice';
import { formatCalendarDayLong, venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, callForFile } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { asOf, shiftDay } from '../support/clock';
import { EDITION_FACTS } from '../support/invoicing';
import { sentMail } from '../support/inbox';
import { pdfPageTexts } from '../support/pdf';
import {
  heldLinkKey,
  keyed,
  paidRegistration,
  participant,
  submitRegistration,
  verifyPaymentOf,
} from '../support/registration';
import { invoiceNeedsState } from '../../functions/src/domain/invoice';
import { registrationTotal } from '../../functions/src/domain/pricing';
import { TAX, CONFERENCE } from '../../functions/src/domain/conference';
import { MAX_PAPERS } from '../../functions/src/domain/tiers';
import { suiteNow } from '../support/clock';
import { authorTier, individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

// As the registrant downloads it, through the mailed link.
const invoiceOf = async (id: string) =>
  callForFile('GET', keyed(`/api/registrations/${id}/invoice`, await heldLinkKey(id)));

/** The registration as the status checker looks it up, by its ID alone. */
const statusOf = async (id: string) =>
  ((await (await callApi('GET', `/api/registrations/${id}`)).json()) as { data: { invoice?: IssuedInvoice | null } })
    .data;

/** All the text of a PDF, its pages joined. */
const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join('\n');

describe('a registration’s tax invoice', () => {
  // Two verifications, each rendering an invoice's PDF, an undo and its credit note: 45 s leaves a
  // machine three times slower room (docs/development.md, "Timeouts and why").
  it(
    'is issued by the verification, named on the status, downloaded as issued; an undo credits it, and verifying again invoices anew',
    { timeout: 45_000 },
    async () => {
      const person = participant();
      const id = await paidRegistration(
        { ...person, ...tierFields(individualTier({ ieee: false })) },
        { adminToken, referencePrefix: 'INV', verify: false },
      );
      expect((await statusOf(id)).invoice ?? null).toBeNull();

      // The administrator's click: the same request the admin page sends.
      expect((await callApi('POST', `/api/verify/verify-registration/${id}`, { token: adminToken })).status).toBe(200);
      // By the ID alone, as the status checker looks it up: the invoice's number and day.
      const first = (await statusOf(id)).invoice ?? { number: '?', date: '?' };
      expect(first.number).toMatch(new RegExp(`^${EDITION_FACTS.prefix}/\\d{4}/\\d+$`));
      expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const download = await invoiceOf(id);
      expect(download.status).toBe(200);
      expect(download.type).toBe('application/pdf');
      expect(download.disposition).toBe(`attachment; filename="tax-invoice-${first.number.replaceAll('/', '-')}.pdf"`);
      const text = await textOf(download.bytes());
      for (const particular of [
        'Tax Invoice',
        first.number,
        EDITION_FACTS.supplier.name,
        EDITION_FACTS.supplier.gstin,
        EDITION_FACTS.sac.admission,
        person.firstName,
      ]) {
        expect(text).toContain(particular);
      }
      // Among its references, the registration it is for: the registrant quotes it, the accounts find it by it.
      expect(text).toMatch(new RegExp(`Registration ID:\\s*${id}`));

      // Undone within the window: the invoice stays, cancelled by a credit note of its own series.
      expect((await callApi('POST', `/api/verify/undo-verification/${id}`, { token: adminToken })).status).toBe(200);
      const invoiceId = `${id}_1`;
      const invoice = (await db.doc(`invoices/${invoiceId}`).get()).data();
      const credit = (await db.doc(`creditNotes/${invoiceId}`).get()).data();
      expect(invoice?.particulars.number).toBe(first.number);
      expect(credit?.particulars.invoice).toEqual({ number: first.number, date: first.date });
      expect(credit?.particulars.number).toMatch(new RegExp(`^${EDITION_FACTS.prefix}/\\d{4}/C\\d+$`));
      expect(credit?.particulars.tax.total).toBe(invoice?.particulars.tax.total);
      expect(invoice?.creditNote).toEqual({ number: credit?.particulars.number, date: credit?.particulars.date });
      expect((await db.doc(`registrations/${id}`).get()).data()?.invoice).toBeNull();
      const cancelled = await invoiceOf(id);
      expect(cancelled.status).toBe(409);
      expect(cancelled.json).toEqual({ success: false, error: INVOICE_NOT_VERIFIED });
      const audit = await db.collection(`registrations/${id}/audit`).where('event', '==', 'credit-note-issued').get();
      expect(audit.docs.map((entry) => entry.data().detail.number)).toEqual([credit?.particulars.number]);

      // Verified again: a new invoice, a new number; the cancelled one is still there.
      expect(await verifyPaymentOf(id, adminToken)).toBe(200);
      const second = (await statusOf(id)).invoice ?? { number: '?', date: '?' };
      expect(second.number).not.toBe(first.number);
      expect((await db.doc(`invoices/${id}_2`).get()).data()?.particulars.number).toBe(second.number);
      expect(await textOf((await invoiceOf(id)).bytes())).toContain(second.number);
      expect((await db.collection('invoices').where('registrationId', '==', id).get()).size).toBe(2);
    },
  );

  // A verification, its withdrawal with a credit note, and three PDFs: 45 s as the test above.
  it(
    'withdrawn with its verification, stays a document of the registrant’s with its credit note: listed through the mailed link and for the administrator, each downloaded by its number',
    { timeout: 45_000 },
    async () => {
      const id = await paidRegistration(
        { ...participant(), ...tierFields(individualTier({ ieee: false })) },
        { adminToken, referencePrefix: 'INV' },
      );
      const invoice = (await statusOf(id)).invoice ?? { number: '?', date: '?' };
      const registrant = await heldLinkKey(id);
      // Nothing credited yet: no credit note to download.
      const none = await callForFile('GET', keyed(`/api/registrations/${id}/credit-note`, registrant));
      expect(none.status).toBe(404);
      expect(none.json).toEqual({ success: false, error: CREDIT_NOTE_NONE });

      const withdrawn = await callApi('POST', `/api/verify/withdraw-verification/${id}`, {
        token: adminToken,
        json: { reason: 'No such credit at the bank.' },
      });
      expect(withdrawn.status).toBe(200);
      const credit = (await db.doc(`creditNotes/${id}_1`).get()).data();
      const creditNumber = String(credit?.particulars.number);

      // The mail says where both are: the status page, opened with a key of its own.
      // Read as it reached the inbox: the stored copy loses its keyed link once delivered.
      const mail = await sentMail(`mail/${id}-payment-verification-withdrawn-1`);
      const mailed = /#key=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
      expect(mailed).not.toBe('');
      const view = async (key?: string) =>
        (
          (await (
            await callApi('GET', key ? keyed(`/api/registrations/${id}`, key) : `/api/registrations/${id}`)
          ).json()) as {
            data: { taxDocuments?: TaxDocument[] };
          }
        ).data.taxDocuments;
      const listed = [
        {
          kind: 'invoice',
          number: invoice.number,
          date: invoice.date,
          total: credit?.particulars.tax.total,
          refersTo: creditNumber,
        },
        {
          kind: 'credit-note',
          number: creditNumber,
          date: credit?.particulars.date,
          total: credit?.particulars.tax.total,
          refersTo: invoice.number,
        },
      ];
      expect(await view(mailed)).toEqual(listed);
      // The ID alone opens no document.
      expect(await view()).toBeUndefined();
      const record = await callApi('GET', `/api/registrations/${id}`, { token: adminToken });
      expect(((await record.json()) as { data: { taxDocuments: TaxDocument[] } }).data.taxDocuments).toEqual(listed);

      // Each downloads by its number, the cancelled invoice too; without a number, the latest credit note.
      const byNumber = async (kind: 'invoice' | 'credit-note', number?: string) =>
        callForFile(
          'GET',
          keyed(`/api/registrations/${id}/${kind}${number ? `?number=${encodeURIComponent(number)}` : ''}`, mailed),
        );
      const creditPdf = await byNumber('credit-note');
      expect(creditPdf.status).toBe(200);
      expect(await textOf(creditPdf.bytes())).toContain(creditNumber);
      const cancelledPdf = await byNumber('invoice', invoice.number);
      expect(cancelledPdf.status).toBe(200);
      expect(await textOf(cancelledPdf.bytes())).toContain(invoice.number);
      expect((await byNumber('credit-note', creditNumber)).status).toBe(200);
      // Without a number, the invoice is the current verification's: there is none now.
      expect((await byNumber('invoice')).status).toBe(409);

      // A number of no document of this registration, or not shaped as one: said, nothing served.
      const unknown = await byNumber('invoice', `${invoice.number}9`);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ success: false, error: INVOICE_NONE_NUMBERED });
      expect((await byNumber('invoice', '../../etc/passwd')).status).toBe(400);
      // Nor does a key of another registration open them.
      const other = await paidRegistration(
        { ...participant(), ...tierFields(individualTier({ ieee: false })) },
        { adminToken, referencePrefix: 'INV', verify: false },
      );
      const foreign = await callForFile(
        'GET',
        keyed(
          `/api/registrations/${id}/invoice?number=${encodeURIComponent(invoice.number)}`,
          await heldLinkKey(other),
        ),
      );
      expect(foreign.status).toBe(403);
    },
  );

  it('to a registrant without a GSTIN of ₹50,000 or more names their state (rule 46(e)): asked for before anything is stored', async () => {
    const papers = {
      ...tierFields(authorTier({ ieee: false })),
      numPapers: MAX_PAPERS,
      paperIds: Array.from({ length: MAX_PAPERS }, (_, index) => `${CONFERENCE.shortName}-${700_001 + index}`),
    };
    const person = { ...participant(), state: '', ...papers };
    // The premise, from the domain's own figures: this registration's invoice reaches the value.
    const total = registrationTotal(person as Parameters<typeof registrationTotal>[0], await suiteNow()).total;
    expect(invoiceNeedsState(person, total, TAX.ratePercent)).toBe(true);

    const refused = await submitRegistration(person);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(STATE_FOR_INVOICE);
    expect((await db.collection('registrations').where('email', '==', person.email).count().get()).data().count).toBe(
      0,
    );
    const given = await submitRegistration({ ...person, state: 'Karnataka' });
    expect(given.status).toBe(201);
  });

  it('and its credit notes outlive the registration’s erasure, for the accounts', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'INV' },
    );
    const erased = await callApi('POST', `/api/admin/registrations/${id}/erase`, {
      token: await signInAgain(adminToken),
      json: { reason: 'The registrant asked for erasure.' },
    });
    expect(erased.status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
    const kept = (await db.doc(`invoices/${id}_1`).get()).data();
    expect(kept?.registrationId).toBe(id);
    // Kept until 72 months after the year's annual return, not for ever.
    expect(kept?.expiresAt.toDate().getTime()).toBeGreaterThan(Date.now());
  });

  it('is no longer credited after 30 November following its financial year (s. 34(2)): the withdrawal is refused, nothing changed', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'INV' },
    );
    const invoice = (await statusOf(id)).invoice ?? { number: '?', date: '?' };
    const lastDay = creditNoteDeadline(invoice.date);
    const before = await db.doc(`registrations/${id}`).get();
    const withdraw = (at: Date) =>
      callApi('POST', `/api/verify/withdraw-verification/${id}`, {
        token: adminToken,
        json: { reason: 'The transfer was reversed by the bank.' },
        headers: asOf(at),
      });

    const late = await withdraw(venueInstant(shiftDay(lastDay, 1), 10));
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      success: false,
      error: creditNoteTooLate(invoice.number, formatCalendarDayLong(lastDay)),
    });
    expect((await db.doc(`registrations/${id}`).get()).updateTime).toEqual(before.updateTime);
    expect((await db.doc(`invoices/${id}_1`).get()).data()?.creditNote).toBeNull();

    // On the last day it is still allowed.
    expect((await withdraw(venueInstant(lastDay, 10))).status).toBe(200);
    expect((await db.doc(`invoices/${id}_1`).get()).data()?.creditNote?.date).toBe(lastDay);
  });
});
