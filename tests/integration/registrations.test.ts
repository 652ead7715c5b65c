// POST /api/registrations, GET /api/registrations/{id} and GET /api/verify/{token} through Hosting.
import { createHash } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import {
  IEEE_INACTIVE,
  IEEE_NUMBER_REQUIRED,
  INSTITUTE_REQUIRED,
  ONLY_PDF,
  PAPER_IDS_REQUIRED,
  PAPERS_MIN,
  PARTICIPANT_REQUIRED,
  STUDENTS_MIN,
  TIER_REQUIRED,
  paperIdRepeated,
  studentIeeeDuplicate,
  studentIncomplete,
} from '../../functions/src/domain/messages';
import { computeTotal } from '../../functions/src/domain/pricing';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION } from '../../functions/src/domain/retention';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { groupStudents, idCards, participant, PDF, submitRegistration, uniqueEmail } from '../support/registration';
import { suiteNow } from '../support/clock';
import { authorTier, groupTier, individualTier, tierFields } from '../support/tiers';

const app = suiteAdminApp();
const db = getFirestore(app);
const bucket = getStorage(app).bucket();
const ATTENDEE = individualTier({ ieee: false });
const OTHER_ATTENDEE = individualTier({ ieee: false, except: ATTENDEE });
const IEEE_TIER = individualTier({ ieee: true });
const IEEE_AUTHOR = authorTier({ ieee: true });
const AUTHOR = authorTier();
const GROUP = groupTier();

async function filesOf(id: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix: `registrations/${id}/` });
  return files.map((file) => file.name);
}

async function verificationLink(id: string): Promise<string> {
  const { text } = await sentMail(`mail/${id}-verify-email-1`);
  const link = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('no verification link in the mail');
  return link;
}

