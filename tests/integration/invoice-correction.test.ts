// Correcting an issued invoice's recipient through the API: a credit note cancels the invoice in
// full and a new invoice names the corrected recipient, both numbered in their series, in one
// write with the billing details, the audit entry and the registrant's mail; the payment stays
// verified. Refused with nothing written when there is nothing to correct, nothing would change,
// the body is wrong or the credit note's deadline has passed.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceCorrectedBodySchema, MAX_CORRECTION_REASON } from '../../functions/src/domain/api/invoice-correction';
import { adminRegistrationSchema } from '../../functions/src/domain/api/admin-record';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { creditNoteDeadline } from '../../functions/src/domain/credit-note';
import { invoiceNumberParts } from '../../functions/src/domain/invoice-number';
import {
  CREDIT_NOTE_AWAITS_IRN,
  INVOICE_AWAITS_IRN,
  INVOICE_CORRECTION_NONE,
  INVOICE_CORRECTION_SAME,
  INVOICE_CORRECTION_STATE_NEEDED,
  creditNoteTooLate,
  invoiceCorrectionStale,
} from '../../functions/src/domain/messages';
import {
  INVOICE_CORRECTION_BODY_INVALID,
  INVOICE_CORRECTION_REASON_PRINTABLE,
  INVOICE_CORRECTION_REASON_REQUIRED,
  INVOICE_CORRECTION_REASON_TOO_LONG,
} from '../../functions/src/domain/admin-messages';
import { formatCalendarDayLong, venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { gstinOf } from '../support/invoicing';
import { callApi, callForFile } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, shiftDay, suiteNow } from '../support/clock';
import { pdfPageTexts } from '../support/pdf';
import { registerOnPortal } from '../support/irp';
import {
  heldLinkKey,
  issuedInvoiceOf,
  keyed,
  paidRegistration,
  participant,
  registrationWithVerifiedEmail,
  verifyPaymentOf,
} from '../support/registration';
import { authorTier, individualTier, tierFields } from '../support/tiers';
import { invoiceNeedsState } from '../../functions/src/domain/invoice';
import { registrationTotal } from '../../functions/src/domain/pricing';
import { CONFERENCE, TAX } from '../../functions/src/domain/conference';
import { MAX_PAPERS } from '../../functions/src/domain/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const institution = {
  name: 'Hubballi College of Engineering',
  address: 'Accounts Office, 12 Station Road\nHubballi 580020',
  stateCode: '29',
  gstin: gstinOf('29'),
};
const attendee = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });

const correct = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi('POST', `/api/admin/registrations/${id}/invoice/correction`, { token: adminToken, json: body, headers });

/** Everything the correction writes, to show that a refusal wrote none of it. */
async function writtenFor(id: string) {
  const [registration, invoices, creditNotes, audit, mails] = await Promise.all([
    db.doc(`registrations/${id}`).get(),
    db.collection('invoices').where('registrationId', '==', id).get(),
    db.collection('creditNotes').where('registrationId', '==', id).get(),
    db.collection(`registrations/${id}/audit`).get(),
    db.collection('mail').where('registrationId', '==', id).get(),
  ]);
  return {
    registration: registration.updateTime?.toMillis(),
    invoices: invoices.size,
    creditNotes: creditNotes.size,
    audit: audit.size,
    mails: mails.size,
  };
}

const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join('\n');
const sequenceOf = (number: string) => invoiceNumberParts(number).sequence;

