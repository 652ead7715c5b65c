// The registration ID is a reference, not a key: alone it shows where a registration stands; its
// documents and whatever names other people open only with the link key mailed to the
// registration's address, for that registration and for DATA_LINK_HOURS.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { DATA_LINK_HOURS, HOUR_MS } from '../../functions/src/domain/limits';
import { DATA_LINK_INVALID, REGISTRANT_LINK_NEEDED } from '../../functions/src/domain/messages';
import { publicRegistrationSchema } from '../../functions/src/domain/registration-view';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callForFile, send } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, suiteNow } from '../support/clock';
import { sentMail } from '../support/inbox';
import {
  groupRegistration,
  groupStudents,
  idCards,
  issuedInvoiceOf,
  keyed,
  linkKeyOf,
  paidRegistration,
  participant,
  registrationWithVerifiedEmail,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let group = '';
let individual = '';
let invoiceNumber = '';

beforeAll(async () => {
  const adminToken = await idTokenFor({ admin: true });
  [group, individual] = await Promise.all([
    paidRegistration(
      groupRegistration(
        groupStudents([undefined, undefined, undefined, undefined, undefined]).map((student, index) => ({
          ...student,
          name: `Meera Linkname ${index + 1}`,
        })),
        'Link Institute',
      ),
      { adminToken, referencePrefix: 'LINK', files: idCards(5) },
    ),
    paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      {
        adminToken,
        referencePrefix: 'LINK',
      },
    ),
  ]);
  invoiceNumber = (await issuedInvoiceOf(individual)).number;
});

async function viewOf(id: string, key?: string) {
  const answer = await send(key ? keyed(`/api/registrations/${id}`, key) : `/api/registrations/${id}`, {
    method: 'GET',
  });
  expect(answer.status, answer.text).toBe(200);
  return dataBody(publicRegistrationSchema).parse(JSON.parse(answer.text)).data;
}

describe('the registration ID alone', () => {
  it("shows where the registration stands and the registrant's own name, and nobody else's", async () => {
    const record = (await db.doc(`registrations/${group}`).get()).data() ?? {};
    const view = await viewOf(group);
    expect(view).toMatchObject({ id: group, verified: true, paymentVerified: true, linkOpened: false });
    expect(view.firstName).toBe(record.firstName);
    expect(view.numStudents).toBe(5);
    expect(view.students).toBeUndefined();
    expect(view.passPath).toBeUndefined();
    expect(view.billing).toBeUndefined();
    const students = record.students as { name: string }[];
    for (const student of students) expect(JSON.stringify(view)).not.toContain(student.name);
  });

  it('shows an issued invoice by its number, and downloads no document', async () => {
    expect((await viewOf(individual)).invoice?.number).toBe(invoiceNumber);
    for (const path of ['invoice', 'receipt.pdf', 'credit-note', 'certificate.pdf']) {
      const answer = await callForFile('GET', `/api/registrations/${individual}/${path}`);
      expect({ path, status: answer.status, error: answer.json?.error }).toEqual({
        path,
        status: 403,
        error: REGISTRANT_LINK_NEEDED,
      });
    }
  });

  it('changes no billing details and asks no cancellation', async () => {
    const before = (await db.doc(`registrations/${group}`).get()).data() ?? {};
    const billing = await send(`/api/registrations/${group}/billing`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ billing: null }),
    });
    const cancellation = await send(`/api/registrations/${group}/cancellation`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Not mine to cancel' }),
    });
    expect([billing.status, JSON.parse(billing.text).error]).toEqual([403, REGISTRANT_LINK_NEEDED]);
    expect([cancellation.status, JSON.parse(cancellation.text).error]).toEqual([403, REGISTRANT_LINK_NEEDED]);
    const after = (await db.doc(`registrations/${group}`).get()).data() ?? {};
    expect(after).toEqual(before);
  });
});

