// A check-in made in error (by registration ID, without a pass, say) can be undone by an
// administrator, for one person and one day, with an entry in the registration's audit trail; the
// person can be checked in again later. Check-in staff may not undo.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInSearchSchema } from '../../functions/src/domain/api/check-in';
import { dataBody } from '../../functions/src/domain/api/envelope';
import {
  CHECK_IN_PERSON_UNKNOWN,
  CHECK_IN_UNDO_INVALID,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECKED_IN,
  REGISTRATION_NOT_FOUND,
} from '../../functions/src/domain/messages';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, FIRST_DAY } from '../support/clock';
import { UNKNOWN_ID } from '../support/routes';
import { groupStudents, idCards, paidRegistration, participant } from '../support/registration';
import { groupTier, individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });
const GROUP = groupTier();
const ON_FIRST_DAY = asOf(venueInstant(FIRST_DAY, 9));

let adminToken = '';
let adminEmail = '';
let deskToken = '';

async function call(method: 'GET' | 'POST', path: string, options: { token?: string; json?: unknown } = {}) {
  const response = await callApi(method, path, { ...options, headers: ON_FIRST_DAY });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const checkIn = (json: unknown) => call('POST', '/api/admin/check-in', { token: deskToken, json });
const undo = (json: unknown, token = adminToken) => call('POST', '/api/admin/check-in/undo', { token, json });
const checkInDoc = (id: string, person: string) => db.doc(`checkIns/${id}_${person}_${FIRST_DAY}`);
const auditIds = async (id: string) =>
  (await db.collection(`registrations/${id}/audit`).get()).docs
    .map((doc) => doc.id)
    .filter((doc) => doc.includes('check'));

beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  adminEmail = String(JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()).email);
});

describe('undoing a check-in', () => {
  it('removes the day’s check-in with an audit entry; the person can be checked in again and undone again', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(ATTENDEE) },
      { adminToken, referencePrefix: 'UNDO' },
    );
    expect((await checkIn({ registrationId: id, desk: 'desk 4' })).body.data).toMatchObject({ result: 'checked-in' });
    const checkedIn = (await checkInDoc(id, 'registrant').get()).data();

    expect(await undo({ registrationId: id, day: FIRST_DAY })).toEqual({ status: 200, body: { success: true } });
    expect((await checkInDoc(id, 'registrant').get()).exists).toBe(false);
    const entry = (await db.doc(`registrations/${id}/audit/check-in-undone-registrant-${FIRST_DAY}-1`).get()).data();
    expect(entry).toMatchObject({
      event: 'check-in-undone',
      from: 'payment-verified',
      to: 'payment-verified',
      by: adminEmail,
      detail: { person: 'registrant', day: FIRST_DAY, checkedInBy: checkedIn?.by, desk: 'desk 4' },
    });
    const found = await call('GET', `/api/admin/check-in/search?q=${id}`, { token: adminToken });
    expect(dataBody(checkInSearchSchema).parse(found.body).data.results[0]?.persons[0]?.checkedIn).toBeNull();

    // Nothing left to undo.
    expect(await undo({ registrationId: id, day: FIRST_DAY })).toEqual({
      status: 409,
      body: { success: false, error: NOT_CHECKED_IN },
    });

    // Checked in again, and undone again: each with its own audit entry.
    expect((await checkIn({ registrationId: id })).body.data).toMatchObject({ result: 'checked-in' });
    expect((await undo({ registrationId: id, person: 'registrant', day: FIRST_DAY })).status).toBe(200);
    expect((await checkIn({ registrationId: id })).body.data).toMatchObject({ result: 'checked-in' });
    expect((await auditIds(id)).sort()).toEqual(
      [
        `checked-in-registrant-${FIRST_DAY}`,
        `check-in-undone-registrant-${FIRST_DAY}-1`,
        `checked-in-registrant-${FIRST_DAY}-2`,
        `check-in-undone-registrant-${FIRST_DAY}-2`,
        `checked-in-registrant-${FIRST_DAY}-3`,
      ].sort(),
    );
    expect((await checkInDoc(id, 'registrant').get()).exists).toBe(true);
  });

  // A group of five paid (their passes and ID cards), then check-ins and an undo: 45 s
  // (docs/development.md, "Timeouts and why").
  it('undoes one student of a group and no one else', { timeout: 45_000 }, async () => {
    const students = groupStudents([undefined, undefined, undefined, undefined, undefined]);
    const id = await paidRegistration(
      {
        ...participant(),
        registrationTier: GROUP.id,
        instituteName: 'KLE Tech',
        numStudents: students.length,
        students,
        totalAmount: 0,
      },
      { adminToken, referencePrefix: 'UNDO', files: idCards(students.length) },
    );
    for (const person of ['registrant', 'student-2']) {
      expect((await checkIn({ registrationId: id, person })).body.data).toMatchObject({ result: 'checked-in' });
    }
    expect((await undo({ registrationId: id, person: 'student-2', day: FIRST_DAY })).status).toBe(200);
    expect((await checkInDoc(id, 'student-2').get()).exists).toBe(false);
    expect((await checkInDoc(id, 'registrant').get()).exists).toBe(true);
    expect(await undo({ registrationId: id, person: 'student-9', day: FIRST_DAY })).toEqual({
      status: 404,
      body: { success: false, error: CHECK_IN_PERSON_UNKNOWN },
    });
  });

  it('is refused to check-in staff, and changes nothing', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(ATTENDEE) },
      { adminToken, referencePrefix: 'UNDO' },
    );
    await checkIn({ registrationId: id });
    expect(await undo({ registrationId: id, day: FIRST_DAY }, deskToken)).toEqual({
      status: 403,
      body: { success: false, error: NOT_AN_ADMINISTRATOR },
    });
    expect((await checkInDoc(id, 'registrant').get()).exists).toBe(true);
  });

  it('asks for a registration ID and a day, and finds no registration for an ID not ours', async () => {
    for (const json of [
      {},
      { registrationId: UNKNOWN_ID },
      { registrationId: UNKNOWN_ID, day: '7 Nov' },
      { day: FIRST_DAY },
    ]) {
      expect(await undo(json), JSON.stringify(json)).toEqual({
        status: 400,
        body: { success: false, error: CHECK_IN_UNDO_INVALID },
      });
    }
    for (const registrationId of [UNKNOWN_ID, 'x/y', '__proto__']) {
      expect(await undo({ registrationId, day: FIRST_DAY }), registrationId).toEqual({
        status: 404,
        body: { success: false, error: REGISTRATION_NOT_FOUND },
      });
    }
  });
});