describe('correcting the recipient of an issued tax invoice', () => {
  // Three invoices' and two credit notes' numbers, four PDFs and two mails: 45 s leaves a machine
  // three times slower room (docs/development.md, "Timeouts and why").
  it(
    'cancels the invoice with a credit note and issues one to the corrected recipient, in both directions',
    { timeout: 45_000 },
    async () => {
      const id = await paidRegistration(attendee(), { adminToken, referencePrefix: 'CORR' });
      const first = await issuedInvoiceOf(id);

      // To the institution, with its GSTIN: a B2B invoice, which waits for its IRN.
      const answer = await correct(id, {
        invoice: first.number,
        billing: institution,
        reason: 'GSTIN sent after the payment',
      });
      expect(answer.status).toBe(200);
      const { data: corrected } = invoiceCorrectedBodySchema.parse(await answer.json());
      expect(corrected.cancelled).toBe(first.number);
      expect(corrected.awaiting).toEqual({ creditNote: false, invoice: true });
      expect(sequenceOf(corrected.invoice.number)).toBeGreaterThan(sequenceOf(first.number));
      expect(corrected.creditNote.number).toMatch(/\/C\d+$/);

      const creditNote = (await db.doc(`creditNotes/${id}_1`).get()).data();
      const oldInvoice = (await db.doc(`invoices/${id}_1`).get()).data();
      const newInvoice = (await db.doc(`invoices/${id}_1_corrected-1`).get()).data();
      expect(creditNote?.particulars).toMatchObject({
        number: corrected.creditNote.number,
        invoice: { number: first.number, date: first.date },
        reason: 'Recipient corrected: GSTIN sent after the payment',
      });
      // In full: the whole invoice is cancelled, and the new one is for the same amount.
      expect(creditNote?.particulars.tax.total).toBe(oldInvoice?.particulars.tax.total);
      expect(newInvoice?.particulars.tax.total).toBe(oldInvoice?.particulars.tax.total);
      expect(oldInvoice?.creditNote).toEqual(corrected.creditNote);
      expect(newInvoice?.particulars.recipient).toMatchObject({ name: institution.name, gstin: institution.gstin });
      expect(newInvoice?.irnDue).toBe(true);

      const record = (await db.doc(`registrations/${id}`).get()).data();
      expect(record?.invoice).toMatchObject(corrected.invoice);
      expect(record?.billing).toMatchObject(institution);
      // The payment is as it was.
      expect(record?.paymentVerified).toBe(true);
      const audit = (await db.doc(`registrations/${id}/audit/invoice-corrected-1`).get()).data();
      expect(audit?.detail).toMatchObject({
        cancelled: first.number,
        creditNote: corrected.creditNote.number,
        number: corrected.invoice.number,
        recipient: { gstin: institution.gstin },
      });
      const mail = (await db.doc(`mail/${id}-invoice-corrected-1`).get()).data();
      const mailText = String(mail?.message.text);
      for (const words of [first.number, corrected.creditNote.number, corrected.invoice.number, institution.gstin]) {
        expect(mailText).toContain(words);
      }
      expect(mailText).toContain(`Invoice ${corrected.invoice.number} is made out to a GST-registered buyer`);

      // Before its IRN it is no invoice for the registrant; the accounts read it, with the GSTIN.
      const key = await heldLinkKey(id);
      const waiting = await callForFile('GET', keyed(`/api/registrations/${id}/invoice`, key));
      expect(waiting.status).toBe(409);
      expect(waiting.json).toEqual({ success: false, error: INVOICE_AWAITS_IRN });
      const supplierCopy = await callForFile(
        'GET',
        `/api/registrations/${id}/invoice?number=${encodeURIComponent(corrected.invoice.number)}`,
        { token: adminToken },
      );
      expect(supplierCopy.status).toBe(200);
      const printed = await textOf(supplierCopy.bytes());
      expect(printed).toContain(institution.gstin);
      expect(printed).toContain(institution.name);
      const view = dataBody(adminRegistrationSchema).parse(
        await (await callApi('GET', `/api/registrations/${id}`, { token: adminToken })).json(),
      ).data;
      expect(view.taxDocuments?.map(({ kind, number, refersTo }) => [kind, number, refersTo])).toEqual([
        ['invoice', first.number, corrected.creditNote.number],
        ['credit-note', corrected.creditNote.number, first.number],
        ['invoice', corrected.invoice.number, null],
      ]);

      // The same details again change nothing.
      const before = await writtenFor(id);
      const same = await correct(id, { invoice: corrected.invoice.number, billing: institution, reason: 'Again' });
      expect(same.status).toBe(409);
      expect(await same.json()).toEqual({ success: false, error: INVOICE_CORRECTION_SAME });
      expect(await writtenFor(id)).toEqual(before);
      // A second administrator who saw the first invoice is refused: it was corrected meanwhile.
      const stale = await correct(id, { invoice: first.number, billing: null, reason: 'The registrant pays' });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        success: false,
        error: invoiceCorrectionStale(first.number, corrected.invoice.number),
      });
      // Issuing or verifying again, from a page open before the correction, answers what stands.
      const issued = await callApi('POST', `/api/admin/registrations/${id}/invoice`, { token: adminToken });
      expect(issued.status).toBe(200);
      expect(((await issued.json()) as { data: { number: string } }).data.number).toBe(corrected.invoice.number);
      expect(await verifyPaymentOf(id, adminToken)).toBe(200);
      expect(await writtenFor(id)).toEqual(before);

      // Back to the registrant: the corrected invoice is credited in its turn, and the new one is
      // the registrant's at once (B2C).
      const back = await correct(id, {
        invoice: corrected.invoice.number,
        billing: null,
        reason: 'The institution does not pay after all',
      });
      expect(back.status).toBe(200);
      const { data: again } = invoiceCorrectedBodySchema.parse(await back.json());
      expect(again.awaiting).toEqual({ creditNote: true, invoice: false });
      expect((await db.doc(`creditNotes/${id}_1_corrected-1`).get()).data()?.particulars.invoice.number).toBe(
        corrected.invoice.number,
      );
      expect((await db.doc(`invoices/${id}_1_corrected-2`).get()).data()?.particulars.number).toBe(
        again.invoice.number,
      );
      expect((await db.doc(`registrations/${id}`).get()).data()?.billing).toBeNull();
      const current = await callForFile('GET', keyed(`/api/registrations/${id}/invoice`, key));
      expect(current.status).toBe(200);
      const reissued = await textOf(current.bytes());
      expect(reissued).toContain(again.invoice.number);
      expect(reissued).not.toContain(institution.gstin);
      // The credit note cancels a B2B invoice, so it waits for its IRN as that invoice did; the new
      // invoice is the registrant's at once.
      const backMail = String((await db.doc(`mail/${id}-invoice-corrected-2`).get()).data()?.message.text);
      expect(backMail).toContain(`Credit note ${again.creditNote.number} is made out to a GST-registered buyer`);
      const creditNoteWaits = await callForFile(
        'GET',
        keyed(`/api/registrations/${id}/credit-note?number=${encodeURIComponent(again.creditNote.number)}`, key),
      );
      expect(creditNoteWaits.status).toBe(409);
      expect(creditNoteWaits.json).toEqual({ success: false, error: CREDIT_NOTE_AWAITS_IRN });
      const firstCreditNote = await callForFile(
        'GET',
        keyed(`/api/registrations/${id}/credit-note?number=${encodeURIComponent(corrected.creditNote.number)}`, key),
      );
      expect(firstCreditNote.status).toBe(200);
      // Once the portal registers it, its registrant may download it.
      await registerOnPortal(again.creditNote.number, adminToken);
      const afterIrn = await callForFile(
        'GET',
        keyed(`/api/registrations/${id}/credit-note?number=${encodeURIComponent(again.creditNote.number)}`, key),
      );
      expect(afterIrn.status).toBe(200);
      // The invoice the second correction cancelled is registered on the portal afterwards: its mail
      // says the credit note cancelled it.
      await registerOnPortal(corrected.invoice.number, adminToken);
      const lateMail = await db
        .doc(`mail/${id}-invoice-registered-${corrected.invoice.number.replace(/[^A-Za-z0-9]/g, '-')}`)
        .get();
      expect(String(lateMail.data()?.message.text)).toContain(
        `It has since been cancelled in full by credit note ${again.creditNote.number} of ${formatCalendarDayLong(again.creditNote.date)}`,
      );
    },
  );

  it('is refused, writing nothing, without an invoice, for a wrong body, to a registrant without the state a large invoice names, or after the credit note’s last day', async () => {
    const unpaid = await registrationWithVerifiedEmail(attendee());
    const before = await writtenFor(unpaid);
    const none = await correct(unpaid, { invoice: 'DEMO/2526/1', billing: institution, reason: 'Wrong GSTIN' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ success: false, error: INVOICE_CORRECTION_NONE });
    expect(await writtenFor(unpaid)).toEqual(before);

    // An author of the most papers, invoiced to an institution, who gave no state: an invoice to
    // them of this value would have to name one (rule 46(e)), so it cannot be corrected to them.
    const author = {
      ...participant(),
      state: '',
      ...tierFields(authorTier({ ieee: false })),
      numPapers: MAX_PAPERS,
      paperIds: Array.from({ length: MAX_PAPERS }, (_, index) => `${CONFERENCE.shortName}-${710_001 + index}`),
    };
    const total = registrationTotal(author as Parameters<typeof registrationTotal>[0], await suiteNow()).total;
    expect(invoiceNeedsState({ ...author, billing: null }, total, TAX.ratePercent)).toBe(true);
    const id = await paidRegistration({ ...author, billing: institution }, { adminToken, referencePrefix: 'CORR' });
    const invoice = await issuedInvoiceOf(id);
    const unchanged = await writtenFor(id);
    const stateless = await correct(id, { invoice: invoice.number, billing: null, reason: 'The registrant pays' });
    expect(stateless.status).toBe(409);
    expect(await stateless.json()).toEqual({ success: false, error: INVOICE_CORRECTION_STATE_NEEDED });

    const seen = { invoice: invoice.number };
    for (const [body, error] of [
      [{ ...seen, billing: institution }, INVOICE_CORRECTION_REASON_REQUIRED],
      [{ ...seen, billing: institution, reason: '   ' }, INVOICE_CORRECTION_REASON_REQUIRED],
      [
        { ...seen, billing: institution, reason: 'x'.repeat(MAX_CORRECTION_REASON + 1) },
        INVOICE_CORRECTION_REASON_TOO_LONG,
      ],
      [{ ...seen, billing: institution, reason: 'பெயர் தவறு' }, INVOICE_CORRECTION_REASON_PRINTABLE],
      [{ ...seen, billing: institution, reason: 'Wrong\nGSTIN' }, INVOICE_CORRECTION_REASON_PRINTABLE],
      [{ ...seen, reason: 'Wrong GSTIN' }, INVOICE_CORRECTION_BODY_INVALID],
      [{ ...seen, billing: 'Hubballi College', reason: 'Wrong GSTIN' }, INVOICE_CORRECTION_BODY_INVALID],
      [{ billing: institution, reason: 'Wrong GSTIN' }, INVOICE_CORRECTION_BODY_INVALID],
      [{ invoice: '../../x', billing: institution, reason: 'Wrong GSTIN' }, INVOICE_CORRECTION_BODY_INVALID],
    ] as const) {
      const refused = await correct(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error });
    }
    // A field of the billing details is refused with the billing route's own words.
    const badGstin = await correct(id, {
      ...seen,
      billing: { ...institution, gstin: '29AAACM9876Q1Z0' },
      reason: 'Wrong GSTIN',
    });
    expect(badGstin.status).toBe(400);
    expect(((await badGstin.json()) as { error: string }).error).toMatch(/GSTIN/);

    // The day after the last day the law allows the credit note, the correction is refused.
    const lastDay = creditNoteDeadline(invoice.date);
    const late = await correct(
      id,
      { ...seen, billing: { ...institution, name: 'Hubballi College (Autonomous)' }, reason: 'Misspelt name' },
      asOf(venueInstant(shiftDay(lastDay, 1), 10)),
    );
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      success: false,
      error: creditNoteTooLate(invoice.number, formatCalendarDayLong(lastDay)),
    });
    expect(await writtenFor(id)).toEqual(unchanged);
  });
});
