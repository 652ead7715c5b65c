// Administrators' second factor, through Hosting and the Auth emulator's multi-factor support. The
// suite runs with ADMIN_SECOND_FACTOR=false (its users have no phones); the requirement is switched
// on here through the document settings/admin-second-factor, which the function reads on every
// administrative call, so this file runs alone. What the emulator cannot show: a real text
// message, and the reCAPTCHA Firebase asks for before sending one (it skips both).
import { readFileSync } from 'node:fs';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECK_IN_STAFF,
} from '../../functions/src/domain/messages';
import { callOf } from '../../functions/src/http/app-check';
import { routes } from '../../functions/src/http/router';
import { documentedAccess } from '../../scripts/docs/api-doc';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { administratorWithPhone, idTokenFor, signIn, signInWithSecondFactor } from '../support/auth';
import { samplePathOf } from '../support/routes';

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const switchDoc = getFirestore(suiteAdminApp()).doc('settings/admin-second-factor');

const calls = routes
  .map((route) => ({ route, access: documentedAccess(route, apiDoc) }))
  .filter(({ access }) => ['admin', 'anyone-or-admin', 'registrant-or-admin', 'checkin-staff'].includes(access ?? ''));

/** Who is refused is told so with one of these; a 403 for another reason (too early for certificates) admits. */
const REFUSALS = new Set([ADMIN_SECOND_FACTOR_REQUIRED, NOT_AN_ADMINISTRATOR, NOT_CHECK_IN_STAFF]);

/** "admitted", or the refusal as "status message". */
async function answerTo(method: 'GET' | 'POST', path: string, token: string): Promise<string> {
  const response = await callApi(method, path, { token });
  if (response.status !== 401 && response.status !== 403) return 'admitted';
  const { error } = (await response.json()) as { error?: string };
  return response.status === 401 || REFUSALS.has(error ?? '') ? `${response.status} ${error}` : 'admitted';
}

/**
 * Each call's answer, one call at a time: the Functions emulator starts a worker process for every
 * request that arrives while the others are busy.
 */
async function answersTo(token: string, to = calls): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const { route } of to) answers[callOf(route)] = await answerTo(route.method, samplePathOf(route), token);
  return answers;
}

let passwordOnlyAdmin: string;
let passwordOnlyAdminAtDesk: string;
let deskStaff: string;
let enrolled: Awaited<ReturnType<typeof administratorWithPhone>>;

beforeAll(async () => {
  [passwordOnlyAdmin, passwordOnlyAdminAtDesk, deskStaff, enrolled] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: true, checkin: true }),
    idTokenFor({ admin: false, checkin: true }),
    administratorWithPhone(),
  ]);
  await switchDoc.set({ require: true });
});

afterAll(async () => {
  await switchDoc.delete();
});

describe('with the second factor required', () => {
  it('finds administrative and desk calls to try', () => {
    expect(calls.filter(({ access }) => access === 'admin').length).toBeGreaterThan(15);
    expect(calls.filter(({ access }) => access === 'checkin-staff').length).toBeGreaterThan(1);
  });

  it('every administrative call refuses an administrator signed in with a password alone, and says what to do', async () => {
    expect(await answersTo(passwordOnlyAdmin)).toEqual(
      Object.fromEntries(calls.map(({ route }) => [callOf(route), `403 ${ADMIN_SECOND_FACTOR_REQUIRED}`])),
    );
  });

  it('a password gives an enrolled administrator no token, only the second step; with the texted code every call admits them', async () => {
    await expect(signIn(enrolled.email, enrolled.password)).rejects.toThrow(/mfaPendingCredential/);
    const token = await signInWithSecondFactor(enrolled.email, enrolled.password);
    expect((await getAuth(suiteAdminApp()).verifyIdToken(token)).firebase.sign_in_second_factor).toBe('phone');
    expect(await answersTo(token)).toEqual(Object.fromEntries(calls.map(({ route }) => [callOf(route), 'admitted'])));
    const stats = await callApi('GET', '/api/admin/stats', { token });
    expect(stats.status).toBe(200);
  });

  it('check-in staff need none: the desk admits them, and refuses an administrator without one', async () => {
    const desk = calls.filter(({ access }) => access === 'checkin-staff');
    const each = (answer: string) => Object.fromEntries(desk.map(({ route }) => [callOf(route), answer]));
    expect(await answersTo(deskStaff, desk)).toEqual(each('admitted'));
    expect(await answersTo(passwordOnlyAdminAtDesk, desk)).toEqual(each(`403 ${ADMIN_SECOND_FACTOR_REQUIRED}`));
  });
});

describe('switched off again, as in the local suite', () => {
  it('the same password-only token is admitted: the requirement is what refused it', async () => {
    await switchDoc.delete();
    const stats = await callApi('GET', '/api/admin/stats', { token: passwordOnlyAdmin });
    expect(stats.status).toBe(200);
  });
});
