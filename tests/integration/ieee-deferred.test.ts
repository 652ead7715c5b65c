// When IEEE's membership service cannot be reached, a registrant with the certificate goes on and
// an administrator decides the membership before the payment can be verified.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IEEE_CHECK_BEFORE_VERIFYING,
  IEEE_DECISION_NOT_A_GROUP,
  IEEE_MEMBERSHIP_ALREADY_DECIDED,
  IEEE_UNAVAILABLE_CONTINUE,
  ieeeStudentAlreadyDecided,
  proofBeforeAmountRose,
  studentIeeeUnavailableContinue,
} from '../../functions/src/domain/messages';
import { IEEE_DECISION_INVALID, IEEE_DECISION_STUDENT_INVALID } from '../../functions/src/domain/admin-messages';
import type { PublicRegistration } from '../../functions/src/domain/registration-view';
import { computeTotal, formatInr } from '../../functions/src/domain/pricing';
import { nonIeeeTierFor } from '../../functions/src/domain/tiers';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { dataExportSchema } from '../../functions/src/domain/api/data-export';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { ORIGIN, clearCounters, send } from '../support/api';
import { sentMail } from '../support/inbox';
import { idTokenFor } from '../support/auth';
import {
  groupRegistration,
  groupStudents,
  idCards,
  participant,
  PDF,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
} from '../support/registration';
import { ACTIVE_MEMBER, groupTier, individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
// The suite's stand-in for IEEE answers 503 for this number (emulator-data/ieee-members.json).
const UNREACHABLE = '70000001';
const TIER = individualTier({ ieee: true });
const CERTIFICATE = { ieeeCert: { data: PDF, name: 'membership.pdf' } };

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  await clearCounters('registration');
});

const registrant = () => ({
  ...participant(`ieee-${randomUUID().slice(0, 8)}@example.org`),
  ...tierFields(TIER, UNREACHABLE),
  ieeeCert: { name: 'membership.pdf', type: 'application/pdf', size: PDF.length },
});

async function admin(method: 'GET' | 'POST', path: string, body?: unknown, token = adminToken) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const decide = (id: string, decision: unknown, token?: string) =>
  admin('POST', `/api/admin/registrations/${id}/ieee-membership`, { decision }, token);
const verify = (id: string) => admin('POST', `/api/verify/verify-registration/${id}`);
const record = async (id: string) => (await db.doc(`registrations/${id}`).get()).data() ?? {};
const publicView = async (id: string) => {
  const response = await fetch(`${SITE_URL}/api/registrations/${id}`, { headers: { origin: ORIGIN } });
  return ((await response.json()) as { data: PublicRegistration }).data;
};

/** A registration made while IEEE was unreachable, with its e-mail verified and a proof uploaded. */
async function deferredWithProof(): Promise<string> {
  const { status, body } = await submitRegistration(registrant(), CERTIFICATE);
  expect(status).toBe(201);
  const id = String(body.id);
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, `IEEE-${id}`)).toBe(200);
  return id;
}

describe('registering while IEEE cannot be reached', () => {
  it('without the certificate is refused with what to do, and nothing is written', async () => {
    const data = registrant();
    const { status, body } = await submitRegistration(data);
    expect(status).toBe(502);
    expect(body).toEqual({ success: false, error: IEEE_UNAVAILABLE_CONTINUE });
    expect((await db.collection('registrations').where('email', '==', data.email).get()).size).toBe(0);
  });

  it('with the certificate is accepted at the IEEE rate, marked for the administrators to check', async () => {
    const { status, body } = await submitRegistration(registrant(), CERTIFICATE);
    expect(status).toBe(201);
    const stored = await record(String(body.id));
    expect(stored).toMatchObject({ ieeeMembershipToCheck: true, registrationTier: TIER.id, ieeeNumber: UNREACHABLE });
    expect(stored.ieeeCert).toBeDefined();
    expect(stored.totalAmount).toBe(
      computeTotal({ registrationTier: TIER.id, numPapers: stored.numPapers }, stored.createdAt.toDate()).total,
    );

    const detail = await admin('GET', `/api/registrations/${String(body.id)}`);
    expect(detail.body.data).toMatchObject({ ieeeMembershipToCheck: true });
    // The status page, with the ID alone, says why the payment waits.
    expect((await publicView(String(body.id))).ieeeMembershipToCheck).toBe(true);
    const table = await admin('GET', `/api/admin/registrations?q=${encodeURIComponent(String(stored.email))}`);
    const rows = (table.body.data as { items: { id: string; ieeeMembershipToCheck: boolean }[] }).items;
    expect(rows.find((row) => row.id === body.id)?.ieeeMembershipToCheck).toBe(true);
  });
});

