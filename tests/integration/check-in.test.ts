// The registration desk: check-in staff (claim `checkin: true`) and administrators check
// people in by pass code or registration ID, once per person and conference day however many desks
// call at once; staff may do nothing else. The dashboard's attendance and the CSV count it. Every
// call is put on a conference day of the edition under test with X-Suite-Now.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInResultSchema, checkInSearchSchema, deskSearchSchema } from '../../functions/src/domain/api/check-in';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { EDITION } from '../../functions/src/domain/edition';
import {
  CHECK_IN_CLOSED,
  CHECK_IN_PERSON_UNKNOWN,
  CHECK_IN_SIGN_IN_REQUIRED,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECK_IN_STAFF,
  PASS_CODE_MALFORMED,
  REGISTRATION_NOT_FOUND,
} from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { CONFERENCE_DAYS, venueInstant } from '../../functions/src/domain/venue-time';
import { derivePassCode } from '../../functions/src/services/passes';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, FIRST_DAY, LAST_DAY, shiftDay } from '../support/clock';
import { groupStudents, idCards, paidRegistration, participant, type Files } from '../support/registration';
import { groupTier, individualTier, tierFields } from '../support/tiers';
import { AT_ONCE } from '../support/contention';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });
/** The registrant of the individual registrations, as the desk is shown her. */
const ASHA_AT_THE_DESK = { name: 'Asha Rao', organization: 'IIT Dharwad', tier: ATTENDEE.label, person: 'registrant' };
const GROUP = groupTier();
/** 09:30 at the venue on the first conference day. */
const ON_FIRST_DAY = asOf(new Date(venueInstant(FIRST_DAY, 9).getTime() + 30 * 60_000));

let adminToken = '';
let deskToken = '';
let deskEmail = '';

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await callApi(method, path, { ...options, headers: { ...ON_FIRST_DAY, ...options.headers } });
  const type = response.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? ((await response.json()) as Record<string, unknown>) : null;
  return { status: response.status, body, text: body ? '' : await response.text() };
}

const checkIn = (json: unknown, token = deskToken, headers: Record<string, string> = {}) =>
  call('POST', '/api/admin/check-in', { token, json, headers });

/** A registration with its proof uploaded; verified too unless `verify: false`. */
const registration = (data: Record<string, unknown>, options: { files?: Files; verify?: boolean } = {}) =>
  paidRegistration(data, { ...options, adminToken, referencePrefix: 'DESK' });

async function passCodesOf(id: string): Promise<string[]> {
  const text = (await sentMail(`mail/${id}-payment-verified-1`)).text;
  return [...text.matchAll(/\/pass\/([A-Za-z0-9_-]{22})\b/g)].map((match) => match[1] ?? '');
}

// Names no other registration has, in this run or an earlier one against the same suite, so the
// desk's search by a student's name finds this group alone.
const RUN = Math.random().toString(36).slice(2, 8);
const students = groupStudents([undefined, undefined, undefined, undefined, undefined]).map((student, index) => ({
  ...student,
  name: `Kavya Deskcheck${RUN}x${index + 1}`,
}));
const groupData = () => ({
  ...participant(),
  registrationTier: GROUP.id,
  instituteName: 'KLE Tech',
  numStudents: students.length,
  students,
  totalAmount: 0,
});

let individualId = '';
let individualCode = '';
let groupId = '';
let unpaidId = '';

beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  deskEmail = String(JSON.parse(Buffer.from(deskToken.split('.')[1] ?? '', 'base64url').toString()).email);
  [individualId, groupId, unpaidId] = await Promise.all([
    registration({ ...participant(), ...tierFields(ATTENDEE) }),
    registration(groupData(), { files: idCards(students.length) }),
    registration({ ...participant(), ...tierFields(ATTENDEE) }, { verify: false }),
  ]);
  [individualCode = ''] = await passCodesOf(individualId);
});

