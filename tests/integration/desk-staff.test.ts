// Check-in staff managed from the console (GET/POST /api/admin/desk-staff, POST …/revoke): an
// address given the rights gets an account and a mailed link to set its password, signs in and
// works the desk, and nothing else; taken back, its sign-in stops working and the account is gone.
// Who may call the routes is the route table's (route-access.test.ts).
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskStaffListSchema, type DeskStaffMember } from '../../functions/src/domain/api/desk-staff';
import { dataBody } from '../../functions/src/domain/api/envelope';
import {
  deskStaffAlready,
  deskStaffIsAdministrator,
  EMAIL_INVALID,
  notDeskStaff,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { claimsOf, idTokenFor, setPasswordFromLink, signIn } from '../support/auth';
import { receivedMails, sentMail } from '../support/inbox';
import { uniqueEmail } from '../support/registration';

const auth = getAuth(suiteAdminApp());
const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const grant = (email: unknown, token = adminToken) =>
  callApi('POST', '/api/admin/desk-staff', { token, json: { email } });
const revoke = (email: unknown) =>
  callApi('POST', '/api/admin/desk-staff/revoke', { token: adminToken, json: { email } });
async function staffNamed(email: string): Promise<DeskStaffMember | undefined> {
  const response = await callApi('GET', '/api/admin/desk-staff', { token: adminToken });
  expect(response.status).toBe(200);
  return dataBody(deskStaffListSchema)
    .parse(await response.json())
    .data.staff.find((member) => member.email === email);
}
const deskSearch = (token: string) => callApi('GET', '/api/admin/check-in/search?q=Nobody%20Here', { token });
const SUBJECT = 'registration desk';

describe('check-in staff, from the console', () => {
  // Two mails through the sender's queue and two sign-ins: 45 s (docs/development.md, "Timeouts and why").
  it(
    'a new address gets an account and a link to set its password, works the desk alone, and is taken back with its account',
    { timeout: 45_000 },
    async () => {
      const email = uniqueEmail();
      const typed = ` ${email.toUpperCase()} `;
      const granted = await grant(typed);
      expect(granted.status).toBe(201);
      expect(await granted.json()).toEqual({ success: true, data: { email, mailed: 'password-link' } });
      expect(await staffNamed(email)).toEqual({ email, passwordSet: false, lastSignInAt: null });

      // The mail, as received, links Firebase Auth's page to set a password; the stored copy keeps no link.
      const [mail] = await receivedMails(email, SUBJECT);
      const link = /https?:\/\/\S+[?&]oobCode=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      expect(new URL(link).searchParams.get('mode')).toBe('resetPassword');
      expect(mail?.text).toContain('/admin/check-in');
      const stored = await db.collection('mail').where('to', '==', email).get();
      expect(stored.size).toBe(1);
      const delivered = await sentMail(stored.docs[0]?.ref.path ?? 'mail/none');
      expect(delivered.text).toContain(link);
      const copy = (await stored.docs[0]?.ref.get())?.data();
      expect(JSON.stringify(copy?.message)).not.toContain('oobCode');

      // The password set, they sign in and search at the desk, and nothing else opens.
      await setPasswordFromLink(link, 'a desk password of their own');
      const token = await signIn(email, 'a desk password of their own');
      expect((await deskSearch(token)).status).toBe(200);
      expect((await callApi('GET', '/api/admin/desk-staff', { token })).status).toBe(403);
      expect((await grant(uniqueEmail(), token)).status).toBe(403);
      const member = await staffNamed(email);
      expect(member).toMatchObject({ email, passwordSet: true });
      expect(Date.parse(member?.lastSignInAt ?? '')).toBeGreaterThanOrEqual(claimsOf(token).auth_time * 1000);

      // Asked again: they have their password, so nothing is changed or mailed.
      const again = await grant(email);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ success: false, error: deskStaffAlready(email) });
      expect((await db.collection('mail').where('to', '==', email).get()).size).toBe(1);

      // Taken back: the sign-in they hold is refused at once, the account is gone, the list forgets them.
      const taken = await revoke(email);
      expect(taken.status).toBe(200);
      expect(await taken.json()).toEqual({ success: true, data: { email, accountDeleted: true } });
      expect((await deskSearch(token)).status).toBe(401);
      await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect(await staffNamed(email)).toBeUndefined();
      const twice = await revoke(email);
      expect(twice.status).toBe(404);
      expect(await twice.json()).toEqual({ success: false, error: notDeskStaff(email) });
    },
  );

  it(
    'staff who have not set their password yet are sent a new link when given the rights again',
    { timeout: 45_000 },
    async () => {
      const email = uniqueEmail();
      expect((await grant(email)).status).toBe(201);
      const again = await grant(email);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ success: true, data: { email, mailed: 'password-link' } });
      const mails = await receivedMails(email, SUBJECT, { count: 2 });
      const links = mails.map((mail) => /https?:\/\/\S+[?&]oobCode=\S+/.exec(mail.text)?.[0]);
      expect(links[1]).toBeDefined();
      expect(links[1]).not.toBe(links[0]);
      await setPasswordFromLink(links[1] ?? '', 'the second link works');
      expect((await deskSearch(await signIn(email, 'the second link works'))).status).toBe(200);
    },
  );

  it('an account that exists is told of its rights without a link; an administrator is refused, unchanged', async () => {
    const user = await auth.createUser({ email: uniqueEmail(), password: 'an existing password' });
    const email = user.email ?? '';
    const granted = await grant(email);
    expect(granted.status).toBe(201);
    expect(await granted.json()).toEqual({ success: true, data: { email, mailed: 'rights-notice' } });
    const [mail] = await receivedMails(email, SUBJECT);
    expect(mail?.text).not.toContain('oobCode');
    expect(mail?.text).toContain('/admin/check-in');
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ checkin: true });

    const adminEmail = claimsOf(adminToken).email;
    const before = await auth.getUserByEmail(adminEmail);
    const refused = await grant(adminEmail);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ success: false, error: deskStaffIsAdministrator(adminEmail) });
    expect((await auth.getUserByEmail(adminEmail)).customClaims).toEqual(before.customClaims);
    expect(await staffNamed(adminEmail)).toBeUndefined();
  });

  it('an address that is not one is refused, and nothing is mailed', async () => {
    for (const email of ['', 'not an address', 'a@b', 42, null, `${'x'.repeat(250)}@example.org`]) {
      const refused = await grant(email);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: EMAIL_INVALID });
    }
    expect((await revoke('not an address')).status).toBe(400);
    expect((await db.collection('mail').where('to', '==', 'not an address').get()).size).toBe(0);
  });
});
