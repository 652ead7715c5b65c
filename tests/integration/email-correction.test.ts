// An administrator corrects the e-mail address a registration was made with
// (services/email-correction.ts): mail goes to the new address, the links mailed to the old one
// stop working, the old address may register again, and what is refused changes nothing.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emailCorrectedBodySchema } from '../../functions/src/domain/api/email-correction';
import { maskEmail } from '../../functions/src/domain/registration-view';
import { EMAIL_UNCHANGED, emailTakenBy, mailToFormerAddress } from '../../functions/src/domain/admin-messages';
import { MAIL_WITHDRAWN_ADDRESS_CORRECTED } from '../../functions/src/domain/mail-delivery';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import {
  DATA_LINK_INVALID,
  EMAIL_INVALID,
  REGISTRATION_NOT_FOUND,
  VERIFICATION_FAILED,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { callApi, send } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { receivedMails, receivedVerificationPath, sentMail } from '../support/inbox';
import {
  keyed,
  linkKeyOf,
  paidRegistration,
  participant,
  submitRegistration,
  uniqueEmail,
  verifyEmailOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { asOf, suiteNow } from '../support/clock';
import { DAY_MS, RETENTION } from '../../functions/src/domain/retention';

const db = getFirestore(suiteAdminApp());
const PASS_LINK = /\/pass\/([A-Za-z0-9_-]{22})\b/g;
const passCodesIn = (text: string) => [...text.matchAll(PASS_LINK)].map((match) => match[1] ?? '');
const passStatus = async (code: string) => (await fetch(`${SITE_URL}/api/passes/${code}`)).status;
const ATTENDEE = tierFields(individualTier({ ieee: false }));
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function correct(id: string, json: unknown, headers: Record<string, string> = {}) {
  adminToken = await signInAgain(adminToken);
  return callApi('POST', `/api/admin/registrations/${encodeURIComponent(id)}/email`, {
    token: adminToken,
    json,
    headers,
  });
}

async function registered(email = uniqueEmail()): Promise<string> {
  const { status, body } = await submitRegistration({ ...participant(email), ...ATTENDEE });
  expect(status).toBe(201);
  return String(body.id);
}

/** What a correction could have changed: the record, its audit, mails, claims and link keys. */
async function stateOf(id: string) {
  const [record, audit, mails, claims, keys] = await Promise.all([
    db.doc(`registrations/${id}`).get(),
    db.collection(`registrations/${id}/audit`).get(),
    db.collection('mail').where('registrationId', '==', id).get(),
    db.collection('registrationEmails').where('registrationId', '==', id).get(),
    db.collection('dataAccessTokens').where('registrationId', '==', id).get(),
  ]);
  return {
    updatedAt: record.updateTime?.toMillis(),
    audit: audit.size,
    mails: mails.size,
    claims: claims.docs.map((doc) => doc.id),
    keys: keys.size,
  };
}

const found = async (q: string) => {
  const response = await callApi('GET', `/api/admin/registrations?q=${encodeURIComponent(q)}`, { token: adminToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: { id: string }[] } }).data.items.map((item) => item.id);
};

describe("an administrator's correction of a registration's e-mail address", () => {
  it('before verification: the new address gets a working verification link, the old link and key stop working', async () => {
    const mistyped = uniqueEmail().replace('@example.org', '@exmaple.org');
    const right = uniqueEmail();
    const id = await registered(mistyped);
    const oldPath = await receivedVerificationPath(mistyped, id);
    const oldKey = await linkKeyOf(id);

    const response = await correct(id, { email: `  ${right}  ` });
    expect(response.status).toBe(200);
    const { data } = emailCorrectedBodySchema.parse(await response.json());
    expect(data).toEqual({
      email: right,
      mailed: 'verification-link',
      linksRevoked: 1,
      passesRenewed: 0,
      mailsWithdrawn: 0,
    });

    // The old address's link and key open nothing; the new address's link verifies.
    const oldLink = await fetch(`${SITE_URL}/api${oldPath}`);
    expect(oldLink.status).toBe(404);
    expect(((await oldLink.json()) as { error: string }).error).toBe(VERIFICATION_FAILED);
    const document = await send(keyed(`/api/registrations/${id}/receipt.pdf`, oldKey), { method: 'GET' });
    expect(document.status).toBe(403);
    expect(JSON.parse(document.text).error).toBe(DATA_LINK_INVALID);
    const newPath = await receivedVerificationPath(right, id);
    expect((await fetch(`${SITE_URL}/api${newPath}`)).ok).toBe(true);
    expect((await db.doc(`registrations/${id}`).get()).get('verified')).toBe(true);

    // The list finds it by the new address, not the old; the audit keeps both.
    expect(await found(right)).toEqual([id]);
    expect(await found(mistyped)).toEqual([]);
    const audit = (await db.doc(`registrations/${id}/audit/email-corrected-1`).get()).data();
    expect(audit).toMatchObject({ event: 'email-corrected', detail: { before: mistyped, after: right } });

    // The mistyped address was never proven anyone's: it is told nothing of the change.
    expect((await db.doc(`mail/${id}-email-changed-notice-1`).get()).exists).toBe(false);

    // The mistyped address is free again; the corrected one is taken.
    expect(await registered(mistyped)).not.toBe(id);
    const again = await submitRegistration({ ...participant(right), ...ATTENDEE });
    expect(again.status).toBe(409);
  });

  it('after verification and payment: the new address is mailed a link and new passes, and the old key and pass stop working', async () => {
    const before = uniqueEmail();
    const id = await paidRegistration({ ...participant(before), ...ATTENDEE }, { adminToken, referencePrefix: 'MAIL' });
    const oldKey = await linkKeyOf(id);
    const [oldPass] = passCodesIn((await sentMail(`mail/${id}-payment-verified-1`)).text);
    expect(await passStatus(oldPass ?? '')).toBe(200);
    const right = uniqueEmail();
    // The payment-verified mail's key and the one asked for: every key is revoked, one new key made.
    const keysBefore = (await stateOf(id)).keys;
    expect(keysBefore).toBeGreaterThanOrEqual(1);

    const response = await correct(id, { email: right });
    expect(response.status).toBe(200);
    expect(emailCorrectedBodySchema.parse(await response.json()).data).toEqual({
      email: right,
      mailed: 'registration-link',
      linksRevoked: keysBefore,
      passesRenewed: 1,
      mailsWithdrawn: 0,
    });
    expect((await stateOf(id)).keys).toBe(1);
    const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    expect(record).toMatchObject({ email: right, verified: true, paymentVerified: true, emailCorrections: 1 });
    // The verification count, which numbers the payment's mails, is the payment's alone.
    expect(record).toMatchObject({ paymentVerifications: 1, passRenewals: 1 });

    const [mail] = await receivedMails(right, `Your e-mail address was corrected: registration ${id}`);
    const newKey = /#key=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await send(keyed(`/api/registrations/${id}/receipt.pdf`, newKey), { method: 'GET' })).status).toBe(200);
    expect((await send(keyed(`/api/registrations/${id}/receipt.pdf`, oldKey), { method: 'GET' })).status).toBe(403);
    // The pass mailed to the old address opens nothing; the new one admits the same person.
    const [newPass] = passCodesIn(mail?.text ?? '');
    expect(newPass).toBeDefined();
    expect(newPass).not.toBe(oldPass);
    expect(await passStatus(oldPass ?? '')).toBe(404);
    const opened = await fetch(`${SITE_URL}/api/passes/${newPass}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ data: { name: `${record.firstName} ${record.lastName}` } });
    const stored = await db.collection('passes').where('registrationId', '==', id).get();
    expect(stored.docs.map((doc) => doc.get('passEpoch'))).toEqual([2]);
    // The address before, verified and so its owner's, is told where the mails go now, masked,
    // with no link: whoever asked for the change wrongly cannot keep its owner from hearing of it.
    const notice = await sentMail(`mail/${id}-email-changed-notice-1`);
    expect(notice.to.map((to) => to.address)).toEqual([before]);
    expect(notice.subject).toBe(`The e-mail address of registration ${id} was changed`);
    expect(notice.text).toContain(`from this address to ${maskEmail(right)}.`);
    expect(notice.text).not.toContain(right);
    expect(notice.text).toContain('If you did not ask for this change, please reply to this message at once');
    expect(notice.text).not.toMatch(/https?:\/\/\S*(key=|\/pass\/|\/verify\/)/);
    // The stored copy keeps no working link once delivered.
    expect((await sentMail(`mail/${id}-email-corrected-1`)).text).toContain(newKey);
    const storedText = String((await db.doc(`mail/${id}-email-corrected-1`).get()).get('message.text'));
    expect(storedText).not.toContain(newKey);
    expect(passCodesIn(storedText)).toEqual([]);
  });

  it('withdraws the mails to the old address not yet sent, and will not send a failed one there again', async () => {
    // A mistyped domain whose server refuses the mailbox: the verification mail fails for good.
    const mistyped = `${uniqueEmail().split('@')[0]}@${BOUNCING_DOMAIN}`;
    const id = await registered(mistyped);
    const delivery = async (event: string) => (await db.doc(`mail/${id}-${event}`).get()).get('delivery.state');
    await vi.waitFor(async () => expect(await delivery('verify-email-1')).toBe('ERROR'), { timeout: 10_000 });
    // The link asked for again meets a refusal that may pass: the sender waits before its next attempt.
    expect((await callApi('POST', `/api/registrations/${id}/resend-verification`, { json: {} })).status).toBe(200);
    await vi.waitFor(async () => expect(await delivery('verify-email-2')).toBe('ERROR'), { timeout: 10_000 });
    const later = new Date(Date.now() + 60 * 60_000);
    await db.doc(`mail/${id}-verify-email-2`).update({
      'delivery.state': 'PENDING',
      'delivery.retryAt': later,
      'delivery.error': '421 Try again later',
    });

    const right = uniqueEmail();
    const response = await correct(id, { email: right });
    expect(response.status).toBe(200);
    expect(emailCorrectedBodySchema.parse(await response.json()).data).toMatchObject({ mailsWithdrawn: 1 });
    const withdrawn = (await db.doc(`mail/${id}-verify-email-2`).get()).get('delivery');
    expect(withdrawn).toMatchObject({ state: 'ERROR', error: MAIL_WITHDRAWN_ADDRESS_CORRECTED, retryAt: null });
    // Withdrawn is no failure: the dashboard's mail log lists the real one, not this.
    const problems = await callApi('GET', '/api/admin/mail/problems', { token: adminToken });
    const listed = ((await problems.json()) as { data: { mails: { id: string }[] } }).data.mails.map((row) => row.id);
    expect(listed).toContain(`${id}-verify-email-1`);
    expect(listed).not.toContain(`${id}-verify-email-2`);

    // Either failed mail, sent again, would reach the old address: refused, and it stays as it was.
    for (const event of ['verify-email-1', 'verify-email-2']) {
      const again = await callApi('POST', `/api/admin/mail/${id}-${event}/resend`, { token: adminToken });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ success: false, error: mailToFormerAddress(mistyped) });
      expect(await delivery(event)).toBe('ERROR');
    }
    // The new address's link verifies.
    expect((await fetch(`${SITE_URL}/api${await receivedVerificationPath(right, id)}`)).ok).toBe(true);
  });

  it(`takes an address held by a registration never verified after ${RETENTION.unverifiedRegistrationDays} days, erasing that one, as registering does`, async () => {
    const address = uniqueEmail();
    const staleId = await registered(address);
    const id = await registered();
    await verifyEmailOf(id);
    const later = asOf(new Date((await suiteNow()).getTime() + (RETENTION.unverifiedRegistrationDays + 1) * DAY_MS));

    const response = await correct(id, { email: address }, later);
    expect(response.status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).get('email')).toBe(address);
    expect((await db.doc(`registrations/${staleId}`).get()).exists).toBe(false);
    expect((await db.doc(`erasures/${staleId}`).get()).get('cause')).toBe('unverified-expired');
    expect((await stateOf(id)).claims).toEqual([address.toLowerCase()]);
  });

  it('refuses an invalid address, the same one, one another registration has, and an unknown ID, changing nothing', async () => {
    const email = uniqueEmail();
    const id = await registered(email);
    const other = uniqueEmail();
    const otherId = await registered(other);
    const before = await stateOf(id);

    for (const [body, status, error] of [
      [{ email: 'not an address' }, 400, EMAIL_INVALID],
      [{ email: '' }, 400, EMAIL_INVALID],
      [{ email: 42 }, 400, EMAIL_INVALID],
      [{}, 400, EMAIL_INVALID],
      [{ email: `${'a'.repeat(250)}@example.org` }, 400, EMAIL_INVALID],
      [{ email: email.toUpperCase() }, 409, EMAIL_UNCHANGED],
      [{ email: other }, 409, emailTakenBy(otherId)],
      [{ email: ` ${other.toUpperCase()} ` }, 409, emailTakenBy(otherId)],
    ] as const) {
      const response = await correct(id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
    const unknown = await correct('ICEI25-0000-0000-00000', { email: uniqueEmail() });
    expect([unknown.status, await unknown.json()]).toEqual([404, { success: false, error: REGISTRATION_NOT_FOUND }]);
    expect(await stateOf(id)).toEqual(before);
  });

  it('two corrections of one registration at once are made one after the other: the last stands, and only its address is claimed', async () => {
    const id = await registered();
    adminToken = await signInAgain(adminToken);
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const answers = await Promise.all(
      [first, second].map((email) =>
        callApi('POST', `/api/admin/registrations/${id}/email`, { token: adminToken, json: { email } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const saved = String((await db.doc(`registrations/${id}`).get()).get('email'));
    expect([first, second]).toContain(saved);
    const claims = await db.collection('registrationEmails').where('registrationId', '==', id).get();
    expect(claims.docs.map((doc) => doc.id)).toEqual([saved]);
    // Both are in the audit, numbered in the order they were made: the one overtaken first.
    const corrections = await Promise.all(
      [1, 2].map(async (n) => (await db.doc(`registrations/${id}/audit/email-corrected-${n}`).get()).data()),
    );
    expect(corrections.map((entry) => entry?.detail.after)).toEqual(
      saved === first ? [second, first] : [first, second],
    );
  });
});