describe('checking in by pass code', () => {
  // Requests in flight at once: the Functions emulator starts a process for each beyond those idle
  // (docs/development.md, "Timeouts and why").
  it(
    `${AT_ONCE} desks scanning the same pass at once check the person in exactly once`,
    { timeout: 90_000 },
    async () => {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) => checkIn({ code: individualCode, desk: `desk ${index + 1}` })),
      );
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(dataBody(checkInResultSchema).parse(answer.body)).toEqual(answer.body);
      }
      const results = answers.map((answer) => (answer.body?.data as { result: string }).result);
      expect(results.filter((result) => result === 'checked-in')).toHaveLength(1);
      expect(results.filter((result) => result === 'already-checked-in')).toHaveLength(AT_ONCE - 1);

      const first = answers.find((answer) => (answer.body?.data as { result: string }).result === 'checked-in');
      const firstData = first?.body?.data as Record<string, unknown>;
      expect(firstData).toMatchObject({
        day: FIRST_DAY,
        person: ASHA_AT_THE_DESK,
        checkedInBy: deskEmail,
        desk: expect.stringMatching(/^desk \d+$/),
      });
      // Every other desk is told of that one check-in: who, when and where.
      for (const answer of answers) {
        const data = answer.body?.data as Record<string, unknown>;
        expect([data.checkedInAt, data.checkedInBy, data.desk]).toEqual([
          firstData.checkedInAt,
          firstData.checkedInBy,
          firstData.desk,
        ]);
      }

      const documents = await db.collection('checkIns').where('registrationId', '==', individualId).get();
      expect(documents.docs.map((doc) => doc.id)).toEqual([`${individualId}_registrant_${FIRST_DAY}`]);
      const audit = await db.collection(`registrations/${individualId}/audit`).where('event', '==', 'checked-in').get();
      expect(audit.docs.map((doc) => doc.id)).toEqual([`checked-in-registrant-${FIRST_DAY}`]);
      expect(audit.docs[0]?.data()).toMatchObject({
        by: deskEmail,
        from: 'payment-verified',
        to: 'payment-verified',
        detail: { person: 'registrant', day: FIRST_DAY, desk: firstData.desk },
      });
    },
  );

  it('a second call the same day changes nothing', async () => {
    const before = (await db.doc(`checkIns/${individualId}_registrant_${FIRST_DAY}`).get()).data();
    const again = await checkIn({ code: individualCode, desk: 'desk 9' }, adminToken);
    expect((again.body?.data as { result: string }).result).toBe('already-checked-in');
    expect((await db.doc(`checkIns/${individualId}_registrant_${FIRST_DAY}`).get()).data()).toEqual(before);
  });

  it('on another conference day is a check-in of that day', async () => {
    if (LAST_DAY === FIRST_DAY) return; // a one-day edition has no other day
    const answer = await checkIn({ code: individualCode }, deskToken, asOf(venueInstant(LAST_DAY, 8)));
    expect(answer.body?.data).toMatchObject({ result: 'checked-in', day: LAST_DAY });
    expect(answer.body?.data).not.toHaveProperty('desk');
  });

  it('a pass issued under a PASS_SECRET since rotated opens nothing and checks no one in', async () => {
    // The pass as it was stored before the rotation: its document under the hash of the code the
    // old secret derived. The function derives the code again with the current secret.
    const hash = (code: string) => createHash('sha256').update(code).digest('hex');
    const current = (await db.doc(`passes/${hash(individualCode)}`).get()).data();
    expect(current).toBeDefined();
    const { registrationId, person, passEpoch } = current as {
      registrationId: string;
      person: 'registrant';
      passEpoch: number;
    };
    const oldCode = derivePassCode('a-secret-since-rotated', registrationId, person, passEpoch);
    await db.doc(`passes/${hash(oldCode)}`).set(current ?? {});
    try {
      expect((await call('GET', `/api/passes/${oldCode}`)).status).toBe(404);
      expect((await checkIn({ code: oldCode })).body?.data).toEqual({ result: 'unknown-pass', day: FIRST_DAY });
      expect((await call('GET', `/api/passes/${individualCode}`)).status).toBe(200);
    } finally {
      await db.doc(`passes/${hash(oldCode)}`).delete();
    }
  });

  it('a code that opens no pass is an unknown pass; a code of the wrong shape a 400', async () => {
    expect(await checkIn({ code: 'AAAAAAAAAAAAAAAAAAAAAA' })).toEqual({
      status: 200,
      body: { success: true, data: { result: 'unknown-pass', day: FIRST_DAY } },
      text: '',
    });
    expect(await checkIn({ code: 'not/a-code' })).toMatchObject({
      status: 400,
      body: { success: false, error: PASS_CODE_MALFORMED },
    });
  });
});

