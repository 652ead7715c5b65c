// Every call that is not public refuses whoever may not make it: without a token, with a malformed,
// an expired or a revoked one (401), and for a user without the claim (403). The calls are the
// router's own; who may make each is what docs/api.md says, not what the route declares, so a route
// whose access is loosened in the router is still tried as the document says it must refuse.
import { readFileSync } from 'node:fs';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN_SESSION_EXPIRED,
  ADMIN_SIGN_IN_REQUIRED,
  CHECK_IN_SIGN_IN_REQUIRED,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECK_IN_STAFF,
  REGISTRANT_LINK_NEEDED,
} from '../../functions/src/domain/messages';
import { callOf } from '../../functions/src/http/app-check';
import { routes } from '../../functions/src/http/router';
import type { Access, Route } from '../../functions/src/http/types';
import { documentedAccess } from '../../scripts/docs/api-doc';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor, revocable } from '../support/auth';
import { samplePathOf } from '../support/routes';

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const auth = getAuth(suiteAdminApp());

interface Claims {
  sub: string;
  iat: number;
  exp: number;
  auth_time: number;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;

/** The Auth emulator's tokens are unsigned (alg "none"), so one can be issued again with other claims. */
function reissued(token: string, change: (claims: Claims) => Claims): string {
  const [header] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(change(claimsOf(token)))).toString('base64url')}.`;
}

const CALLERS = [
  'no token',
  'a malformed token',
  'an expired token',
  'a revoked token',
  'a user',
  'check-in staff',
] as const;
type Caller = (typeof CALLERS)[number];
let tokens: Record<Caller, string | undefined>;

beforeAll(async () => {
  const [admin, revokedAdmin, user, desk] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  const now = Math.floor(Date.now() / 1000);
  // An administrator's, so that only its age or its revocation can refuse it.
  const expired = reissued(admin, (claims) => ({ ...claims, auth_time: now - 7200, iat: now - 7200, exp: now - 3600 }));
  await revocable(revokedAdmin);
  await expect(auth.verifyIdToken(revokedAdmin, true)).resolves.toMatchObject({ admin: true });
  await auth.revokeRefreshTokens(claimsOf(revokedAdmin).sub);
  tokens = {
    'no token': undefined,
    'a malformed token': 'not-a-token',
    'an expired token': expired,
    'a revoked token': revokedAdmin,
    'a user': user,
    'check-in staff': desk,
  };
});

it('tries tokens that are refused for the reason they are named after, and no other', async () => {
  const refusal = (token: string | undefined) =>
    auth.verifyIdToken(token ?? '', true).then(
      () => 'accepted',
      (error: { code?: string }) => error.code,
    );
  expect({
    malformed: await refusal(tokens['a malformed token']),
    expired: await refusal(tokens['an expired token']),
    revoked: await refusal(tokens['a revoked token']),
    // Issued again unchanged, a token still passes: the claims changed are what refuses the others.
    reissued: await refusal(reissued(tokens['a user'] ?? '', (claims) => claims)),
  }).toEqual({
    malformed: 'auth/argument-error',
    expired: 'auth/id-token-expired',
    revoked: 'auth/id-token-revoked',
    reissued: 'accepted',
  });
});

/** What each caller gets from a call with this access; absent: those it admits. */
function refusals(access: Access): Partial<Record<Caller, string>> {
  const expiredSession = `401 ${ADMIN_SESSION_EXPIRED}`;
  const unusableTokens = {
    'a malformed token': expiredSession,
    'an expired token': expiredSession,
    'a revoked token': expiredSession,
  };
  switch (access) {
    case 'anyone':
      return {};
    case 'anyone-or-admin':
      // Without a token, the public answer; with one, an administrator or nobody.
      return {
        ...unusableTokens,
        'a user': `403 ${NOT_AN_ADMINISTRATOR}`,
        'check-in staff': `403 ${NOT_AN_ADMINISTRATOR}`,
      };
    case 'registrant-or-admin':
      // Without a token, the registrant's link key (here none); with one, an administrator or nobody.
      return {
        'no token': `403 ${REGISTRANT_LINK_NEEDED}`,
        ...unusableTokens,
        'a user': `403 ${NOT_AN_ADMINISTRATOR}`,
        'check-in staff': `403 ${NOT_AN_ADMINISTRATOR}`,
      };
    case 'checkin-staff':
      return {
        'no token': `401 ${CHECK_IN_SIGN_IN_REQUIRED}`,
        ...unusableTokens,
        'a user': `403 ${NOT_CHECK_IN_STAFF}`,
      };
    // The administrator here signed in moments ago: recent enough for 'admin-recent'
    // (staff-sessions.test.ts refuses an older sign-in).
    case 'admin':
    case 'admin-recent':
      return {
        'no token': `401 ${ADMIN_SIGN_IN_REQUIRED}`,
        ...unusableTokens,
        'a user': `403 ${NOT_AN_ADMINISTRATOR}`,
        'check-in staff': `403 ${NOT_AN_ADMINISTRATOR}`,
      };
  }
}

/** A refusal as "status message"; any other answer as "admitted". */
async function answerTo(route: Route, token: string | undefined): Promise<string> {
  const response = await callApi(route.method, samplePathOf(route), token === undefined ? {} : { token });
  if (response.status !== 401 && response.status !== 403) return 'admitted';
  const body = (await response.json()) as { error?: string };
  return `${response.status} ${body.error}`;
}

const notPublic = routes
  .map((route) => ({ route, access: documentedAccess(route, apiDoc) }))
  .filter(({ access }) => access !== 'anyone');

it('finds calls to try, and who may make each of them in docs/api.md', () => {
  expect(notPublic.length).toBeGreaterThan(20);
  expect(notPublic.filter(({ access }) => access === undefined).map(({ route }) => callOf(route))).toEqual([]);
});

it.each(notPublic.map(({ route, access }) => [callOf(route), route, access] as const))(
  '%s refuses whoever may not make it',
  async (_call, route, access) => {
    const expected = refusals(access ?? 'admin');
    // One call at a time: six at once, beside the other tests, made the Functions emulator start a
    // process for each (about 1.6 CPU-s apiece), and whichever route met that took 12 s of its 30.
    const answers: string[] = [];
    for (const caller of CALLERS) answers.push(await answerTo(route, tokens[caller]));
    expect(Object.fromEntries(CALLERS.map((caller, index) => [caller, answers[index]]))).toEqual(
      Object.fromEntries(CALLERS.map((caller) => [caller, expected[caller] ?? 'admitted'])),
    );
  },
);
