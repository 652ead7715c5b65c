// Signs users in against the suite's Auth emulator, as the admin pages will.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { getAuth } from 'firebase-admin/auth';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort, PROJECT_ID } from '../../scripts/suite/config';

/** The password of every user idTokenFor makes. */
const PASSWORD = 'correct horse battery staple';

/**
 * The user a token names, signed in again: a token whose sign-in (`auth_time`) is now, as what
 * cannot be taken back asks for (erasure, a withdrawal, reissuing passes).
 */
export function signInAgain(idToken: string): Promise<string> {
  return signIn(claimsOf(idToken).email, PASSWORD);
}

/** The claims an ID token carries, read without checking it (the function checks it). */
export function claimsOf(idToken: string): { email: string; auth_time: number } {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    email: string;
    auth_time: number;
  };
}

/** A new user's ID token: an administrator (`admin: true`), check-in staff (`checkin: true`), or neither. */
export async function idTokenFor(options: { admin: boolean; checkin?: boolean }): Promise<string> {
  const auth = getAuth(suiteAdminApp());
  const role = options.admin ? 'admin' : options.checkin ? 'desk' : 'someone';
  const email = `${role}-${randomUUID().slice(0, 8)}@example.org`;
  const password = PASSWORD;
  const user = await auth.createUser({ email, password });
  const claims = { ...(options.admin ? { admin: true } : {}), ...(options.checkin ? { checkin: true } : {}) };
  if (Object.keys(claims).length > 0) await auth.setCustomUserClaims(user.uid, claims);
  return signIn(email, password);
}

/** A call to the Auth emulator's Identity Toolkit API, as the Firebase SDK makes it. */
async function identityToolkit<T>(version: 'v1' | 'v2', call: string, body: object): Promise<T> {
  const response = await fetch(
    `http://${hostPort('auth')}/identitytoolkit.googleapis.com/${version}/${call}?key=local-suite`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return (await response.json()) as T;
}

interface PasswordSignIn {
  idToken?: string;
  /** Instead of a token, for a user with an enrolled phone: the sign-in's second step. */
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string }[];
}

/** Signs in with a password on the Auth emulator, as the admin pages do: the session's ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const body = await identityToolkit<PasswordSignIn>('v1', 'accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Sets a password from a Firebase Auth action link (`?mode=resetPassword&oobCode=…`), as its page
 * does when the person types one: on the Auth emulator, which made the link.
 */
export async function setPasswordFromLink(link: string, newPassword: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`no oobCode in ${link}`);
  const body = await identityToolkit<{ email?: string }>('v1', 'accounts:resetPassword', { oobCode, newPassword });
  if (!body.email) throw new Error(`setting the password failed: ${JSON.stringify(body)}`);
}

/** The last code the Auth emulator "texted" for a sign-in's session or to a phone (it keeps every one it sent). */
export async function textedCode(to: { sessionInfo: string } | { phoneNumber: string }): Promise<string> {
  const response = await fetch(`http://${hostPort('auth')}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { code: string; sessionInfo: string; phoneNumber: string }[];
  };
  const sent = verificationCodes.filter((sent) =>
    'sessionInfo' in to ? sent.sessionInfo === to.sessionInfo : sent.phoneNumber === to.phoneNumber,
  );
  const code = sent.at(-1)?.code;
  if (!code) throw new Error('the Auth emulator sent no code for this sign-in');
  return code;
}

/**
 * Signs in with a password and the code texted to the enrolled phone, as the admin pages do when
 * Firebase asks for the second factor: an ID token whose `firebase.sign_in_second_factor` is "phone".
 */
export async function signInWithSecondFactor(email: string, password: string): Promise<string> {
  const first = await identityToolkit<PasswordSignIn>('v1', 'accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const enrollment = first.mfaInfo?.[0]?.mfaEnrollmentId;
  if (!first.mfaPendingCredential || !enrollment) throw new Error(`no second step: ${JSON.stringify(first)}`);
  const started = await identityToolkit<{ phoneResponseInfo: { sessionInfo: string } }>(
    'v2',
    'accounts/mfaSignIn:start',
    {
      mfaPendingCredential: first.mfaPendingCredential,
      mfaEnrollmentId: enrollment,
      phoneSignInInfo: { recaptchaToken: 'the emulator checks none' },
    },
  );
  const { sessionInfo } = started.phoneResponseInfo;
  const done = await identityToolkit<{ idToken?: string }>('v2', 'accounts/mfaSignIn:finalize', {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: await textedCode({ sessionInfo }) },
  });
  if (!done.idToken) throw new Error(`second step failed: ${JSON.stringify(done)}`);
  return done.idToken;
}

/** A new administrator with a phone enrolled for sign-in codes, as `npm run admin -- enrol-phone` leaves one. */
export async function administratorWithPhone(): Promise<{ email: string; password: string; phone: string }> {
  const auth = getAuth(suiteAdminApp());
  const email = `admin-phone-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const phone = `+9198${String(randomInt(10_000_000, 100_000_000))}`;
  const user = await auth.createUser({
    email,
    password,
    multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: phone }] },
  });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  return { email, password, phone };
}

/**
 * Resolves once a revocation would catch this session. Revocation is kept in whole seconds, and a
 * session begun in the very second of its revocation survives it: wait until the clock has left the
 * second the token's session began in.
 */
export async function revocable(idToken: string): Promise<void> {
  const { auth_time: began } = claimsOf(idToken);
  await delay(Math.max(0, (began + 1) * 1000 - Date.now()));
}