describe('checking in by registration ID', () => {
  it('checks in the registrant, or a named student of a group', async () => {
    const coordinator = await checkIn({ registrationId: groupId, desk: 'desk 1' });
    expect(coordinator.body?.data).toMatchObject({
      result: 'checked-in',
      person: { name: 'Asha Rao', tier: GROUP.label, person: 'registrant' },
    });
    // Told to an administrator, whose undo names it; check-in staff's answers carry no registration ID.
    const student = await checkIn({ registrationId: groupId.toLowerCase(), person: 'student-2' }, adminToken);
    expect(student.body?.data).toMatchObject({
      result: 'checked-in',
      person: { name: students[1]?.name, organization: 'KLE Tech', person: 'student-2', registrationId: groupId },
    });
    expect(JSON.stringify(coordinator.body)).not.toContain(groupId);
  });

  it('checks a student in by the student’s own pass', async () => {
    const codes = await passCodesOf(groupId);
    expect(codes).toHaveLength(1 + students.length);
    const answer = await checkIn({ code: codes[3] });
    expect(answer.body?.data).toMatchObject({ result: 'checked-in', person: { person: 'student-3' } });
  });

  it('says when the payment is not verified, and checks no one in', async () => {
    const answer = await checkIn({ registrationId: unpaidId });
    expect(answer.body).toEqual({
      success: true,
      data: {
        result: 'payment-not-verified',
        day: FIRST_DAY,
        person: ASHA_AT_THE_DESK,
      },
    });
    expect((await db.collection('checkIns').where('registrationId', '==', unpaidId).get()).size).toBe(0);
  });

  it('is not found for a registration or a person that does not exist', async () => {
    for (const registrationId of [`${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`, 'x/y', '__proto__']) {
      expect(await checkIn({ registrationId })).toMatchObject({
        status: 404,
        body: { success: false, error: REGISTRATION_NOT_FOUND },
      });
    }
    expect(await checkIn({ registrationId: individualId, person: 'student-1' })).toMatchObject({
      status: 404,
      body: { success: false, error: CHECK_IN_PERSON_UNKNOWN },
    });
    expect(await checkIn({ registrationId: groupId, person: `student-${students.length + 1}` })).toMatchObject({
      status: 404,
      body: { success: false, error: CHECK_IN_PERSON_UNKNOWN },
    });
  });
});

describe('the conference days', () => {
  it.each([
    ['the day before the conference', shiftDay(FIRST_DAY, -1)],
    ['the day after it', shiftDay(LAST_DAY, 1)],
  ])('refuse check-in on %s with 403', async (_when, day) => {
    const answer = await checkIn({ code: individualCode }, deskToken, asOf(venueInstant(day, 12)));
    expect(answer).toMatchObject({ status: 403, body: { success: false, error: CHECK_IN_CLOSED } });
  });
});

