// A registration's tax invoice through the API: downloaded as issued, cancelled by a credit note
// when the verification is undone (never deleted), a new one for a verification made again, and
// kept for the accounts when the registration is erased. Issued in this process with a fictional
// supplier's facts (tests/support/invoicing.ts): the editions give none yet.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_NOT_ISSUED, INVOICE_NOT_VERIFIED } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, callForFile } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { TEST_FACTS, issueTestInvoice } from '../support/invoicing';
import { pdfPageTexts } from '../support/pdf';
import { heldLinkKey, keyed, paidRegistration, participant, verifyPaymentOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

// As the registrant downloads it, through the mailed link.
const invoiceOf = async (id: string) =>
  callForFile('GET', keyed(`/api/registrations/${id}/invoice`, await heldLinkKey(id)));

/** All the text of a PDF, its pages joined. */
const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join('\n');

describe('a registration’s tax invoice', () => {
  it('is downloaded as issued; an undone verification cancels it by a credit note, and verifying again invoices anew', async () => {
    const person = participant();
    const id = await paidRegistration(
      { ...person, ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'INV' },
    );
    // Verified, but no invoice issued (the edition's facts are to be announced): the registrant is told.
    const before = await invoiceOf(id);
    expect(before.status).toBe(409);
    expect(before.json).toEqual({ success: false, error: INVOICE_NOT_ISSUED });

    const first = await issueTestInvoice(id);
    const download = await invoiceOf(id);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(download.disposition).toBe(`attachment; filename="tax-invoice-${first.number.replaceAll('/', '-')}.pdf"`);
    const text = await textOf(download.bytes());
    for (const particular of [
      'Tax Invoice',
      first.number,
      TEST_FACTS.supplier.name,
      TEST_FACTS.supplier.gstin,
      person.firstName,
    ]) {
      expect(text).toContain(particular);
    }

    // Undone within the window: the invoice stays, cancelled by a credit note of its own series.
    expect((await callApi('POST', `/api/verify/undo-verification/${id}`, { token: adminToken })).status).toBe(200);
    const invoiceId = `${id}_1`;
    const invoice = (await db.doc(`invoices/${invoiceId}`).get()).data();
    const credit = (await db.doc(`creditNotes/${invoiceId}`).get()).data();
    expect(invoice?.particulars.number).toBe(first.number);
    expect(credit?.particulars.invoice).toEqual({ number: first.number, date: first.date });
    expect(credit?.particulars.number).toMatch(/^TEST\/\d{4}\/C\d+$/);
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
    const second = await issueTestInvoice(id);
    expect(second.number).not.toBe(first.number);
    expect((await db.doc(`invoices/${id}_2`).get()).data()?.particulars.number).toBe(second.number);
    expect(await textOf((await invoiceOf(id)).bytes())).toContain(second.number);
    expect((await db.collection('invoices').where('registrationId', '==', id).get()).size).toBe(2);
  });

  it('and its credit notes outlive the registration’s erasure, for the accounts', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'INV' },
    );
    await issueTestInvoice(id);
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
});
