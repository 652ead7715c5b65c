// Grants, revokes and lists administrators (the claim `admin: true`) and check-in staff (`checkin:
// true`) through the Admin SDK.
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../suite/admin';
import { hostPort } from '../suite/config';
import { roleOf, withRoleClaim, type AdminCommand } from './claims';

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
    const withClaim = (claim: string) =>
      users.filter((user) => user.customClaims?.[claim] === true).map((user) => user.email ?? user.uid);
    const admins = withClaim('admin');
    const staff = withClaim('checkin');
    print(admins.length > 0 ? `Administrators in ${where}: ${admins.join(', ')}` : `No administrators in ${where}.`);
    print(staff.length > 0 ? `Check-in staff in ${where}: ${staff.join(', ')}` : `No check-in staff in ${where}.`);
    return;
  }
  const { role, grant } = roleOf(command.action);
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
  await auth.setCustomUserClaims(user.uid, withRoleClaim(user.customClaims, role, grant));
  // Tokens carry claims for up to an hour. A revocation also revokes the user's tokens: the
  // function checks every token for revocation (verifyIdToken(token, true)), so the next call with
  // an older token is refused and the user signs in again, with the claims they have left.
  if (!grant) await auth.revokeRefreshTokens(user.uid);
  const rights = role === 'admin' ? 'administrator rights' : 'check-in rights';
  print(`${grant ? 'Granted' : 'Revoked'} ${rights} ${grant ? 'to' : 'from'} ${command.email} in ${where}.`);
}