describe('who may check people in', () => {
  it('not someone signed out, nor a signed-in user without the claim', async () => {
    expect(await checkIn({ code: individualCode }, '')).toMatchObject({
      status: 401,
      body: { success: false, error: CHECK_IN_SIGN_IN_REQUIRED },
    });
    const someone = await idTokenFor({ admin: false });
    expect(await checkIn({ code: individualCode }, someone)).toMatchObject({
      status: 403,
      body: { success: false, error: NOT_CHECK_IN_STAFF },
    });
    expect(await call('GET', `/api/admin/check-in/search?q=${individualId}`, { token: someone })).toMatchObject({
      status: 403,
    });
  });

  it.each([
    ['GET', '/api/admin/registrations'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/registrations.csv'],
    ['POST', '/api/verify/verify-registration/{unpaid}'],
    ['POST', '/api/admin/bulk/payment-reminders'],
  ] as const)('check-in staff get 403 from %s %s', async (method, path) => {
    const answer = await call(method, path.replace('{unpaid}', unpaidId), {
      token: deskToken,
      ...(method === 'POST' ? { json: { ids: [unpaidId] } } : {}),
    });
    expect(answer).toMatchObject({ status: 403, body: { success: false, error: NOT_AN_ADMINISTRATOR } });
    expect((await db.doc(`registrations/${unpaidId}`).get()).get('paymentVerified')).toBe(false);
  });
});

describe('the desk’s search', () => {
  it('finds a registration by ID with everyone it admits and today’s check-ins', async () => {
    const answer = await call('GET', `/api/admin/check-in/search?q=${groupId}`, { token: adminToken });
    expect(answer.status).toBe(200);
    expect(dataBody(checkInSearchSchema).parse(answer.body)).toEqual(answer.body);
    const data = answer.body?.data as { day: string; results: Record<string, unknown>[] };
    expect(data.day).toBe(FIRST_DAY);
    expect(data.results).toHaveLength(1);
    const [found] = data.results as {
      registrationId: string;
      paymentVerified: boolean;
      tier: string;
      persons: { person: string; name: string; checkedIn: { by: string; desk?: string } | null }[];
    }[];
    expect(found).toMatchObject({ registrationId: groupId, paymentVerified: true, tier: GROUP.label });
    expect(found?.persons.map((person) => person.person)).toEqual([
      'registrant',
      ...students.map((_, index) => `student-${index + 1}`),
    ]);
    const checkedIn = found?.persons.filter((person) => person.checkedIn).map((person) => person.person);
    expect(checkedIn).toEqual(['registrant', 'student-2', 'student-3']);
    expect(found?.persons[0]?.checkedIn).toEqual({ at: expect.any(String), by: deskEmail, desk: 'desk 1' });
  });

  it('finds a group by a student’s name, a word of it or its start', async () => {
    const third = students[2]?.name ?? '';
    for (const query of [third, third.split(' ')[1] ?? '', `kavya deskcheck${RUN}`]) {
      const answer = await call('GET', `/api/admin/check-in/search?q=${encodeURIComponent(query)}`, {
        token: adminToken,
      });
      const data = answer.body?.data as { results: { registrationId: string; persons: { person: string }[] }[] };
      expect(
        data.results.map((result) => result.registrationId),
        query,
      ).toEqual([groupId]);
    }
    // The student searched for heads the group's list; the others follow in their order.
    const answer = await call('GET', `/api/admin/check-in/search?q=${encodeURIComponent(third)}`, {
      token: adminToken,
    });
    const [group] = (answer.body?.data as { results: { persons: { person: string }[] }[] }).results;
    expect(group?.persons.map((person) => person.person)).toEqual([
      'student-3',
      'registrant',
      'student-1',
      'student-2',
      'student-4',
      'student-5',
    ]);
    // Check-in staff find the group by the student's name too, the student first.
    const staff = await call('GET', `/api/admin/check-in/search?q=${encodeURIComponent(third)}`, { token: deskToken });
    const [seen] = dataBody(deskSearchSchema).parse(staff.body).data.results;
    expect(seen?.persons.map((person) => person.name)).toEqual([
      third,
      'Asha Rao',
      ...[0, 1, 3, 4].map((n) => students[n]?.name),
    ]);
  });

  it('finds a group by a student’s pass code with that student first, and says it was by the pass', async () => {
    // The mail lists the coordinator's pass, then each student's in order.
    const codes = await passCodesOf(groupId);
    for (const token of [adminToken, deskToken]) {
      const answer = await call('GET', `/api/admin/check-in/search?q=${codes[4]}`, { token });
      const [group] = (answer.body?.data as { results: { byPass: boolean; persons: { name: string }[] }[] }).results;
      expect(group?.byPass).toBe(true);
      expect(group?.persons.map((person) => person.name)).toEqual([
        students[3]?.name,
        'Asha Rao',
        ...[0, 1, 2, 4].map((n) => students[n]?.name),
      ]);
    }
    // Found by its ID, it is not by a pass.
    const byName = await call('GET', `/api/admin/check-in/search?q=${groupId}`, { token: adminToken });
    expect((byName.body?.data as { results: { byPass: boolean }[] }).results[0]?.byPass).toBe(false);
  });

  it('finds people by e-mail address, verified or not, and nothing of another day', async () => {
    const email = String((await db.doc(`registrations/${unpaidId}`).get()).get('email'));
    const answer = await call('GET', `/api/admin/check-in/search?q=${encodeURIComponent(email)}`, {
      token: adminToken,
    });
    const data = answer.body?.data as { results: { registrationId: string; paymentVerified: boolean }[] };
    expect(data.results).toEqual([expect.objectContaining({ registrationId: unpaidId, paymentVerified: false })]);

    const dayBefore = await call('GET', `/api/admin/check-in/search?q=${individualId}`, {
      token: deskToken,
      headers: asOf(venueInstant(shiftDay(FIRST_DAY, -1), 12)),
    });
    const before = dayBefore.body?.data as { day: string; results: { persons: { checkedIn: unknown }[] }[] };
    expect(before.day).toBe(shiftDay(FIRST_DAY, -1));
    expect(before.results[0]?.persons[0]?.checkedIn).toBeNull();
  });

  it('answers at most 10 and asks for 2 characters at least', async () => {
    const many = await call('GET', '/api/admin/check-in/search?q=Asha', { token: deskToken });
    expect((many.body?.data as { results: unknown[] }).results.length).toBeLessThanOrEqual(10);
    expect((await call('GET', '/api/admin/check-in/search?q=A', { token: deskToken })).status).toBe(400);
    expect((await call('GET', '/api/admin/check-in/search', { token: deskToken })).status).toBe(400);
  });
});

// Counting a check-in in the attendance figures: admin-stats.alone.test.ts.
describe('attendance', () => {
  it('puts the time of each day’s check-in in the CSV, and a group’s students', async () => {
    const answer = await call('GET', `/api/admin/registrations.csv?q=${individualId}`, { token: adminToken });
    expect(answer.status).toBe(200);
    const rows = parse(answer.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    for (const day of CONFERENCE_DAYS) expect(rows[0]).toHaveProperty(`Checked in ${day}`);
    expect(rows[0]?.[`Checked in ${FIRST_DAY}`]).toMatch(
      new RegExp(`^${FIRST_DAY} 09:\\d\\d ${EDITION.venue.zoneLabel}$`),
    );

    const group = await call('GET', `/api/admin/registrations.csv?q=${groupId}`, { token: adminToken });
    const [groupRow] = parse(group.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(groupRow?.[`Checked in ${FIRST_DAY}`]).toMatch(
      new RegExp(`^${FIRST_DAY} \\d\\d:\\d\\d ${EDITION.venue.zoneLabel}; 2 of ${students.length} students$`),
    );
  });
});