describe('registration', () => {
  // The first registration of the file, with a PDF, and its mail read as received: the mail sender's
  // first events start its workers, so 45 s, as erasure's (docs/development.md, "Timeouts and why").
  it('stores an author registration with the total the server computed, not the client’s', async () => {
    const email = uniqueEmail();
    const { status, body } = await submitRegistration(
      {
        ...participant(email),
        ...tierFields(IEEE_AUTHOR, ' 90000005 '),
        numPapers: 2,
        paperIds: ['101', '102'],
        totalAmount: 1,
      },
      { ieeeCert: { data: PDF, name: 'cert.pdf' } },
    );
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const id = String(body.id);
    expect(id.startsWith(`${REGISTRATION_ID_PREFIX}-`), id).toBe(true);

    const record = (await db.doc(`registrations/${id}`).get()).data();
    const expected = computeTotal({ registrationTier: IEEE_AUTHOR.id, numPapers: 2 }, await suiteNow()).total;
    expect(record?.totalAmount).toBe(expected);
    expect(record?.ieeeNumber).toBe('90000005');
    expect(record?.verified).toBe(false);
    expect(record?.paymentVerified).toBeUndefined();
    expect(await filesOf(id)).toHaveLength(1);
    const mail = await sentMail(`mail/${id}-verify-email-1`);
    expect(mail.to.map((to) => to.address)).toEqual([email]);
    expect(mail.text).toContain(`${SITE_URL}/verify/`);
  }, 45_000);

  it('records the version of the privacy notice shown, and its first mail links to the notice', async () => {
    const { status, body } = await submitRegistration({ ...participant(), ...tierFields(ATTENDEE) });
    expect(status).toBe(201);
    const id = String(body.id);

    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.privacyNotice).toBe(PRIVACY_NOTICE_VERSION);
    const mail = (await db.doc(`mail/${id}-verify-email-1`).get()).data();
    const link = `${SITE_URL}${PRIVACY_NOTICE_PATH}`;
    expect(mail?.message.text).toContain(`How we handle your personal data:\n${link}`);
    expect(mail?.message.html).toContain(`<a href="${link}">Privacy Notice</a>`);
  });

  it('prices a group per student, the IEEE rate only for numbers IEEE reports Active', async () => {
    const students = groupStudents(['90000010', '80000001', undefined, '12345678', undefined]);
    const { status, body } = await submitRegistration(
      {
        ...participant(),
        registrationTier: GROUP.id,
        instituteName: 'KLE Tech',
        numStudents: 5,
        students,
        totalAmount: 0,
      },
      idCards(5),
    );
    expect(status).toBe(201);
    const record = (await db.doc(`registrations/${String(body.id)}`).get()).data();
    expect(record?.students.map((s: { ieeeNumber?: string }) => s.ieeeNumber ?? null)).toEqual([
      '90000010',
      null,
      null,
      null,
      null,
    ]);
    expect(record?.totalAmount).toBe(GROUP.groupPerStudent.ieee + 4 * GROUP.groupPerStudent.nonIeee);
    expect(await filesOf(String(body.id))).toHaveLength(5);
  });

  it('refuses an IEEE tier whose number is not Active, and stores nothing', async () => {
    const email = uniqueEmail();
    const { status, body } = await submitRegistration({
      ...participant(email),
      ...tierFields(IEEE_TIER, '80000001'),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: IEEE_INACTIVE });
    expect((await db.doc(`registrationEmails/${email}`).get()).exists).toBe(false);
  });

  it.each([
    ['a missing field', { ...participant(), firstName: '' }, PARTICIPANT_REQUIRED],
    ['a group student without an ID card', null, studentIncomplete(5)],
  ])('refuses %s with the spec message', async (_label, override, message) => {
    const data = override
      ? { ...override, ...tierFields(ATTENDEE) }
      : {
          ...participant(),
          registrationTier: GROUP.id,
          instituteName: 'KLE Tech',
          numStudents: 5,
          students: groupStudents([undefined, undefined, undefined, undefined, undefined]),
          totalAmount: 0,
        };
    const files = override ? {} : Object.fromEntries(Object.entries(idCards(5)).slice(0, 4));
    const { status, body } = await submitRegistration(data, files);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message });
  });

  it('refuses an ID card that is named .pdf but is not one', async () => {
    const cards = idCards(5);
    cards['students[2].idCard'] = { data: Buffer.from('<html>not a pdf</html>'), name: 'card.pdf' };
    const { status, body } = await submitRegistration(
      {
        ...participant(),
        registrationTier: GROUP.id,
        instituteName: 'KLE Tech',
        numStudents: 5,
        students: groupStudents([undefined, undefined, undefined, undefined, undefined]),
        totalAmount: 0,
      },
      cards,
    );
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, error: ONLY_PDF });
  });

  it('sends a second registration for the same e-mail to the status page, and returns a retried one', async () => {
    const email = uniqueEmail();
    const data = { ...participant(email), ...tierFields(ATTENDEE), totalAmount: ATTENDEE.earlyBird };
    const first = await submitRegistration({ ...data, clientRequestId: 'request-0001' });
    const retried = await submitRegistration({ ...data, clientRequestId: 'request-0001' });
    expect(retried.body).toEqual({ success: true, id: first.body.id });
    const other = await submitRegistration({ ...data, email: email.toUpperCase(), verifyEmail: email.toUpperCase() });
    expect(other.status).toBe(409);
    expect(other.body.redirect).toBe(true);
    expect(other.body.success).toBe(false);
  });

  it('shows the public record without personal details, and 404 for an unknown id', async () => {
    const { body } = await submitRegistration({
      ...participant('asha.rao@example.org'.replace('asha', `asha${Date.now()}`)),
      ...tierFields(OTHER_ATTENDEE),
      nationalId: 'SECRET-ID',
    });
    const response = await fetch(`${SITE_URL}/api/registrations/${String(body.id)}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data.id).toBe(body.id);
    expect(data.verified).toBe(false);
    expect(data.registrationTier).toBe(OTHER_ATTENDEE.id);
    for (const hidden of ['nationalId', 'address', 'postcode', 'mobile', 'verificationTokenHash']) {
      expect(data).not.toHaveProperty(hidden);
    }
    expect(data.email).toMatch(/^a\*\*\*o@example\.org$/);

    const unknown = await fetch(`${SITE_URL}/api/registrations/${REGISTRATION_ID_PREFIX}-0000-0000-00000`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { success: boolean }).success).toBe(false);
  });

  it('verifies the e-mail by the mailed link, also on a second click, and refuses a forged one', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      ...tierFields(ATTENDEE),
    });
    const id = String(body.id);
    const token = (await verificationLink(id)).split('/verify/')[1];
    for (let click = 0; click < 2; click += 1) {
      const response = await fetch(`${SITE_URL}/api/verify/${token}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, id });
    }
    expect((await db.doc(`registrations/${id}`).get()).get('verified')).toBe(true);
    const audit = await db.collection(`registrations/${id}/audit`).get();
    expect(audit.docs.map((doc) => doc.id).sort()).toEqual(['created', 'email-verified']);

    const forged = await fetch(`${SITE_URL}/api/verify/${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { success: boolean }).success).toBe(false);
  });
});

describe('resending the verification mail', () => {
  it('queues a new link that works while the old one no longer does', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      ...tierFields(ATTENDEE),
    });
    const id = String(body.id);
    const oldToken = (await verificationLink(id)).split('/verify/')[1];
    const resend = await fetch(`${SITE_URL}/api/registrations/${id}/resend-verification`, {
      method: 'POST',
      headers: { origin: SITE_URL },
    });
    expect(resend.status).toBe(200);
    const text = (await sentMail(`mail/${id}-verify-email-2`)).text;
    const newToken = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(oldToken);
    expect((await fetch(`${SITE_URL}/api/verify/${oldToken}`)).status).toBe(404);
    expect((await fetch(`${SITE_URL}/api/verify/${newToken}`)).status).toBe(200);

    const again = await fetch(`${SITE_URL}/api/registrations/${id}/resend-verification`, {
      method: 'POST',
      headers: { origin: SITE_URL },
    });
    expect(again.status).toBe(409);
  });
});

// Five requests at once: the Functions emulator starts a process for each beyond its idle ones,
// slow beside the browser tests, so 90 s keeps it within a third of its timeout
// (docs/development.md, "Timeouts and why").
describe('a submission retried at the same moment', { timeout: 90_000 }, () => {
  it('gives every attempt the same single registration', async () => {
    const email = uniqueEmail();
    const data = {
      ...participant(email),
      ...tierFields(ATTENDEE),
      clientRequestId: `same-${Date.now()}`,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitRegistration(data)));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(answers.every((answer) => answer.body.success === true)).toBe(true);
    expect(ids.size).toBe(1);
    const stored = await db.collection('registrations').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    const [files] = await bucket.getFiles({ prefix: `registrations/${String([...ids][0])}/` });
    expect(files).toHaveLength(0);
  });
});

describe('every validation message of the spec, as the API returns it', () => {
  const group = (students: { name: string; idNumber: string; ieeeNumber?: string }[], extra = {}) => ({
    ...participant(),
    registrationTier: GROUP.id,
    instituteName: 'KLE Tech',
    numStudents: students.length,
    students,
    totalAmount: 0,
    ...extra,
  });
  const five = groupStudents([undefined, undefined, undefined, undefined, undefined]);

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { ...participant(), title: '', ...tierFields(ATTENDEE) }, PARTICIPANT_REQUIRED],
    ['no tier', { ...participant(), totalAmount: 0 }, TIER_REQUIRED],
    ['no IEEE number', { ...participant(), ...tierFields(IEEE_TIER, ' ') }, IEEE_NUMBER_REQUIRED],
    ['zero papers', { ...participant(), ...tierFields(AUTHOR), numPapers: 0, paperIds: [] }, PAPERS_MIN],
    [
      'an empty paper ID',
      {
        ...participant(),
        ...tierFields(AUTHOR),
        numPapers: 2,
        paperIds: ['1', ' '],
      },
      PAPER_IDS_REQUIRED,
    ],
    [
      'one paper entered twice (it would be charged twice)',
      {
        ...participant(),
        ...tierFields(AUTHOR),
        numPapers: 2,
        paperIds: ['142', ' 142 '],
      },
      paperIdRepeated(2, 1),
    ],
    ['no institute', group(five, { instituteName: '' }), INSTITUTE_REQUIRED],
    ['four students', group(five.slice(0, 4)), STUDENTS_MIN],
    ['a student without a name', group(five.map((s, i) => (i === 2 ? { ...s, name: '' } : s))), studentIncomplete(3)],
    [
      'a duplicate IEEE number',
      group(five.map((s, i) => (i === 1 || i === 3 ? { ...s, ieeeNumber: '90000020' } : s))),
      studentIeeeDuplicate(4),
    ],
  ])('%s', async (_label, data, message) => {
    const { status, body } = await submitRegistration(data, idCards(5));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message });
  });
});

describe('instants at rest', () => {
  // The function works with Dates; Firestore must still hold Timestamps, which TTL policies,
  // ordering and range queries need (a Date stored as a string or a map would silently break them).
  it('are stored as Firestore Timestamps on the registration, its audit entry and its token', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      ...tierFields(ATTENDEE),
    });
    const id = String(body.id);
    const record = await db.doc(`registrations/${id}`).get();
    expect(record.get('createdAt')).toBeInstanceOf(Timestamp);
    expect(record.get('updatedAt')).toBeInstanceOf(Timestamp);
    expect((await db.doc(`registrations/${id}/audit/created`).get()).get('at')).toBeInstanceOf(Timestamp);
    const token = (await verificationLink(id)).split('/verify/')[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const expiresAt = (await db.doc(`verificationTokens/${hash}`).get()).get('expiresAt') as Timestamp;
    expect(expiresAt).toBeInstanceOf(Timestamp);
    expect(expiresAt.toMillis()).toBeGreaterThan((await suiteNow()).getTime());
  });
});

describe('an expired verification link', () => {
  it('is refused and leaves the e-mail unverified', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      ...tierFields(ATTENDEE),
    });
    const id = String(body.id);
    const token = (await verificationLink(id)).split('/verify/')[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    // Eight days later, as far as the token knows.
    const dayAgo = (await suiteNow()).getTime() - 24 * 3600 * 1000;
    await db.doc(`verificationTokens/${hash}`).update({ expiresAt: Timestamp.fromMillis(dayAgo) });
    const response = await fetch(`${SITE_URL}/api/verify/${token}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    expect((await db.doc(`registrations/${id}`).get()).get('verified')).toBe(false);
  });
});
