// Tax invoices issued at once, through the API: payments verified at the same moment (AT_ONCE of
// them) get invoices numbered without a gap or a duplicate, and one verification is invoiced once
// however often the administrator's button asks for it. The functions issue them with the
// edition's facts (its demo supplier, in this demo project). By itself (`.alone`): every invoice of
// the run draws on the same yearly counter, so another test issuing at the same moment would take
// numbers from between these.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../functions/src/domain/errors';
import { INVOICE_NOT_VERIFIED, invoicingIncomplete } from '../../functions/src/domain/messages';
import { financialYearOf, invoiceNumber } from '../../functions/src/domain/invoice-number';
import { invoicingOf, issueInvoice, type IssuedInvoice } from '../../functions/src/services/invoices';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { AT_ONCE, AT_ONCE_TIMEOUT_MS } from '../support/contention';
import { EDITION_FACTS, TEST_FACTS, issueTestInvoice } from '../support/invoicing';
import { paidRegistration, participant, verifyPaymentOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const ATTENDEE = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });

/** Registrations whose payments an administrator verified, made a few at a time. */
async function verifiedRegistrations(count: number, verify = true): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const batch = Math.min(4, count - ids.length);
    ids.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          paidRegistration(ATTENDEE(), { adminToken, referencePrefix: 'INV', verify }),
        ),
      )),
    );
  }
  return ids;
}

/** The sequence part of "DEMO/2526/17". */
const sequenceOf = (number: string) => Number(number.split('/').at(-1));

describe('tax invoices issued at once', () => {
  it(
    `${AT_ONCE} payments verified at the same moment are invoiced with ${AT_ONCE} consecutive numbers, none twice`,
    async () => {
      const ids = await verifiedRegistrations(AT_ONCE, false);
      const verified = await Promise.all(
        ids.map((id) => callApi('POST', `/api/verify/verify-registration/${id}`, { token: adminToken })),
      );
      expect(verified.map((response) => response.status)).toEqual(Array(AT_ONCE).fill(200));
      const issued = await Promise.all(
        ids.map(async (id) => (await db.doc(`registrations/${id}`).get()).data()?.invoice as IssuedInvoice),
      );

      const sequences = issued.map((invoice) => sequenceOf(invoice.number)).sort((a, b) => a - b);
      const first = sequences[0] ?? 0;
      expect(sequences).toEqual(Array.from({ length: AT_ONCE }, (_, n) => first + n));
      const year = financialYearOf(issued[0]?.date ?? '');
      for (const invoice of issued)
        expect(invoice.number).toBe(invoiceNumber(EDITION_FACTS.prefix, year, sequenceOf(invoice.number)));
      // The counter stands at the last of them: no number was claimed by an issue that did not commit.
      const counter = (await db.doc(`invoiceSeries/invoice_${year}`).get()).data();
      expect(counter?.last).toBe(first + AT_ONCE - 1);

      // Each registration names its own, and so does the API, with its day: the administrator's
      // record of each, and the status page's view of one (anyone's calls are rate-limited).
      const invoiceIn = async (response: Response) =>
        ((await response.json()) as { data: { invoice?: unknown } }).data.invoice;
      for (const [index, id] of ids.entries()) {
        const invoice = issued[index];
        const stored = (await db.doc(`invoices/${id}_1`).get()).data();
        expect(stored?.particulars.number).toBe(invoice?.number);
        expect(stored?.registrationId).toBe(id);
        expect(await invoiceIn(await callApi('GET', `/api/registrations/${id}`, { token: adminToken }))).toEqual({
          number: invoice?.number,
          date: invoice?.date,
        });
      }
      const [one] = issued;
      expect(await invoiceIn(await callApi('GET', `/api/registrations/${ids[0]}`))).toEqual({
        number: one?.number,
        date: one?.date,
      });
    },
    AT_ONCE_TIMEOUT_MS,
  );

  it(
    `one verification asked to be invoiced ${AT_ONCE} times at once, or again later, is invoiced once`,
    async () => {
      const [id = ''] = await verifiedRegistrations(1);
      // The administrator's "Issue tax invoice", clicked AT_ONCE times at once, then once more.
      const issue = async () =>
        (
          (await (await callApi('POST', `/api/admin/registrations/${id}/invoice`, { token: adminToken })).json()) as {
            data: IssuedInvoice;
          }
        ).data;
      const issued = await Promise.all(Array.from({ length: AT_ONCE }, issue));
      expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(1);
      const again = await issue();
      expect(again).toEqual(issued[0]);

      const stored = await db.collection('invoices').where('registrationId', '==', id).get();
      expect(stored.size).toBe(1);
      const year = financialYearOf(again.date);
      expect((await db.doc(`invoiceSeries/invoice_${year}`).get()).data()?.last).toBe(sequenceOf(again.number));
      const audit = await db.collection(`registrations/${id}/audit`).where('event', '==', 'invoice-issued').get();
      expect(audit.size).toBe(1);
    },
    AT_ONCE_TIMEOUT_MS,
  );

  it('refuses a payment not verified, and an edition that does not give every fact, changing nothing', async () => {
    const [id = ''] = await verifiedRegistrations(1, false);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? error.message : error),
      );
    expect(await refusal(issueTestInvoice(id))).toBe(INVOICE_NOT_VERIFIED);
    expect((await db.collection('invoices').where('registrationId', '==', id).get()).size).toBe(0);

    // Verified (and invoiced), then asked again of an edition that names no signatory: refused
    // with the sentence that says so, the invoice issued as it was.
    await verifyPaymentOf(id, adminToken);
    const issued = (await db.doc(`registrations/${id}`).get()).data()?.invoice;
    const { signatory: _unknown, ...withoutSignatory } = TEST_FACTS;
    expect(await refusal(issueInvoice(id, 'test', invoicingOf(withoutSignatory)))).toBe(
      invoicingIncomplete(['the signatory']),
    );
    expect((await db.collection('invoices').where('registrationId', '==', id).get()).size).toBe(1);
    expect((await db.doc(`registrations/${id}`).get()).data()?.invoice).toEqual(issued);
  });
});
