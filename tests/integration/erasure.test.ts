// Erasure on request and the expiry of unverified registrations, through the API and `npm run
// admin`: after an erasure nothing of the person is left in any Firestore collection or Storage
// path of the suite, whatever collections exist, and only the payment's trace stays.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { venueInstant } from '../../functions/src/domain/venue-time';
import {
  ALREADY_REGISTERED,
  ERASURE_REASON_TOO_LONG,
  MAX_REJECTION_REASON,
  REGISTRANT_LINK_NEEDED,
} from '../../functions/src/domain/messages';
import { ERASURE_REASON_REQUIRED } from '../../functions/src/domain/admin-messages';
import { RETENTION } from '../../functions/src/domain/retention';
import { sentMail } from '../support/inbox';
import { tracesOf } from '../support/traces';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { ROOT, SITE_URL } from '../../scripts/suite/config';
import { callApi, ORIGIN, send } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { UNKNOWN_ID } from '../support/routes';
import { asOf, FIRST_DAY, MOMENTS, suiteNow } from '../support/clock';
import { groupRegistration, idCards, paidRegistration, participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const run = promisify(execFile);
const db = getFirestore(suiteAdminApp());
const DAY_MS = 24 * 60 * 60 * 1000;

let adminToken = '';
let deskToken = '';
beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
});

