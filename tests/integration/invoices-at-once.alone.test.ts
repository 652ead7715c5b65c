// Tax invoices issued at once, on the suite's Firestore: numbered without a gap or a duplicate, one
// per verification however often it is asked for. The service runs in this process with a
// fictional supplier's facts (tests/support/invoicing.ts), as the function runs it with the
// edition's. By itself (`.alone`): every invoice of the run draws on the same yearly counter, so
// another test issuing at the same moment would take numbers from between these.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../functions/src/domain/errors';
import { INVOICE_NOT_VERIFIED, invoicingIncomplete } from '../../functions/src/domain/messages';
import { financialYearOf, invoiceNumber } from '../../functions/src/domain/invoice-number';
import { invoicingOf, issueInvoice } from '../../functions/src/services/invoices';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { TWENTY_AT_ONCE_TIMEOUT_MS } from '../support/contention';
import { TEST_FACTS, issueTestInvoice } from '../support/invoicing';
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

/** The sequence part of "TEST/2526/17". */
const sequenceOf = (number: string) => Number(number.split('/').at(-1));

describe('tax invoices issued at once', () => {
  it(
    'twenty verified payments invoiced at the same moment get twenty consecutive numbers, none twice',
    async () => {
      const ids = await verifiedRegistrations(20);
      const issued = await Promise.all(ids.map((id) => issueTestInvoice(id)));

      const sequences = issued.map((invoice) => sequenceOf(invoice.number)).sort((a, b) => a - b);
      const first = sequences[0] ?? 0;
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, n) => first + n));
      const year = financialYearOf(issued[0]?.date ?? '');
      for (const invoice of issued)
        expect(invoice.number).toBe(invoiceNumber('TEST', year, sequenceOf(invoice.number)));
      // The counter stands at the last of them: no number was claimed by an issue that did not commit.
      const counter = (await db.doc(`invoiceSeries/invoice_${year}`).get()).data();
      expect(counter?.last).toBe(first + 19);

      // Each registration names its own, and so does the API, with its day: the administrator's
      // record of each, and the status page's view of one (anyone's calls are rate-limited).
      const invoiceIn = async (response: Response) =>
        ((await response.json()) as { data: { invoice?: unknown } }).data.invoice;
      for (const [index, id] of ids.entries()) {
        const invoice = issued[index];
        const stored = (await db.doc(`invoices/${id}_1`).get()).data();
        expect(stored?.particulars.number).toBe(invoice?.number);
        expect(stored?.registrationId).toBe(id);
        expect(await invoiceIn(await callApi('GET', `/api/registrations/${id}`, { token: adminToken }))).toEqual(
          invoice,
        );
      }
      expect(await invoiceIn(await callApi('GET', `/api/registrations/${ids[0]}`))).toEqual(issued[0]);
    },
    TWENTY_AT_ONCE_TIMEOUT_MS,
  );

  it(
    'one verification asked to be invoiced twenty times at once, or again later, is invoiced once',
    async () => {
      const [id = ''] = await verifiedRegistrations(1);
      const issued = await Promise.all(Array.from({ length: 20 }, () => issueTestInvoice(id)));
      expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(1);
      const again = await issueTestInvoice(id);
      expect(again).toEqual(issued[0]);

      const stored = await db.collection('invoices').where('registrationId', '==', id).get();
      expect(stored.size).toBe(1);
      const year = financialYearOf(again.date);
      expect((await db.doc(`invoiceSeries/invoice_${year}`).get()).data()?.last).toBe(sequenceOf(again.number));
      const audit = await db.collection(`registrations/${id}/audit`).where('event', '==', 'invoice-issued').get();
      expect(audit.size).toBe(1);
    },
    TWENTY_AT_ONCE_TIMEOUT_MS,
  );

  it('refuses a payment not verified, and an edition that does not give every fact, changing nothing', async () => {
    const [id = ''] = await verifiedRegistrations(1, false);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? error.message : error),
      );
    expect(await refusal(issueTestInvoice(id))).toBe(INVOICE_NOT_VERIFIED);

    // Verified, but the edition names no signatory: refused with the sentence that says so.
    await verifyPaymentOf(id, adminToken);
    const { signatory: _unknown, ...withoutSignatory } = TEST_FACTS;
    expect(await refusal(issueInvoice(id, 'test', invoicingOf(withoutSignatory)))).toBe(
      invoicingIncomplete(['the signatory']),
    );
    expect((await db.collection('invoices').where('registrationId', '==', id).get()).size).toBe(0);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.invoice ?? null).toBeNull();
  });
});
