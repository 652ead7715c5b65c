// Signs users in against the suite's Auth emulator, as the admin pages will.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { getAuth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort } from '../../scripts/suite/config';

/** A new user's ID token: an administrator (`admin: true`), check-in staff (`checkin: true`), or neither. */
export async function idTokenFor(options: { admin: boolean; checkin?: boolean }): Promise<string> {
  const auth = getAuth(suiteAdminApp());
  const role = options.admin ? 'admin' : options.checkin ? 'desk' : 'someone';
  const email = `${role}-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const user = await auth.createUser({ email, password });
  const claims = { ...(options.admin ? { admin: true } : {}), ...(options.checkin ? { checkin: true } : {}) };
  if (Object.keys(claims).length > 0) await auth.setCustomUserClaims(user.uid, claims);
  return signIn(email, password);
}

/** Signs in with a password on the Auth emulator, as the admin pages do: the session's ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${hostPort('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local-suite`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Resolves once a revocation would catch this session. Revocation is kept in whole seconds, and a
 * session begun in the very second of its revocation survives it: wait until the clock has left the
 * second the token's session began in.
 */
export async function revocable(idToken: string): Promise<void> {
  const { auth_time: began } = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    auth_time: number;
  };
  await delay(Math.max(0, (began + 1) * 1000 - Date.now()));
}
