// Administrators and other users in the suite's Auth emulator, signed in through the site's form.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import { runAdminCommand } from '../../../scripts/admin/run';
import { suiteAdminApp } from '../../../scripts/suite/admin';
import { SITE_URL } from '../../../scripts/suite/config';
import { suiteFirebaseConfig } from '../../../scripts/suite/firebase-cli';
import { idTokenFor } from '../../support/auth';
import {
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
} from '../../support/registration';

export interface TestUser {
  email: string;
  password: string;
}

const PASSWORD = 'correct horse battery staple';

/** An administrator made exactly as `npm run admin -- grant <email> --password …` makes one. */
export async function createAdministrator(): Promise<TestUser> {
  const email = `organiser-${randomUUID().slice(0, 8)}@example.org`;
  await runAdminCommand({ action: 'grant', email, password: PASSWORD, project: undefined }, () => undefined);
  return { email, password: PASSWORD };
}

/** A signed-up user without the claim. */
export async function createOrdinaryUser(): Promise<TestUser> {
  const email = `someone-${randomUUID().slice(0, 8)}@example.org`;
  await getAuth(suiteAdminApp()).createUser({ email, password: PASSWORD });
  return { email, password: PASSWORD };
}

/** The session the server holds for `user`'s sign-in (services/staff-sessions.ts). */
async function serverSession(user: TestUser) {
  const { uid } = await getAuth(suiteAdminApp()).getUserByEmail(user.email);
  return getFirestore(suiteAdminApp()).doc(`staffSessions/${uid}`);
}

/**
 * Makes the server hold `user`'s sign-in as made `ago.signedIn` ms ago and, when given, last used
 * `ago.lastSeen` ms ago (on the machine's clock, as sign-ins are).
 */
export async function ageServerSession(user: TestUser, ago: { signedIn: number; lastSeen?: number }): Promise<void> {
  const session = await serverSession(user);
  const now = Date.now();
  await session.update({
    signedInAt: Timestamp.fromMillis(now - ago.signedIn),
    ...(ago.lastSeen === undefined ? {} : { lastSeenAt: Timestamp.fromMillis(now - ago.lastSeen) }),
  });
}

/**
 * Once the server has ended `user`'s sign-in: waits until a sign-in made now falls in a later
 * second than the ended one. The server tells sign-ins apart by their second (a token's
 * auth_time): one made within the second of the aged one would be taken for it.
 */
export async function pastEndedSignIn(user: TestUser): Promise<void> {
  const { authTime } = (await (await serverSession(user)).get()).data() as { authTime: number };
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(authTime);
}

/** Signs in through the admin page's form and waits for the session to settle. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
}

// ---------------------------------------------------------------- the admin pages' CSP

interface HeaderRule {
  source?: string;
  headers?: { key: string; value: string }[];
}
// The suite serves firebase.json with the Auth emulator added to the admin pages' CSP.
const headerRules = (
  JSON.parse(suiteFirebaseConfig(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'))) as {
    hosting: { headers: HeaderRule[] };
  }
).hosting.headers;

/** The Content-Security-Policy the suite gives an admin page (the last matching rule wins, as on Hosting). */
export function adminPageCsp(): string {
  const csp = headerRules
    .filter((candidate) => candidate.source?.includes('admin'))
    .flatMap((candidate) => candidate.headers ?? [])
    .findLast((header) => header.key === 'Content-Security-Policy')?.value;
  if (!csp) throw new Error('firebase.json has no Content-Security-Policy for the admin pages.');
  return csp;
}

const ADMIN_DOCUMENT = /^\/(admin(\/.*)?|verify\/registration\/.*)$/;

/**
 * Whether the running suite already sends the current admin CSP (it reads firebase.json only at
 * start). Asked with Node's fetch, not the page's request context: that one keeps its connection
 * open with no idle limit of its own, and a later call of the test sent on it as Hosting's server
 * closes it (5 s idle) ends in ECONNRESET (support/http.ts).
 */
async function suiteSendsAdminCsp(): Promise<boolean> {
  const response = await fetch(`${SITE_URL}/admin`, { method: 'HEAD' });
  return response.headers.get('content-security-policy') === adminPageCsp();
}

/**
 * When the running suite predates the admin pages' CSP, their documents get firebase.json's
 * current policy here, so the browser enforces exactly what Hosting will send (never a relaxed
 * one). Such a replaced document has no network origin of its own, so Chromium's local-network
 * checks would treat it as public and block the Auth emulator on 127.0.0.1: every test's browser
 * has those checks off (playwright.config.ts, LAUNCH_OPTIONS).
 */
export async function useCurrentAdminCsp(page: Page): Promise<void> {
  if (await suiteSendsAdminCsp()) return;
  const csp = adminPageCsp();
  await page.route(
    (url) => ADMIN_DOCUMENT.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    },
  );
}

/**
 * Whether a request the browser made could carry registration data: any /api/ or /backend/ call
 * but GET /api/registration-window, the public clock every page of the site asks once.
 */
export function readsRegistrationData(url: string): boolean {
  const { pathname } = new URL(url);
  return /\/(api|backend)\//.test(pathname) && pathname !== '/api/registration-window';
}

// ---------------------------------------------------------------- registrations to work on

export type Stage = 'created' | 'email-verified' | 'proof-uploaded' | 'payment-verified';

/** A registration of this test's own (the seeds keep their states), brought to `stage`. */
export async function registrationAt(
  stage: Stage,
  fields: { firstName?: string; lastName?: string; registrationTier?: string; reference?: string; email?: string } = {},
): Promise<{ id: string; email: string; reference: string }> {
  const person = participant(fields.email);
  const { status, body } = await submitRegistration({
    ...person,
    firstName: fields.firstName ?? 'Asha',
    lastName: fields.lastName ?? `Rao${randomUUID().slice(0, 6)}`,
    registrationTier: fields.registrationTier ?? 'student-non-ieee',
    totalAmount: 0,
  });
  if (status !== 201 && status !== 200) throw new Error(`registering answered ${status}: ${JSON.stringify(body)}`);
  const id = String(body.id);
  const reference = fields.reference ?? `REF${randomUUID().slice(0, 10).toUpperCase()}`;
  if (stage !== 'created') await verifyEmailOf(id);
  if (stage === 'proof-uploaded' || stage === 'payment-verified') {
    const uploaded = await uploadProofFor(id, reference);
    if (uploaded !== 200) throw new Error(`uploading the proof of ${id} answered ${uploaded}`);
  }
  if (stage === 'payment-verified') {
    const verified = await verifyPaymentOf(id, await idTokenFor({ admin: true }));
    if (verified !== 200) throw new Error(`verifying the payment of ${id} answered ${verified}`);
  }
  return { id, email: person.email, reference };
}

/**
 * Opens a registration's record as `admin`, signing in on its page, and returns once the page has
 * made its calls: the record, and the receipt's preview link when a proof awaits review (a test
 * that then ends the sign-in on the server would otherwise have that late call answered first).
 */
export async function openRecord(page: Page, id: string, admin: TestUser): Promise<void> {
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${id}`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the receipt…' })).toHaveCount(0);
}
