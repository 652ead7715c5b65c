// Grants, revokes and lists administrators through the Admin SDK (the claim `admin: true`).
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../suite/admin';
import { hostPort } from '../suite/config';
import { withAdminClaim, type AdminCommand } from './claims';

function authFor(project: string | undefined): Auth {
  if (project) return getAuth(getApps()[0] ?? initializeApp({ projectId: project, credential: applicationDefault() }));
  return getAuth(suiteAdminApp());
}

export async function localSuiteRuns(): Promise<boolean> {
  try {
    return (await fetch(`http://${hostPort('auth')}/`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

export async function runAdminCommand(command: AdminCommand, print: (line: string) => void): Promise<void> {
  const local = command.project === undefined;
  const where = local ? 'the local suite' : `project ${command.project}`;
  const auth = authFor(command.project);
  if (command.action === 'list') {
    const { users } = await auth.listUsers(1000);
    const admins = users.filter((user) => user.customClaims?.admin === true).map((user) => user.email ?? user.uid);
    print(admins.length > 0 ? `Administrators in ${where}: ${admins.join(', ')}` : `No administrators in ${where}.`);
    return;
  }
  const grant = command.action === 'grant';
  let user = await auth.getUserByEmail(command.email).catch(() => null);
  if (!user) {
    if (!grant) throw new Error(`No user ${command.email} in ${where}.`);
    if (!local)
      throw new Error(`No user ${command.email} in ${where}: they must sign up (or be added in the console) first.`);
    const password = command.password ?? randomBytes(12).toString('base64url');
    user = await auth.createUser({ email: command.email, password, emailVerified: true });
    print(`Created ${command.email} in ${where} with password ${password}`);
  } else if (command.password && local) {
    await auth.updateUser(user.uid, { password: command.password });
  }
  await auth.setCustomUserClaims(user.uid, withAdminClaim(user.customClaims, grant));
  // Tokens carry claims: a signed-in session sees the change at its next refresh (within an hour,
  // or at once after signing in again).
  print(`${grant ? 'Granted' : 'Revoked'} administrator rights ${grant ? 'to' : 'from'} ${command.email} in ${where}.`);
}
