// The conference's PDFs through the API: the payment acknowledgement
// carries the registrant's pass, administrators print badges for verified registrations, and after
// the conference everyone checked in is counted for a certificate of participation and listed on
// the status page. Check-ins and the certificates' calls are put at their moments with X-Suite-Now.
// Issuing them depends on the edition naming who signs them:
// certificates.fixture-2031.test.ts (it does) and certificates.icei-2025.test.ts (it does not yet).
import { beforeAll, describe, expect, it } from 'vitest';
import { certificatesStatusSchema } from '../../functions/src/domain/api/certificates';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { CERTIFICATE_FACTS } from '../../functions/src/domain/certificate';
import { CONFERENCE } from '../../functions/src/domain/conference';
import {
  badgesNotVerified,
  BADGE_IDS_INVALID,
  BADGES_TOO_MANY,
  CERTIFICATE_NOT_CHECKED_IN,
  CERTIFICATE_NOT_YET,
  CERTIFICATES_NOT_YET,
  NOT_AN_ADMINISTRATOR,
  NOT_PRINTABLE,
  REGISTRANT_LINK_NEEDED,
} from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { publicRegistrationSchema } from '../../functions/src/domain/registration-view';
import { CERTIFICATES_OPEN_ON, venueInstant } from '../../functions/src/domain/venue-time';
import { PASS_QR_CAPTION } from '../../functions/src/services/receipt-pdf';
import { sentMail } from '../support/inbox';
import { callForFile } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, LAST_DAY, ON_FIRST_DAY } from '../support/clock';
import { pdfPageTexts, pdfText } from '../support/pdf';
import { pdfSpans } from '../support/pdf-content';
import { decodeQr, drawnModules } from '../support/qr';
import {
  heldLinkKey,
  idCards,
  keyed,
  paidRegistration,
  participant,
  submitRegistration,
  type Files,
} from '../support/registration';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { authorTier, groupTier, individualTier, tierFields } from '../support/tiers';

const GROUP = groupTier();
/** 23:00 at the venue on the last conference day: not over yet. */
const LAST_EVENING = asOf(venueInstant(LAST_DAY, 23));
/** 10:00 at the venue the day after: certificates can be sent. */
const AFTER_CONFERENCE = asOf(venueInstant(CERTIFICATES_OPEN_ON, 10));
const squash = (text: string) => text.replace(/\s+/g, '');

const STUDENT_NAMES = ['Meera Kulkarni', 'Rohan Desai', 'Kavya Patil', 'Arjun Hegde', 'Nisha Joshi'];
const students = STUDENT_NAMES.map((name, index) => ({ name, idNumber: `CP-${index + 1}` }));

let adminToken = '';
let staffToken = '';
let authorId = '';
let groupId = '';
let unpaidId = '';

const call = callForFile;

/** A registration with its proof uploaded, and its payment verified unless `verify: false`. */
const registration = (data: Record<string, unknown>, options: { files?: Files; verify?: boolean } = {}) =>
  paidRegistration(data, { ...options, adminToken, referencePrefix: 'PDFS' });

/** The pass links mailed when the payment was verified: the registrant's first. */
async function passUrlsOf(id: string): Promise<string[]> {
  const text = (await sentMail(`mail/${id}-payment-verified-1`)).text;
  return [...text.matchAll(/https?:\/\/\S+?\/pass\/[A-Za-z0-9_-]{22}\b/g)].map((match) => match[0]);
}

const checkIn = (json: Record<string, unknown>) =>
  call('POST', '/api/admin/check-in', { token: adminToken, json, headers: ON_FIRST_DAY });