describe("the administrators' table", () => {
  type Page = { items: { id: string }[]; ieeeToCheck: number };
  const page = async (query: string) => {
    const answer = await admin('GET', `/api/admin/registrations?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as Page;
  };

  it('lists the registrations whose IEEE membership is to be checked, and counts them, until decided', async () => {
    const id = await deferredWithProof();
    const q = `q=${encodeURIComponent(String((await record(id)).email))}`;
    expect(await page(`ieee=to-check&${q}`)).toMatchObject({ items: [{ id }], ieeeToCheck: 1 });
    // The count does not depend on the filter being chosen.
    expect(await page(q)).toMatchObject({ items: [{ id }], ieeeToCheck: 1 });

    expect((await decide(id, 'confirmed')).status).toBe(200);
    expect(await page(`ieee=to-check&${q}`)).toMatchObject({ items: [], ieeeToCheck: 0 });
    expect(await page(q)).toMatchObject({ items: [{ id }], ieeeToCheck: 0 });
  });

  it('refuses a filter value it does not know', async () => {
    const answer = await admin('GET', '/api/admin/registrations?ieee=yes');
    expect(answer).toEqual({ status: 400, body: { success: false, error: 'Unknown IEEE membership filter.' } });
  });
});

describe("an administrator's decision", () => {
  it('comes before verifying the payment, single or in bulk', async () => {
    const id = await deferredWithProof();
    expect(await verify(id)).toEqual({ status: 409, body: { success: false, error: IEEE_CHECK_BEFORE_VERIFYING } });
    const bulk = await admin('POST', '/api/admin/bulk/verify-payments', { ids: [id] });
    expect(bulk.body.data).toEqual([{ id, ok: false, error: IEEE_CHECK_BEFORE_VERIFYING }]);
    expect((await record(id)).paymentVerified).toBe(false);
  });

  it('"confirmed" keeps tier and amount, sends nothing, and lets the payment be verified', async () => {
    const id = await deferredWithProof();
    const before = await record(id);
    const mailsBefore = (await db.collection('mail').where('registrationId', '==', id).get()).size;
    expect((await decide(id, 'confirmed')).status).toBe(200);
    const after = await record(id);
    expect(after).toMatchObject({
      ieeeMembershipToCheck: false,
      registrationTier: TIER.id,
      totalAmount: before.totalAmount,
    });
    expect(after.ieeeMembershipDecision).toMatchObject({ decision: 'confirmed' });
    expect((await publicView(id)).ieeeMembershipToCheck).toBe(false);
    expect((await db.collection('mail').where('registrationId', '==', id).get()).size).toBe(mailsBefore);
    expect((await verify(id)).status).toBe(200);
  });

  it('"not-member" moves it to the non-IEEE rate of the day it registered, audits it and tells the registrant', async () => {
    const id = await deferredWithProof();
    const before = await record(id);
    expect((await decide(id, 'not-member')).status).toBe(200);
    const after = await record(id);
    const target = nonIeeeTierFor(TIER.id);
    const expected = computeTotal(
      { registrationTier: target?.id ?? TIER.id, numPapers: before.numPapers },
      before.createdAt.toDate(),
    ).total;
    expect(after).toMatchObject({ ieeeMembershipToCheck: false, registrationTier: target?.id, totalAmount: expected });
    expect(after.ieeeMembershipDecision).toMatchObject({
      decision: 'not-member',
      previousTier: TIER.id,
      previousAmount: before.totalAmount,
    });
    expect((await db.doc(`registrations/${id}/audit/ieee-membership-not-member`).get()).exists).toBe(true);
    const mail = (await db.doc(`mail/${id}-ieee-membership-not-member`).get()).get('message.text') as string;
    expect(mail).toContain(formatInr(expected));
    expect(mail).toContain(formatInr(before.totalAmount));

    // The proof under verification was sent for the IEEE rate: it does not prove the new amount.
    const rest = expected - before.totalAmount;
    expect(rest).toBeGreaterThan(0);
    expect(await verify(id)).toEqual({
      status: 409,
      body: {
        success: false,
        error: proofBeforeAmountRose(formatInr(before.totalAmount), formatInr(expected), formatInr(rest)),
      },
    });
    expect((await record(id)).paymentVerified).toBe(false);
    expect((await publicView(id)).amountRose).toEqual({ then: before.totalAmount, now: expected, rest });
    // The registrant pays the difference and sends its proof: the payment can be verified on both.
    expect(await uploadProofFor(id, `DIFF-${id}`)).toBe(200);
    expect((await publicView(id)).amountRose).toBeNull();
    expect((await record(id)).paymentProofs.map((proof: { amountDue: number }) => proof.amountDue)).toEqual([
      before.totalAmount,
      expected,
    ]);
    expect((await verify(id)).status).toBe(200);
  });

  it('"not-member" after a proof: rejecting it counting what it shows received asks for the difference alone', async () => {
    const id = await deferredWithProof();
    const before = await record(id);
    expect((await decide(id, 'not-member')).status).toBe(200);
    const now = Number((await record(id)).totalAmount);
    const rejected = await admin('POST', `/api/verify/reject-payment/${id}`, {
      reason: 'The transfer was made at the IEEE rate.',
      received: before.totalAmount,
    });
    expect(rejected.status).toBe(200);
    const view = await publicView(id);
    expect(view.balance).toEqual({ received: before.totalAmount, rest: now - before.totalAmount });
    expect(view.amountRose).toBeNull();
    expect(await uploadProofFor(id, `BAL-${id}`)).toBe(200);
    expect((await verify(id)).status).toBe(200);
  });

  it('is made once: a second one is refused and changes nothing', async () => {
    const id = await deferredWithProof();
    const [first, second] = await Promise.all([decide(id, 'not-member'), decide(id, 'confirmed')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toEqual({ success: false, error: IEEE_MEMBERSHIP_ALREADY_DECIDED });
    const audit = (await db.collection(`registrations/${id}/audit`).get()).docs.map((doc) => doc.id);
    expect(audit.filter((entry) => entry.startsWith('ieee-membership-'))).toHaveLength(1);
  });

  it('is refused with a message for anything but the two decisions, and to anyone but an administrator', async () => {
    const id = await deferredWithProof();
    for (const decision of [undefined, 'maybe', 1, null]) {
      expect(await decide(id, decision)).toEqual({
        status: 400,
        body: { success: false, error: IEEE_DECISION_INVALID },
      });
    }
    expect((await decide(id, 'confirmed', await idTokenFor({ admin: false }))).status).toBe(403);
    expect((await record(id)).ieeeMembershipToCheck).toBe(true);
  });
});

describe('a student group while IEEE cannot be reached', () => {
  // Students 2 and 4 give numbers IEEE's service cannot check (the stand-in answers 503 for both),
  // student 3 an active one, the others none.
  const SECOND_UNREACHABLE = '70000002';
  const numbers = [undefined, UNREACHABLE, ACTIVE_MEMBER, SECOND_UNREACHABLE, undefined];
  const certificates = (indexes: number[]) =>
    Object.fromEntries(indexes.map((index) => [`students[${index}].ieeeCert`, { data: PDF, name: 'membership.pdf' }]));
  const group = () =>
    groupRegistration(
      groupStudents(numbers).map((student, index) => ({ ...student, name: `Pupil ${index + 1} Rao` })),
      'Institute of Deferred Checks',
    );
  const perStudent = groupTier().groupPerStudent;

  async function deferredGroup(): Promise<string> {
    const { status, body } = await submitRegistration(group(), { ...idCards(5), ...certificates([1, 3]) });
    expect(status).toBe(201);
    const id = String(body.id);
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, `GROUP-${id}`)).toBe(200);
    return id;
  }
  const decideStudent = (id: string, decision: string, student: unknown) =>
    admin('POST', `/api/admin/registrations/${id}/ieee-membership`, { decision, student });

  it("without a student's certificate is refused naming the student, and nothing is written", async () => {
    const person = participant();
    const { status, body } = await submitRegistration(
      groupRegistration(group().students, 'Institute of Deferred Checks', person),
      { ...idCards(5), ...certificates([1]) },
    );
    expect(status).toBe(502);
    expect(body).toEqual({ success: false, error: studentIeeeUnavailableContinue(4) });
    expect((await db.collection('registrations').where('email', '==', person.email).get()).size).toBe(0);
  });

  it('with the certificates is accepted at the IEEE rate for those students, each marked to be checked', async () => {
    const id = await deferredGroup();
    const stored = await record(id);
    const students = stored.students as Record<string, unknown>[];
    expect(stored.ieeeMembershipToCheck).toBe(true);
    expect(students.map((student) => student.ieeeMembershipToCheck === true)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(students.map((student) => student.ieeeNumber)).toEqual(numbers);
    expect(students[1]?.ieeeCert).toBeDefined();
    expect(stored.totalAmount).toBe(3 * perStudent.ieee + 2 * perStudent.nonIeee);
    const detail = await admin('GET', `/api/registrations/${id}`);
    expect((detail.body.data as { students: unknown[] }).students[3]).toMatchObject({ ieeeMembershipToCheck: true });
  });

  it('is decided student by student: the payment waits for the last, and "not-member" reprices that student alone', async () => {
    const id = await deferredGroup();
    const before = await record(id);
    expect((await decideStudent(id, 'not-member', 2)).status).toBe(200);
    const afterFirst = await record(id);
    const expected = before.totalAmount - perStudent.ieee + perStudent.nonIeee;
    expect(afterFirst).toMatchObject({ ieeeMembershipToCheck: true, totalAmount: expected });
    expect(afterFirst.pricing.total).toBe(expected);
    const students = afterFirst.students as Record<string, unknown>[];
    expect(students[1]).not.toHaveProperty('ieeeNumber');
    expect(students[1]).not.toHaveProperty('ieeeMembershipToCheck');
    expect(students[1]?.ieeeMembershipDecision).toMatchObject({
      decision: 'not-member',
      previousAmount: before.totalAmount,
    });
    expect(students[3]?.ieeeMembershipToCheck).toBe(true);
    expect((await db.doc(`registrations/${id}/audit/ieee-membership-not-member-student-2`).get()).exists).toBe(true);
    const mail = (await db.doc(`mail/${id}-ieee-membership-not-member-student-2`).get()).get('message.text') as string;
    expect(mail).toContain('Student 2, Pupil 2 Rao');
    expect(mail).toContain('If the student is an IEEE member, reply with their membership details');
    expect(mail).toContain(formatInr(expected));
    expect(mail).toContain(formatInr(before.totalAmount));
    expect(await verify(id)).toEqual({ status: 409, body: { success: false, error: IEEE_CHECK_BEFORE_VERIFYING } });

    expect((await decideStudent(id, 'confirmed', 4)).status).toBe(200);
    const afterSecond = await record(id);
    expect(afterSecond).toMatchObject({ ieeeMembershipToCheck: false, totalAmount: expected });
    expect((afterSecond.students as Record<string, unknown>[])[3]).toMatchObject({
      ieeeNumber: SECOND_UNREACHABLE,
      ieeeMembershipDecision: { decision: 'confirmed' },
    });
    // The proof was sent for the IEEE rate of Student 2: verified once the difference is proven.
    expect((await verify(id)).status).toBe(409);
    expect(await uploadProofFor(id, `DIFF-${id}`)).toBe(200);
    expect((await verify(id)).status).toBe(200);

    // The registrant's copy of their data keeps each decision, not who on the staff took it.
    expect((await send(`/api/registrations/${id}/data-request`)).status).toBe(200);
    const { text } = await sentMail(`mail/${id}-data-access-1`);
    const link = /https?:\/\/\S+(\/api\/data\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    const { data } = dataBody(dataExportSchema).parse(await (await fetch(`${SITE_URL}${link}`)).json());
    const exported = data.registration.students as { ieeeMembershipDecision?: { decision: string } }[];
    expect(exported.map((student) => student.ieeeMembershipDecision?.decision)).toEqual([
      undefined,
      'not-member',
      undefined,
      'confirmed',
      undefined,
    ]);
    const by = String(
      (afterSecond.students as { ieeeMembershipDecision?: { by: string } }[])[3]?.ieeeMembershipDecision?.by,
    );
    expect(by).not.toBe('undefined');
    expect(JSON.stringify(data)).not.toContain(by);
  });

  it('refuses a decision without a student, on a student not to be checked, or twice, changing nothing', async () => {
    const id = await deferredGroup();
    const before = await record(id);
    for (const student of [undefined, null, 0, 6, 2.5, 1e9, '2', [2]]) {
      expect(await decideStudent(id, 'confirmed', student)).toEqual({
        status: 400,
        body: { success: false, error: IEEE_DECISION_STUDENT_INVALID },
      });
    }
    expect(await decideStudent(id, 'not-member', 3)).toEqual({
      status: 409,
      body: { success: false, error: ieeeStudentAlreadyDecided(3) },
    });
    const [first, second] = await Promise.all([decideStudent(id, 'confirmed', 2), decideStudent(id, 'not-member', 2)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await record(id);
    expect(after.ieeeMembershipToCheck).toBe(true);
    const audit = (await db.collection(`registrations/${id}/audit`).get()).docs.map((doc) => doc.id);
    expect(audit.filter((entry) => entry.startsWith('ieee-membership-'))).toHaveLength(1);
    expect(after.totalAmount).toBe(
      first.status === 200 ? before.totalAmount : before.totalAmount - perStudent.ieee + perStudent.nonIeee,
    );
  });

  it("refuses a student's decision on one person's registration", async () => {
    const id = await deferredWithProof();
    expect(await decideStudent(id, 'confirmed', 1)).toEqual({
      status: 400,
      body: { success: false, error: IEEE_DECISION_NOT_A_GROUP },
    });
    expect((await record(id)).ieeeMembershipToCheck).toBe(true);
  });
});
