// Signs users in against the suite's Auth emulator, as the admin pages will.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort } from '../../scripts/suite/config';

export async function idTokenFor(options: { admin: boolean }): Promise<string> {
  const auth = getAuth(suiteAdminApp());
  const email = `${options.admin ? 'admin' : 'someone'}-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const user = await auth.createUser({ email, password });
  if (options.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
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
