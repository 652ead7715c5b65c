// The registration desk's staff, managed by administrators from the console: check-in rights
// (the claim `checkin: true`) given to an address, with an account made for it if it has none and a
// mail with the link to set its password; taken back, with the account when it has no other rights.
// The same rights as `npm run admin -- grant-checkin` (scripts/admin/run.ts), without a developer.
//
// Stored: nothing of ours but the mail (deleted with the mails after 30 days, its link taken out
// once delivered); the accounts are Firebase Auth's, deleted when their rights are taken back and,
// after the conference, by the retention job (removeDeskAccounts). Who gave or took rights is in
// the function's log.
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import type { DeskStaffGranted, DeskStaffMember, DeskStaffRevoked } from '../domain/api/desk-staff';
import { DomainError } from '../domain/errors';
import { deskStaffAlready, deskStaffIsAdministrator, notDeskStaff } from '../domain/messages';
import { withRoleClaim } from '../domain/staff-claims';
import { currentTime } from '../clock';
import { mails } from './collections';
import { firestore } from './firebase';
import { deskStaffMail } from './mail';
import { countMailInBatch } from './mail-quota';
import { queued } from './registrations';

const isDeskStaff = (user: UserRecord) => user.customClaims?.['checkin'] === true;
const isAdministrator = (user: UserRecord) => user.customClaims?.['admin'] === true;
/** An account without a password (made here, its link not yet used) cannot sign in. */
const hasPassword = (user: UserRecord) => user.providerData.some((provider) => provider.providerId === 'password');

async function userByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Every user of the project, a thousand at a time (listUsers' largest page). */
async function allUsers(): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/** Check-in staff who are not administrators, by address. */
export async function listDeskStaff(): Promise<DeskStaffMember[]> {
  const staff = (await allUsers()).flatMap((user) => {
    if (!isDeskStaff(user) || isAdministrator(user) || !user.email) return [];
    // No sign-in without a password (the Auth emulator dates one at an account's creation).
    const lastSignIn = hasPassword(user) ? user.metadata.lastSignInTime : undefined;
    return [
      {
        email: user.email,
        passwordSet: hasPassword(user),
        lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
      },
    ];
  });
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}

/** Whether the account's only right is to check people in: made for the desk, and done with it after. */
const onlyDeskStaff = (user: UserRecord) =>
  isDeskStaff(user) && Object.keys(user.customClaims ?? {}).every((claim) => claim === 'checkin');

/** The user IDs of the accounts whose only right is check-in. */
export async function deskOnlyAccounts(): Promise<string[]> {
  return (await allUsers()).filter(onlyDeskStaff).map((user) => user.uid);
}

/** Deletes every account whose only right is check-in (the retention job, after the conference). */
export async function removeDeskAccounts(): Promise<number> {
  const uids = await deskOnlyAccounts();
  // deleteUsers takes at most 1,000 at a time.
  for (let start = 0; start < uids.length; start += 1000) await getAuth().deleteUsers(uids.slice(start, start + 1000));
  if (uids.length > 0) logger.info('Check-in staff accounts deleted after the conference', { count: uids.length });
  return uids.length;
}

/** Queues the mail telling `user` of their rights, with a link to set a password if they have none. */
async function mailRights(user: UserRecord, email: string): Promise<DeskStaffGranted['mailed']> {
  // No continue URL: it would have to be among Auth's authorised domains, and the mail links the
  // desk itself.
  const passwordLink = hasPassword(user) ? null : await getAuth().generatePasswordResetLink(email);
  const now = currentTime();
  const batch = firestore().batch();
  batch.create(mails().doc(`desk-staff-${user.uid}-${now.getTime()}`), queued(deskStaffMail({ email, passwordLink })));
  countMailInBatch(batch, email, now);
  await batch.commit();
  return passwordLink ? 'password-link' : 'rights-notice';
}

/**
 * Gives `email` check-in rights and mails them. Staff who have not set a password yet are mailed
 * a new link (`again`); staff with one, and administrators, are refused with nothing changed.
 */
export async function grantDeskStaff(email: string, by: string): Promise<DeskStaffGranted & { again: boolean }> {
  let user = await userByEmail(email);
  if (user && isAdministrator(user)) throw new DomainError('conflict', deskStaffIsAdministrator(email));
  if (user && isDeskStaff(user)) {
    if (hasPassword(user)) throw new DomainError('conflict', deskStaffAlready(email));
    const mailed = await mailRights(user, email);
    logger.info('Check-in staff sent a new link to set a password', { email, by });
    return { email, mailed, again: true };
  }
  user ??= await getAuth().createUser({ email, emailVerified: false });
  await getAuth().setCustomUserClaims(user.uid, withRoleClaim(user.customClaims, 'checkin', true));
  const mailed = await mailRights(user, email);
  logger.info('Check-in rights given', { email, by, mailed });
  return { email, mailed, again: false };
}

/**
 * Takes `email`'s check-in rights back, at their next call (their sign-ins are revoked). The
 * account goes with them unless it has other rights.
 */
export async function revokeDeskStaff(email: string, by: string): Promise<DeskStaffRevoked> {
  const user = await userByEmail(email);
  if (!user || !isDeskStaff(user)) throw new DomainError('not-found', notDeskStaff(email));
  const accountDeleted = onlyDeskStaff(user);
  if (accountDeleted) {
    await getAuth().deleteUser(user.uid);
  } else {
    await getAuth().setCustomUserClaims(user.uid, withRoleClaim(user.customClaims, 'checkin', false));
    await getAuth().revokeRefreshTokens(user.uid);
  }
  logger.info('Check-in rights taken back', { email, by, accountDeleted });
  return { email, accountDeleted };
}
