// E-invoices through the API: the period's B2B documents listed (B2C ones are not reported), one
// document's JSON passing the schema's rules, the portal's signed answer imported once (the same
// answer again is no change, another IRN or a document not ours refused), and the tax invoice's
// PDF then carrying the IRN.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceListSchema, eInvoiceRegisteredSchema } from '../../functions/src/domain/api/e-invoices';
import { registrationStatsSchema } from '../../functions/src/domain/api/admin-stats';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { eInvoiceProblems, type EInvoiceJson } from '../../functions/src/domain/e-invoice';
import {
  INVOICE_AWAITS_IRN,
  E_INVOICE_ANSWER_REQUIRED,
  E_INVOICE_NUMBER_INVALID,
  eInvoiceAlreadyRegistered,
  eInvoiceAnswerOfAnother,
  eInvoiceDocumentUnknown,
  eInvoiceNotB2b,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { gstinOf } from '../support/invoicing';
import { callApi, callForFile } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, shiftDay } from '../support/clock';
import { irpAnswerFor } from '../support/irp';
import { sentMail } from '../support/inbox';
import { pdfPageTexts } from '../support/pdf';
import { heldLinkKey, issuedInvoiceOf, keyed, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const attendee = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
const institution = {
  name: 'Mysore Institute of Engineering',
  address: 'Accounts Office, 4 Palace Road\nMysuru 570001',
  stateCode: '29',
  gstin: gstinOf('29'),
};
const post = (answer: unknown) =>
  callApi('POST', '/api/admin/e-invoices/answer', { token: adminToken, json: { answer } });

describe('e-invoices', () => {
  // A payment verified, its JSON, the portal's answer and a PDF with the IRN: 45 s leaves a machine
  // three times slower room (docs/development.md, "Timeouts and why").
  it("list the month's B2B documents, give one's JSON, take the portal's answer once, and print its IRN", async () => {
    const [business, person, neighbour] = await Promise.all([
      paidRegistration({ ...attendee(), billing: institution }, { adminToken, referencePrefix: 'EINV' }),
      paidRegistration(attendee(), { adminToken, referencePrefix: 'EINV' }),
      paidRegistration({ ...attendee(), billing: institution }, { adminToken, referencePrefix: 'EINV' }),
    ]);
    const invoice = await issuedInvoiceOf(business);
    const b2c = await issuedInvoiceOf(person);
    const month = invoice.date.slice(0, 7);

    const listed = async () =>
      dataBody(eInvoiceListSchema).parse(
        await (await callApi('GET', `/api/admin/e-invoices?period=${month}`, { token: adminToken })).json(),
      ).data.documents;
    const before = (await listed()).find((entry) => entry.number === invoice.number);
    expect(before).toMatchObject({ type: 'invoice', gstin: institution.gstin, irn: null, problems: [] });
    expect((await listed()).map((entry) => entry.number)).not.toContain(b2c.number);

    // One document's JSON, as the portal takes it.
    const one = await callForFile('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(invoice.number)}`, {
      token: adminToken,
    });
    expect(one.status).toBe(200);
    expect(one.disposition).toMatch(/^attachment; filename="e-invoice-[A-Za-z0-9-]+\.json"$/);
    const json = one.json as unknown as EInvoiceJson;
    expect(eInvoiceProblems(json)).toEqual([]);
    expect(json.DocDtls.No).toBe(invoice.number);
    expect(json.BuyerDtls.Gstin).toBe(institution.gstin);
    const b2cJson = await callApi('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(b2c.number)}`, {
      token: adminToken,
    });
    expect(b2cJson.status).toBe(409);
    expect(await b2cJson.json()).toEqual({ success: false, error: eInvoiceNotB2b(b2c.number) });

    // The month's batch for the bulk-upload tool holds it, not yet registered.
    const batch = await callForFile('GET', `/api/admin/e-invoices.json?period=${month}`, { token: adminToken });
    expect(batch.status).toBe(200);
    const documents = batch.json as unknown as EInvoiceJson[];
    expect(documents.map((document) => document.DocDtls.No)).toContain(invoice.number);
    for (const document of documents) expect(eInvoiceProblems(document)).toEqual([]);

    // Not registered three days after its issue, it shows on the dashboard; the day after, not yet.
    const overdueOn = async (days: number) =>
      dataBody(registrationStatsSchema).parse(
        await (
          await callApi('GET', '/api/admin/stats', {
            token: adminToken,
            headers: asOf(venueInstant(shiftDay(invoice.date, days), 10)),
          })
        ).json(),
      ).data.eInvoicesOverdue;
    const late = await overdueOn(3);
    expect(late.count).toBeGreaterThanOrEqual(1);
    expect(late.afterDays).toBe(3);
    expect((late.oldest ?? '9999') <= invoice.date).toBe(true);
    const early = await overdueOn(1);
    expect(early.oldest === null || early.oldest < invoice.date).toBe(true);

    // Before the portal registers it, it is no invoice (rule 48(5)): the verification's mail does
    // not link it, and its registrant cannot download it; the accounts can.
    // As delivered: a keyed link leaves the stored copy once it is, so that copy could not show one.
    const verifiedMail = await sentMail(`mail/${business}-payment-verified-1`);
    expect(verifiedMail.text).toContain('registered on the GST invoice registration portal first');
    expect(verifiedMail.text).not.toContain('/invoice?key=');
    const beforeIrn = await callForFile(
      'GET',
      keyed(`/api/registrations/${business}/invoice`, await heldLinkKey(business)),
    );
    expect(beforeIrn.status).toBe(409);
    expect(beforeIrn.json).toEqual({ success: false, error: INVOICE_AWAITS_IRN });
    expect((await callForFile('GET', `/api/registrations/${business}/invoice`, { token: adminToken })).status).toBe(
      200,
    );
    const registeredMails = async () =>
      (await db.collection('mail').where('registrationId', '==', business).get()).docs.filter((mail) =>
        String(mail.get('message.subject')).startsWith(`Your tax invoice ${invoice.number}`),
      );
    expect(await registeredMails()).toEqual([]);

    // The portal's answer, imported; again, no change; another IRN for it, refused.
    const answer = irpAnswerFor(json);
    const imported = await post(answer.text);
    expect(imported.status).toBe(200);
    expect(dataBody(eInvoiceRegisteredSchema).parse(await imported.json()).data).toEqual({
      number: invoice.number,
      irn: answer.irn,
      ackNo: answer.ackNo,
      ackDate: answer.ackDate,
    });
    const stored = await db.doc(`invoices/${business}_1`).get();
    expect(stored.data()?.irn).toMatchObject({ irn: answer.irn, signedQrCode: answer.signedQrCode });
    expect((await post(answer.text)).status).toBe(200);
    expect((await db.doc(`invoices/${business}_1`).get()).updateTime).toEqual(stored.updateTime);
    const another = await post(irpAnswerFor(json, '2025-10-15 11:00:00', 'f'.repeat(64)).text);
    expect(another.status).toBe(409);
    expect(await another.json()).toEqual({
      success: false,
      error: eInvoiceAlreadyRegistered(invoice.number, answer.irn),
    });

    // An answer for another of our documents that carries this one's IRN, or its acknowledgement
    // number, was pasted for the wrong document: refused, saying whose it is, and nothing stored.
    const other = await issuedInvoiceOf(neighbour);
    const otherJson = (
      await callForFile('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(other.number)}`, {
        token: adminToken,
      })
    ).json as unknown as EInvoiceJson;
    const withIrn = irpAnswerFor(otherJson, undefined, answer.irn);
    const own = irpAnswerFor(otherJson);
    const withAck = JSON.stringify({ ...(JSON.parse(own.text) as object), AckNo: answer.ackNo });
    for (const [text, error] of [
      [withIrn.text, eInvoiceAnswerOfAnother(other.number, 'IRN', answer.irn, invoice.number)],
      [withAck, eInvoiceAnswerOfAnother(other.number, 'acknowledgement number', answer.ackNo, invoice.number)],
    ] as const) {
      const refused = await post(text);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ success: false, error });
    }
    expect((await db.doc(`invoices/${neighbour}_1`).get()).get('irn') ?? null).toBeNull();
    expect((await post(own.text)).status).toBe(200);
    expect((await listed()).find((entry) => entry.number === invoice.number)?.irn).toEqual({
      irn: answer.irn,
      ackNo: answer.ackNo,
      ackDate: answer.ackDate,
    });

    // Registered, it is mailed to its registrant, once, with a link of its own that downloads it
    // carrying the IRN.
    const sent = await registeredMails();
    expect(sent).toHaveLength(1);
    // Read as it reached the inbox: the stored copy loses its keyed link once delivered.
    const received = await sentMail(sent[0]?.ref.path ?? 'mail/none');
    const link = /https?:\/\/\S+\/api\/registrations\/\S+\/invoice\?number=\S+&key=[A-Za-z0-9_-]{43}/.exec(
      received.text,
    )?.[0];
    expect(link).toBeDefined();
    const pdf = await callForFile('GET', new URL(link ?? '').pathname + new URL(link ?? '').search);
    expect(pdf.status).toBe(200);
    expect((await pdfPageTexts(pdf.bytes())).join('').replace(/\s+/g, '')).toContain(answer.irn);
    // Registered documents are no longer in the month's batch.
    const after = await callForFile('GET', `/api/admin/e-invoices.json?period=${month}`, { token: adminToken });
    const left = after.json as unknown as EInvoiceJson[];
    expect(left.map((document) => document.DocDtls.No)).not.toContain(invoice.number);
  }, 45_000);

  it('refuse an answer that is not one, or is for a document not ours, changing nothing', async () => {
    // Past 64 KB it is no answer of the portal's (a signed one is a few KB).
    for (const body of [{}, { answer: '' }, { answer: 5 }, { answer: `{"Irn":"${'x'.repeat(70_000)}"}` }]) {
      const refused = await callApi('POST', '/api/admin/e-invoices/answer', { token: adminToken, json: body });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: E_INVOICE_ANSWER_REQUIRED });
    }
    const notJson = await post('not the portal');
    expect(notJson.status).toBe(400);
    const foreign = irpAnswerFor({
      ...(JSON.parse('{}') as EInvoiceJson),
      SellerDtls: { Gstin: gstinOf('27') },
      BuyerDtls: { Gstin: gstinOf('29') },
      DocDtls: { Typ: 'INV', No: 'ELSEWHERE/1', Dt: '15/10/2025' },
      ValDtls: { TotInvVal: 100 },
      ItemList: [{ HsnCd: '998596' }],
    } as EInvoiceJson);
    const unknown = await post(foreign.text);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: eInvoiceDocumentUnknown('ELSEWHERE/1') });
  });

  it('refuse a document number that none of ours could be, before it is looked for', async () => {
    for (const number of ['../invoices/x', 'DEMO/2526/1?x=1', 'D'.repeat(17), 'D'.repeat(2_000), 'DEMO 2526 1']) {
      const refused = await callApi('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(number)}`, {
        token: adminToken,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: E_INVOICE_NUMBER_INVALID });
    }
  });
});
