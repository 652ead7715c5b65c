// Grants, revokes and lists administrators (the claim `admin: true`) and check-in staff (`checkin:
// true`) through the Admin SDK.
import { randomBytes, randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { auditStore } from '../../functions/src/services/audit';
import { eraseRegistration, reapplyErasures } from '../../functions/src/services/erasure';
import { getRegistration } from '../../functions/src/services/registrations';
import { REVIEW_STATUS_LABELS, reviewStatusOf } from '../../functions/src/domain/review-status';
import { placeLegalHold, releaseLegalHold } from '../../functions/src/services/legal-holds';
import { applyRetention } from '../../functions/src/services/retention';
import { getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../suite/admin';
import { hostPort, ROOT, SITE_URL } from '../suite/config';
import { withRoleClaim } from '../../functions/src/domain/staff-claims';
import { roleOf, type AdminCommand } from './claims';
import { exportSuite, importSuite } from './restore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPIRY_FIELD } from '../deploy/ttl-policies';
import type { FirestoreIndexes } from '../deploy/firestore-indexes';

/**
 * The Admin SDK's app for the suite or a real project; the function's services (erasure, the
 * retention job) use the same app. A real project's bucket is its default one unless
 * STORAGE_BUCKET names another.
 */
function appFor(project: string | undefined) {
  if (!project) return suiteAdminApp();
  const storageBucket = process.env.STORAGE_BUCKET ?? `${project}.firebasestorage.app`;
  return getApps()[0] ?? initializeApp({ projectId: project, credential: applicationDefault(), storageBucket });
}

function authFor(project: string | undefined): Auth {
  return getAuth(appFor(project));
}

async function suiteNow(): Promise<Date> {
  const response = await fetch(`${SITE_URL}/api/registration-window`);
  const now = ((await response.json()) as { data?: { now?: string } }).data?.now;
  if (!now) throw new Error(`The local suite did not say what time it is (${response.status}).`);
  return new Date(now);
}

export async function localSuiteRuns(): Promise<boolean> {
  try {
    return (await fetch(`http://${hostPort('auth')}/`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** The collections firestore.indexes.json gives a TTL policy on the expiry field (what is deployed). */
function ttlCollections(): string[] {
  const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as FirestoreIndexes;
  return (indexes.fieldOverrides ?? [])
    .filter((override) => override.ttl === true && override.fieldPath === EXPIRY_FIELD)
    .map((override) => override.collectionGroup);
}

/** What a command found wrong: the audit's violations make the CLI exit with 1. */
export class AuditFailed extends Error {}

/**
 * Whose registration an erasure would remove, in a line to check before it goes ahead: the name,
 * the address and where it stands. Null when there is no such registration (the erasure then says so).
 */
export async function erasureSubject(command: Extract<AdminCommand, { action: 'erase' }>): Promise<string | null> {
  appFor(command.project);
  const record = await getRegistration(command.registrationId);
  if (!record) return null;
  const name = [record.title, record.firstName, record.lastName].filter(Boolean).join(' ');
  return `${command.registrationId}: ${name} <${record.email}>, ${REVIEW_STATUS_LABELS[reviewStatusOf(record)]}, registered ${record.createdAt.toISOString().slice(0, 10)}.`;
}

export async function runAdminCommand(command: AdminCommand, print: (line: string) => void): Promise<void> {
  if (command.action === 'export' || command.action === 'import') {
    const { files } = await (command.action === 'export' ? exportSuite : importSuite)(command.folder);
    print(
      command.action === 'export'
        ? `Exported the local suite's Firestore and ${files} stored files to ${command.folder}.`
        : `Imported ${command.folder} into the local suite: its documents written over what was there, ${files} files put back. Now: npm run admin -- reapply-erasures`,
    );
    return;
  }
  const local = command.project === undefined;
  const where = local ? 'the local suite' : `project ${command.project}`;
  if (command.action === 'erase') {
    appFor(command.project);
    const erased = await eraseRegistration(command.registrationId, {
      by: `${userInfo().username} (npm run admin)`,
      cause: 'request',
      reason: command.reason,
    });
    // 'kept': no such registration (nor an earlier erasure of it); nothing was erased.
    if (erased === 'kept') throw new Error(`No registration ${command.registrationId} in ${where}: nothing erased.`);
    print(
      erased === 'already-erased'
        ? `${command.registrationId} was already erased in ${where}; what was left of it is gone now too, and erasures/${command.registrationId} keeps what its payment requires.`
        : `Erased ${command.registrationId} in ${where}; what its payment requires is kept in erasures/${command.registrationId}.`,
    );
    return;
  }
  if (command.action === 'hold') {
    appFor(command.project);
    const by = `${userInfo().username} (npm run admin)`;
    const held = await placeLegalHold(command.ownerId, command.reason, by, new Date());
    print(
      `${command.ownerId} is under a legal hold in ${where}: ${held} ${held === 1 ? 'record stops' : 'records stop'} expiring, and nothing of it is erased until npm run admin -- release ${command.ownerId}.`,
    );
    return;
  }
  if (command.action === 'release') {
    appFor(command.project);
    const released = await releaseLegalHold(command.ownerId);
    print(
      `The legal hold on ${command.ownerId} in ${where} is released: ${released} ${released === 1 ? 'record expires' : 'records expire'} again as they would have.`,
    );
    return;
  }
  if (command.action === 'apply-retention') {
    appFor(command.project);
    // The local suite runs as of its own instant (SUITE_NOW), not the machine's.
    const report = await applyRetention(local ? await suiteNow() : new Date());
    print(
      `Retention applied in ${where}: ${report.unverifiedErased} unverified registrations erased, ` +
        `${report.mailsDeleted} old mails deleted, ${report.registrationsErased} registrations erased after the event, ` +
        `documents ${report.documentsRemoved ? 'removed' : 'kept (not yet due)'}, ` +
        `${report.strayUploadsRemoved} stray uploads removed (files no registration names, left by requests that died), ` +
        `${report.deskAccountsRemoved} check-in staff accounts deleted after the conference.`,
    );
    return;
  }
  if (command.action === 'audit') {
    appFor(command.project);
    const { violations, counted } = await auditStore({
      now: local ? await suiteNow() : new Date(),
      settled: command.settled,
      expiring: ttlCollections(),
    });
    for (const violation of violations) print(`${violation.rule}  ${violation.path}  ${violation.detail}`);
    const read = Object.entries(counted)
      .map(([what, count]) => `${count} ${what}`)
      .join(', ');
    if (violations.length > 0) {
      throw new AuditFailed(`${violations.length} violations in ${where} (read: ${read}).`);
    }
    print(`No violations in ${where} (read: ${read}).`);
    return;
  }
  if (command.action === 'reapply-erasures') {
    appFor(command.project);
    const { erasures, erasedAgain } = await reapplyErasures(local ? await suiteNow() : new Date());
    print(
      erasedAgain.length === 0
        ? `Nothing of the ${erasures} erased registrations in ${where} came back.`
        : `Erased again in ${where}: ${erasedAgain.join(', ')} (${erasedAgain.length} of ${erasures} erased registrations had come back).`,
    );
    return;
  }
  const auth = authFor(command.project);
  if (command.action === 'list') {
    const { users } = await auth.listUsers(1000);
    const withClaim = (claim: string) =>
      users.filter((user) => user.customClaims?.[claim] === true).map((user) => user.email ?? user.uid);
    // An administrator without an enrolled phone cannot sign in where the second factor is required.
    const admins = users
      .filter((user) => user.customClaims?.admin === true)
      .map(
        (user) =>
          `${user.email ?? user.uid} (${(user.multiFactor?.enrolledFactors.length ?? 0) > 0 ? 'phone enrolled' : 'no phone: enrol-phone'})`,
      );
    const staff = withClaim('checkin');
    print(admins.length > 0 ? `Administrators in ${where}: ${admins.join(', ')}` : `No administrators in ${where}.`);
    print(staff.length > 0 ? `Check-in staff in ${where}: ${staff.join(', ')}` : `No check-in staff in ${where}.`);
    return;
  }
  if (command.action === 'enrol-phone') {
    const user = await auth.getUserByEmail(command.email).catch(() => null);
    if (!user) throw new Error(`No user ${command.email} in ${where}.`);
    // One phone per person: a new number replaces the old one. The enrolment's id is ours to give
    // (the Auth emulator requires one; the real service would make one up).
    await auth.updateUser(user.uid, {
      multiFactor: {
        enrolledFactors: [{ uid: randomUUID(), factorId: 'phone', phoneNumber: command.phone, displayName: 'Phone' }],
      },
    });
    print(`${command.email} in ${where} now signs in with a code sent to ${command.phone}.`);
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
  if (grant && role === 'admin' && (user.multiFactor?.enrolledFactors.length ?? 0) === 0) {
    print(
      `${command.email} has no phone for sign-in codes, which administrators need wherever the second factor is on: npm run admin -- enrol-phone ${command.email} <+91…>${local ? '' : ` --project ${command.project}`}`,
    );
  }
}