describe('the mailed link key', () => {
  it("opens the registration's details: the group's names, the pass, the billing details", async () => {
    const key = await linkKeyOf(group);
    const record = (await db.doc(`registrations/${group}`).get()).data() ?? {};
    const view = await viewOf(group, key);
    expect(view.linkOpened).toBe(true);
    expect(view.students?.map((student) => student.name)).toEqual(
      (record.students as { name: string }[]).map((student) => student.name),
    );
    expect(view.passPath).toMatch(/^\/pass\//);
    // Each student's own pass, as the verification mailed it: the coordinator can hand it on again.
    const passes = view.students?.map((student) => student.passPath) ?? [];
    expect(new Set([view.passPath, ...passes]).size).toBe((record.students as unknown[]).length + 1);
    const opened = await Promise.all(
      passes.map(async (path) => {
        const answer = await send(`/api/passes/${(path ?? '').slice('/pass/'.length)}`, { method: 'GET' });
        return (JSON.parse(answer.text) as { data: { name: string } }).data.name;
      }),
    );
    expect(opened).toEqual(view.students?.map((student) => student.name));
  });

  // Ten calls, two of them rendering the invoice's PDF (in a worker new to it, its fonts first):
  // 45 s leaves a machine three times slower room (docs/development.md, "Timeouts and why").
  it(
    `downloads the invoice for ${DATA_LINK_HOURS} hours, for its own registration only`,
    { timeout: 45_000 },
    async () => {
      const [own, others] = await Promise.all([linkKeyOf(individual), linkKeyOf(group)]);
      const invoice = `/api/registrations/${individual}/invoice`;
      const opened = await callForFile('GET', keyed(invoice, own));
      expect(opened.status).toBe(200);
      expect(opened.type).toBe('application/pdf');
      expect(opened.disposition).toContain(invoiceNumber.replaceAll('/', '-'));
      expect(opened.disposition).not.toContain(individual);
      // Not once only: within its validity the same link opens again.
      expect((await callForFile('GET', keyed(invoice, own))).status).toBe(200);

      const refusals = [
        await callForFile('GET', keyed(invoice, others)),
        await callForFile('GET', keyed(invoice, 'A'.repeat(43))),
        await callForFile('GET', keyed(invoice, 'not-a-key')),
        // Oversize, path-like, given twice: refused as any key that opens nothing.
        await callForFile('GET', keyed(invoice, 'k'.repeat(5000))),
        await callForFile('GET', keyed(invoice, encodeURIComponent('../../dataAccessTokens/x'))),
        await callForFile('GET', `${keyed(invoice, own)}&key=${own}`),
        await callForFile('GET', keyed(invoice, own), {
          headers: asOf(new Date((await suiteNow()).getTime() + DATA_LINK_HOURS * HOUR_MS + 60_000)),
        }),
      ];
      expect(refusals.map((answer) => [answer.status, answer.json?.error])).toEqual(
        refusals.map(() => [403, DATA_LINK_INVALID]),
      );
      // An expired or foreign key shows the ID's view, not the registrant's.
      expect((await viewOf(individual, others)).linkOpened).toBe(false);
    },
  );

  it('comes with the payment-verified mail: its acknowledgement link opens the PDF as received', async () => {
    const { text } = await sentMail(`mail/${group}-payment-verified-1`);
    const link = /https?:\/\/\S+\/receipt\.pdf\?key=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    const opened = await callForFile('GET', `${url.pathname}${url.search}`);
    expect(opened.status).toBe(200);
    expect(opened.type).toBe('application/pdf');
    // Delivered, the stored copy keeps no working key.
    const stored = (await db.doc(`mail/${group}-payment-verified-1`).get()).get('message.text') as string;
    expect(stored).not.toMatch(/key=/);
  });

  // Two mails awaited in the inbox, each behind the emulator's queue of the mail sender's events,
  // which it delivers one at a time: 45 s (docs/development.md, "Timeouts and why").
  it("is mailed to the registration's address, whoever asks", { timeout: 45_000 }, async () => {
    const id = await registrationWithVerifiedEmail({
      ...participant(),
      ...tierFields(individualTier({ ieee: false })),
    });
    await linkKeyOf(id);
    const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    const mail = (await db.doc(`mail/${id}-data-access-1`).get()).data();
    expect(mail?.to).toBe(record.email);
  });
});
