// A registrant's access to their own data: asked for on the status page, mailed to the
// registration's address, downloaded as one JSON file for 24 hours.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataExportSchema } from '../../functions/src/domain/api/data-export';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { DATA_LINK_HOURS, HOUR_MS } from '../../functions/src/domain/limits';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { DATA_LINK_INVALID, STATUS_ID_UNKNOWN } from '../../functions/src/domain/messages';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { callApi, send } from '../support/api';
import { registerOnPortal } from '../support/irp';
import { idTokenFor } from '../support/auth';
import { asOf, suiteNow } from '../support/clock';
import { UNKNOWN_ID } from '../support/routes';
import {
  groupRegistration,
  groupStudents,
  idCards,
  issuedInvoiceOf,
  paidRegistration,
  participant,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let id = '';

/** Asks for a link as the status page does, and reads the link from the mail it queued. */
async function mailedLink(registrationId: string, sent: number): Promise<string> {
  const asked = await send(`/api/registrations/${registrationId}/data-request`);
  expect(asked.status, asked.text).toBe(200);
  const { text } = await sentMail(`mail/${registrationId}-data-access-${sent}`);
  const link = /https?:\/\/\S+\/api\/data\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no data link was mailed for ${registrationId}`);
  return new URL(link).pathname;
}

beforeAll(async () => {
  const adminToken = await idTokenFor({ admin: true });
  id = await paidRegistration(
    groupRegistration(groupStudents([undefined, undefined, undefined, undefined, undefined]), 'Data Institute'),
    { adminToken, referencePrefix: 'DATA', files: idCards(5) },
  );
});

describe("a registrant's copy of their data", () => {
  it('holds its tax invoices as issued, and the credit note that cancelled one', async () => {
    const adminToken = await idTokenFor({ admin: true });
    const own = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'DATA' },
    );
    const invoice = await issuedInvoiceOf(own);
    // Undone: the invoice is cancelled by a credit note, both kept.
    expect((await callApi('POST', `/api/verify/undo-verification/${own}`, { token: adminToken })).status).toBe(200);
    const credit = (await db.doc(`invoices/${own}_1`).get()).data()?.creditNote as { number: string; date: string };
    const response = await fetch(`${SITE_URL}${await mailedLink(own, 1)}`);
    const { data } = dataBody(dataExportSchema).parse(await response.json());
    const record = (await db.doc(`registrations/${own}`).get()).data() ?? {};
    expect(data.invoices).toHaveLength(1);
    // To a person, not a business: never e-invoiced.
    expect(data.invoices[0]).toMatchObject({
      number: invoice.number,
      date: invoice.date,
      creditNote: { ...credit, eInvoice: null },
      eInvoice: null,
    });
    expect(data.invoices[0]?.recipient.name).toBe(`${record.title} ${record.firstName} ${record.lastName}`);
    expect(data.invoices[0]?.total).toBe(record.totalAmount * 100);
  });

  it(
    "holds a business invoice's and its credit note's registrations on the e-invoice portal, once imported",
    async () => {
      const adminToken = await idTokenFor({ admin: true });
      const gstin = `29AAACM9876Q1Z${gstinCheckCharacter('29AAACM9876Q1Z')}`;
      const business = await paidRegistration(
        {
          ...participant(),
          ...tierFields(individualTier({ ieee: false })),
          billing: { name: 'Data Institute', address: '4 Palace Road\nMysuru 570001', stateCode: '29', gstin },
        },
        { adminToken, referencePrefix: 'DATA' },
      );
      const invoice = await issuedInvoiceOf(business);
      /** The portal's answer for a document, imported as the accounts page does. */
      const registered = async (number: string) => {
        const answer = await registerOnPortal(number, adminToken);
        return { irn: answer.irn, ackNo: answer.ackNo, ackDate: answer.ackDate };
      };
      const exported = async (link: number) => {
        const response = await fetch(`${SITE_URL}${await mailedLink(business, link)}`);
        return dataBody(dataExportSchema).parse(await response.json()).data;
      };
      const onPortal = await registered(invoice.number);
      expect((await exported(1)).invoices).toEqual([
        expect.objectContaining({
          number: invoice.number,
          recipient: expect.objectContaining({ gstin }),
          creditNote: null,
          eInvoice: onPortal,
        }),
      ]);

      // Undone: the credit note cancelling it is e-invoiced too, and the copy names both registrations.
      expect((await callApi('POST', `/api/verify/undo-verification/${business}`, { token: adminToken })).status).toBe(
        200,
      );
      const credit = (await db.doc(`invoices/${business}_1`).get()).data()?.creditNote as {
        number: string;
        date: string;
      };
      const creditOnPortal = await registered(credit.number);
      expect(creditOnPortal.irn).not.toBe(onPortal.irn);
      expect((await exported(2)).invoices).toEqual([
        expect.objectContaining({
          number: invoice.number,
          creditNote: { ...credit, eInvoice: creditOnPortal },
          eInvoice: onPortal,
        }),
      ]);
    },
    // A paid registration, an undone verification and two data links: 45 s (docs/development.md, "Timeouts and why").
    45_000,
  );

  it('is mailed as a link to the registration address, and downloads everything held as a JSON file', async () => {
    const path = await mailedLink(id, 1);
    const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    const mail = (await db.doc(`mail/${id}-data-access-1`).get()).data();
    expect(mail?.to).toBe(record.email);
    // It may go to an address not verified yet: nothing the request brought, not even the name.
    expect(mail?.message?.text).not.toContain(String(record.firstName));

    const response = await fetch(`${SITE_URL}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}-my-data.json"`);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { data } = dataBody(dataExportSchema).parse(await response.json());
    for (const field of ['email', 'mobile', 'firstName', 'address', 'postcode', 'totalAmount'] as const) {
      expect(data.registration[field]).toEqual(record[field]);
    }
    expect(data.registration.students).toEqual(JSON.parse(JSON.stringify(record.students)));
    for (const internal of ['searchKeys', 'sortKey', 'verificationTokenHash'])
      expect(data.registration).not.toHaveProperty(internal);
    // Who on the staff verified the payment is theirs, not the registrant's: the outcome stays.
    const verifier = record.paymentVerifiedBy as { uid: string; email: string };
    expect(verifier.uid).not.toBe('');
    expect(data.registration.paymentVerified).toBe(true);
    for (const staff of [verifier.uid, verifier.email]) expect(JSON.stringify(data)).not.toContain(staff);
    expect(data.files.map((file) => file.what)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => `Student ${n}'s ID card`),
      'Payment proof 1',
    ]);
    expect(data.history.map((entry) => entry.event)).toEqual([
      'created',
      'verify-email',
      'upload-proof',
      'verify-payment',
      'invoice-issued',
    ]);
    expect(data.mails.map((sent) => sent.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Verify/)]));
    expect(data.passes).toHaveLength(6);
  });

  it(`stops working after ${DATA_LINK_HOURS} hours, and answers a link that is not ours alike`, async () => {
    const path = await mailedLink(id, 2);
    const later = new Date((await suiteNow()).getTime() + DATA_LINK_HOURS * HOUR_MS + 60_000);
    const expired = await send(path, { method: 'GET', headers: asOf(later) });
    expect(expired.status).toBe(404);
    expect(JSON.parse(expired.text)).toEqual({ success: false, error: DATA_LINK_INVALID });
    for (const wrong of ['/api/data/not-a-token', `/api/data/${'A'.repeat(43)}`]) {
      const answer = await send(wrong, { method: 'GET' });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text).error).toBe(DATA_LINK_INVALID);
    }
  });

  it('is not mailed for an unknown registration', async () => {
    const answer = await send(`/api/registrations/${UNKNOWN_ID}/data-request`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: STATUS_ID_UNKNOWN });
  });
});