beforeAll(async () => {
  [adminToken, staffToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  [authorId, groupId, unpaidId] = await Promise.all([
    registration({ ...participant(), ...tierFields(authorTier()) }),
    registration(
      {
        ...participant(),
        registrationTier: GROUP.id,
        instituteName: 'KLE Technological University',
        numStudents: students.length,
        students,
        totalAmount: 0,
      },
      { files: idCards(students.length) },
    ),
    registration({ ...participant(), ...tierFields(individualTier({ ieee: false })) }, { verify: false }),
  ]);
});

describe('the payment acknowledgement', () => {
  it("carries the registrant's entry pass as a QR code that reads back as the pass link", async () => {
    const answer = await call('GET', keyed(`/api/registrations/${authorId}/receipt.pdf`, await heldLinkKey(authorId)));
    expect(answer.status).toBe(200);
    expect(squash(await pdfText(answer.bytes()))).toContain(squash(PASS_QR_CAPTION));
    const [passUrl = ''] = await passUrlsOf(authorId);
    expect(passUrl).toMatch(/\/pass\//);
    const codes = (await pdfSpans(answer.bytes())).flat().filter((span) => span.alt?.startsWith('QR code'));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.alt).toBe(`QR code of the pass: ${passUrl}`);
    expect(decodeQr(drawnModules(codes[0]?.rects ?? []))).toBe(passUrl);
  });
});

describe('badges', () => {
  it('prints one badge per person of the registrations named: the registrant, a group’s coordinator and each student', async () => {
    const answer = await call('POST', '/api/admin/badges.pdf', {
      token: adminToken,
      json: { registrationIds: [authorId, groupId] },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.type).toMatch(/^application\/pdf/);
    const fileName = `badges-${CONFERENCE.shortTitle.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
    expect(answer.disposition).toBe(`attachment; filename="${fileName}"`);
    const text = squash((await pdfPageTexts(answer.bytes())).join('\n'));
    // Two registrants named Asha Rao (the author and the coordinator) and five students.
    expect(text.split(squash('Asha Rao')).length - 1).toBe(2);
    for (const name of STUDENT_NAMES) expect(text).toContain(squash(name));
    expect(text).toContain('KLETechnologicalUniversity');
    const codes = (await pdfSpans(answer.bytes())).flat().filter((span) => span.alt?.startsWith('QR code'));
    expect(codes).toHaveLength(2 + STUDENT_NAMES.length);
    const passUrls = [...(await passUrlsOf(authorId)), ...(await passUrlsOf(groupId))];
    expect(codes.map((code) => decodeQr(drawnModules(code.rects)))).toEqual(passUrls);
  });

  it('without a list prints every verified registration, these among them', async () => {
    const answer = await call('POST', '/api/admin/badges.pdf', { token: adminToken, json: {} });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const text = squash((await pdfPageTexts(answer.bytes())).join('\n'));
    for (const name of STUDENT_NAMES) expect(text).toContain(squash(name));
  });

  it('refuses a registration whose payment is not verified, naming it', async () => {
    const answer = await call('POST', '/api/admin/badges.pdf', {
      token: adminToken,
      json: { registrationIds: [authorId, unpaidId] },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ success: false, error: badgesNotVerified([unpaidId]) });
  });

  it('refuses more than 500 IDs, or one that is not an ID, before reading any', async () => {
    const many = Array.from({ length: 501 }, () => authorId);
    const tooMany = await call('POST', '/api/admin/badges.pdf', { token: adminToken, json: { registrationIds: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toEqual({ success: false, error: BADGES_TOO_MANY });
    const odd = await call('POST', '/api/admin/badges.pdf', {
      token: adminToken,
      json: { registrationIds: [`${REGISTRATION_ID_PREFIX}/x`] },
    });
    expect(odd.status).toBe(400);
    expect(odd.json).toEqual({ success: false, error: BADGE_IDS_INVALID });
  });

  it('is for administrators only: check-in staff are refused', async () => {
    const answer = await call('POST', '/api/admin/badges.pdf', { token: staffToken, json: {} });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ success: false, error: NOT_AN_ADMINISTRATOR });
  });

  it('answers 422 naming the registration and the characters for a name no font prints', async () => {
    // Such a name is refused where it is typed now (domain/schema-helpers.ts, isPrintable); a record
    // from before that rule still holds one, as written here.
    const refused = await submitRegistration({ ...participant(), firstName: 'தமிழ்', ...tierFields(authorTier()) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(NOT_PRINTABLE);
    const tamilId = await registration({ ...participant(), ...tierFields(authorTier()) });
    await getFirestore(suiteAdminApp()).doc(`registrations/${tamilId}`).update({ firstName: 'தமிழ்' });
    const answer = await call('POST', '/api/admin/badges.pdf', {
      token: adminToken,
      json: { registrationIds: [authorId, tamilId] },
    });
    expect(answer.status).toBe(422);
    const error = String(answer.json?.error);
    expect(error).toContain(tamilId);
    expect(error).toContain('த');
    expect(error).not.toContain(authorId);
    // Back under verification, so that no later request for every verified registration meets it.
    expect(
      (await call('POST', `/api/verify/undo-verification/${tamilId}`, { token: adminToken, json: {} })).status,
    ).toBe(200);
  });
});

// How many registrations the page counts for a certificate is in admin-stats.alone.test.ts: the
// browser tests check people in beside these.
describe('certificates of participation', () => {
  it('cannot be sent before the last conference day has ended, saying from which day', async () => {
    const status = await call('GET', '/api/admin/certificates', { token: adminToken, headers: LAST_EVENING });
    expect(status.status).toBe(200);
    const data = dataBody(certificatesStatusSchema).parse(status.json).data;
    expect(data).toMatchObject({ opensOn: CERTIFICATES_OPEN_ON, open: false });

    const send = await call('POST', '/api/admin/certificates/send', { token: adminToken, headers: LAST_EVENING });
    expect(send.status).toBe(403);
    expect(send.json).toEqual({ success: false, error: CERTIFICATES_NOT_YET });
    expect(CERTIFICATES_NOT_YET).toContain('after the conference');
  });

  it('opens once the conference is over, and says what the edition lacks', async () => {
    expect((await checkIn({ registrationId: authorId })).status).toBe(200);
    expect((await checkIn({ registrationId: groupId, person: 'student-2' })).status).toBe(200);

    const status = await call('GET', '/api/admin/certificates', { token: adminToken, headers: AFTER_CONFERENCE });
    const data = dataBody(certificatesStatusSchema).parse(status.json).data;
    expect(data.open).toBe(true);
    expect(data.missing).toEqual(CERTIFICATE_FACTS.complete ? [] : CERTIFICATE_FACTS.missing);
  });

  it("lists on a registration's public view the persons who attended, each with a certificate, and nobody else", async () => {
    // As the registrant sees it, through the mailed link.
    const asRegistrant = async (id: string, headers: Record<string, string>) =>
      call('GET', keyed(`/api/registrations/${id}`, await heldLinkKey(id, headers)), { headers });
    const before = await asRegistrant(groupId, LAST_EVENING);
    expect(dataBody(publicRegistrationSchema).parse(before.json).data.certificates).toBeUndefined();
    const after = await asRegistrant(groupId, AFTER_CONFERENCE);
    expect(dataBody(publicRegistrationSchema).parse(after.json).data.certificates).toEqual({
      ready: CERTIFICATE_FACTS.complete,
      persons: [{ person: 'student-2', name: 'Rohan Desai' }],
    });
    const nobody = await asRegistrant(unpaidId, AFTER_CONFERENCE);
    expect(dataBody(publicRegistrationSchema).parse(nobody.json).data.certificates).toBeUndefined();
  });

  it('a student never checked in has none', async () => {
    const key = await heldLinkKey(groupId, AFTER_CONFERENCE);
    const absent = await call('GET', keyed(`/api/registrations/${groupId}/certificate.pdf?person=student-1`, key), {
      headers: AFTER_CONFERENCE,
    });
    expect(absent.status).toBe(409);
    expect(absent.json).toEqual({ success: false, error: CERTIFICATE_NOT_CHECKED_IN });
  });

  it('is not available before the conference has ended, nor without the link of a registration of ours', async () => {
    const key = await heldLinkKey(authorId, LAST_EVENING);
    const early = await call('GET', keyed(`/api/registrations/${authorId}/certificate.pdf`, key), {
      headers: LAST_EVENING,
    });
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ success: false, error: CERTIFICATE_NOT_YET });
    const unknown = await call('GET', `/api/registrations/${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ/certificate.pdf`, {
      headers: AFTER_CONFERENCE,
    });
    expect(unknown.status).toBe(403);
    expect(unknown.json).toEqual({ success: false, error: REGISTRANT_LINK_NEEDED });
  });
});