// The erasure is asked for through `npm run admin` twice (without `--yes`, then with it), each a
// process that starts npm, tsx and firebase-admin, after a paid group registration, a check-in and a
// statement: 21.2 s in a fresh clone's run; 90 s (docs/development.md, "Timeouts and why").
describe('erasure on request', { timeout: 90_000 }, () => {
  it('npm run admin -- erase leaves nothing of the person anywhere, only the payment trace', async () => {
    const RUN = randomUUID().slice(0, 8);
    const email = `erase-me-${RUN}@example.org`;
    const students = Array.from({ length: 5 }, (_, index) => ({
      name: `Erasable Student${RUN}x${index + 1}`,
      idNumber: `ERASE-${RUN}-${index + 1}`,
      // An IEEE number the rest of the suite does not use: its cached answer is this person's.
      ieeeNumber: index === 0 ? '90000077' : undefined,
    }));
    const id = await paidRegistration(
      groupRegistration(students, `Erasure Institute ${RUN}`, {
        ...participant(email),
        firstName: `Erasable${RUN}`,
        lastName: `Person${RUN}`,
        mobile: '+91 91234 56789',
      }),
      { adminToken, referencePrefix: `ERASE${RUN}`, files: idCards(students.length) },
    );
    const reference = `ERASE${RUN}-${id}`;
    const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    const checkedIn = await callApi('POST', '/api/admin/check-in', {
      token: deskToken,
      json: { registrationId: id, person: 'registrant', desk: 'erasure test' },
      headers: asOf(venueInstant(FIRST_DAY, 10)),
    });
    expect(checkedIn.status, await checkedIn.clone().text()).toBe(200);
    const day = new Intl.DateTimeFormat('en-GB').format(MOMENTS.openingDay);
    const statement = ['Date,Payer,UTR Number,Amount (Rs)', `${day},Erasable,${reference},${record.totalAmount}`];
    const form = new FormData();
    form.set('statement', new Blob([statement.join('\r\n')], { type: 'text/csv' }), 'statement.csv');
    const reconciled = await fetch(`${SITE_URL}/api/admin/reconciliation`, {
      method: 'POST',
      headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(reconciled.status, await reconciled.clone().text()).toBe(200);
    const passCode = /\/pass\/([A-Za-z0-9_-]{22})\b/.exec((await sentMail(`mail/${id}-payment-verified-1`)).text)?.[1];

    // A link to the person's own data, as the status page asks for one.
    expect((await send(`/api/registrations/${id}/data-request`)).status).toBe(200);

    // What identifies the person: the registration, the address, the names and the ID numbers.
    const marks = [id, email, `Erasable${RUN}`, `Person${RUN}`, `Student${RUN}`, `ERASE-${RUN}`];
    const before = await tracesOf(id, marks);
    // Every kind of place the person's data lives in is filled before the erasure.
    const places = [
      'registrations/',
      '/audit/',
      'registrationEmails/',
      'mail/',
      'passes/',
      'checkIns/',
      'dataAccessTokens/',
    ];
    for (const place of places) {
      expect(
        before.some((path) => path.includes(place)),
        `${place} in ${before.join(', ')}`,
      ).toBe(true);
    }
    expect(before).toContain(`statementLines/${id}`);
    expect(before.filter((path) => path.startsWith(`registrations/${id}/`) && !path.includes('/audit/')).length).toBe(
      6,
    );
    expect((await db.doc('ieeeMemberCache/90000077').get()).exists).toBe(true);

    // Asked from a script (no terminal): the registrant is named, nothing is erased until --yes.
    const asked = await run('npm', ['run', '--silent', 'admin', '--', 'erase', id, '--reason', 'asked by e-mail'], {
      cwd: ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(asked).toMatchObject({ code: 1 });
    expect((asked as { stderr: string }).stderr).toMatch(
      new RegExp(`About to erase ${id}: .+ <.+@.+>, .+\\.\\nThis cannot be undone\\. Run it again with --yes`),
    );
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);
    const erased = await run(
      'npm',
      ['run', '--silent', 'admin', '--', 'erase', id, '--reason', 'asked by e-mail', '--yes'],
      { cwd: ROOT },
    );
    expect(erased.stdout).toContain(`Erased ${id} in the local suite`);

    // What stays: the payment trace, the tax invoice its verification issued (kept as the CGST Act
    // s. 36 requires, DPDP Act s. 8(7)), and the access log's record of which staff called what
    // naming the registration (kept a year through erasure, DPDP Rules rule 6(1)(e)), with none of
    // the person's details in it.
    const traces = await tracesOf(id, marks);
    expect(traces.filter((path) => !path.startsWith('accessLog/')).sort()).toEqual(
      [`erasures/${id}`, `invoices/${id}_1`].sort(),
    );
    const logged = traces.filter((path) => path.startsWith('accessLog/'));
    expect(logged.length).toBeGreaterThan(0);
    for (const path of logged) {
      const entry = JSON.stringify((await db.doc(path).get()).data());
      for (const mark of marks.slice(1)) expect(entry, path).not.toContain(mark);
    }
    expect(await db.doc(`registrations/${id}`).listCollections()).toEqual([]);
    expect((await db.doc('ieeeMemberCache/90000077').get()).exists).toBe(false);
    const trace = (await db.doc(`erasures/${id}`).get()).data() ?? {};
    expect(trace).toMatchObject({
      registrationId: id,
      cause: 'request',
      reason: 'asked by e-mail',
      payment: { amount: record.totalAmount, verified: true, references: [reference] },
      ieeeNumbers: [],
    });
    for (const value of [email, record.mobile, record.organization, record.address, record.postcode]) {
      expect(JSON.stringify(trace)).not.toContain(String(value));
    }

    expect((await fetch(`${SITE_URL}/api/registrations/${id}`)).status).toBe(404);
    expect((await callApi('GET', `/api/registrations/${id}`, { token: adminToken })).status).toBe(404);
    expect((await fetch(`${SITE_URL}/api/passes/${passCode}`)).status).toBe(404);
    // The kept invoice is still the accounts': an administrator prints it by its number, as the
    // accounts page's register offers; nobody else, and nothing without its number.
    const number = String((await db.doc(`invoices/${id}_1`).get()).data()?.particulars?.number);
    const invoicePath = `/api/registrations/${id}/invoice`;
    const printed = await callApi('GET', `${invoicePath}?number=${encodeURIComponent(number)}`, { token: adminToken });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await printed.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await callApi('GET', invoicePath, { token: adminToken })).status).toBe(404);
    const anyone = await fetch(`${SITE_URL}${invoicePath}?number=${encodeURIComponent(number)}`);
    expect({ status: anyone.status, body: await anyone.json() }).toEqual({
      status: 403,
      body: { success: false, error: REGISTRANT_LINK_NEEDED },
    });
    // The address is free again.
    const again = await submitRegistration({ ...participant(email), ...tierFields(individualTier({ ieee: false })) });
    expect(again.status).toBe(201);
  });

  it('an administrator erases from the API with a reason; without one nothing changes', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    const token = await signInAgain(adminToken);
    const erase = (json: unknown) => callApi('POST', `/api/admin/registrations/${id}/erase`, { token, json });

    for (const [body, error] of [
      [{ reason: '  ' }, ERASURE_REASON_REQUIRED],
      [{}, ERASURE_REASON_REQUIRED],
      [{ reason: 42 }, ERASURE_REASON_REQUIRED],
      [{ reason: 'x'.repeat(MAX_REJECTION_REASON + 1) }, ERASURE_REASON_TOO_LONG],
    ] as const) {
      const refused = await erase(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error });
    }
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);
    expect((await db.doc(`erasures/${id}`).get()).exists).toBe(false);

    expect((await erase({ reason: 'Duplicate, the registrant asked' })).status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
    const trace = (await db.doc(`erasures/${id}`).get()).data();
    expect(trace).toMatchObject({ cause: 'request', reason: 'Duplicate, the registrant asked', payment: null });
    // Erasing again changes nothing of the first erasure's record; an ID never registered is a 404.
    expect((await erase({ reason: 'again' })).status).toBe(200);
    expect((await db.doc(`erasures/${id}`).get()).data()).toEqual(trace);
    const unknown = await callApi('POST', `/api/admin/registrations/${UNKNOWN_ID}/erase`, {
      token,
      json: { reason: 'no such registration' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('an unverified registration holds its address for a limited time', () => {
  it(`a registration never verified frees its address after ${RETENTION.unverifiedRegistrationDays} days`, async () => {
    const email = `squatted-${randomUUID().slice(0, 8)}@example.org`;
    const data = { ...participant(email), ...tierFields(individualTier({ ieee: false })) };
    const first = await submitRegistration(data);
    expect(first.status).toBe(201);
    const staleId = String(first.body.id);
    const created = await suiteNow();

    const justBefore = new Date(created.getTime() + RETENTION.unverifiedRegistrationDays * DAY_MS - 60 * 60_000);
    const early = await submitRegistration(data, {}, asOf(justBefore));
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(ALREADY_REGISTERED);

    const later = await submitRegistration(data, {}, asOf(new Date(created.getTime() + 8 * DAY_MS)));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(staleId);
    expect((await fetch(`${SITE_URL}/api/registrations/${staleId}`)).status).toBe(404);
    expect((await db.doc(`erasures/${staleId}`).get()).data()).toMatchObject({
      cause: 'unverified-expired',
      payment: null,
    });
  });
});
