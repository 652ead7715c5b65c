// Certificates of participation in an edition that names who signs them and its logos (the
// fictional fixture-2031): issued once per person under a number, mailed with a link to each
// certificate's page, checked there by anyone, refused as a page to a browser. The edition that
// does not name them yet refuses them: certificates.icei-2025.test.ts.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificatesSentSchema, certificateViewSchema } from '../../functions/src/domain/api/certificates';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { CERTIFICATE_FACTS, certificatePath, isCertificateCode } from '../../functions/src/domain/certificate';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { CERTIFICATE_CODE_MALFORMED, CERTIFICATE_UNKNOWN } from '../../functions/src/domain/messages';
import { CERTIFICATES_OPEN_ON, venueDate, venueInstant } from '../../functions/src/domain/venue-time';
import { mailsTo, sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callForFile as call } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { asOf, ON_FIRST_DAY } from '../support/clock';
import { passHolderOf } from '../../functions/src/domain/passes';
import { issueCertificate } from '../../functions/src/services/certificates';
import { getRegistration } from '../../functions/src/services/registrations';
import { pdfText } from '../support/pdf';
import { pdfSpans } from '../support/pdf-content';
import { decodeQr, drawnModules } from '../support/qr';
import { groupRegistration, idCards, keyed, linkKeyOf, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const AFTER_CONFERENCE = asOf(venueInstant(CERTIFICATES_OPEN_ON, 10));
const squash = (text: string) => text.replace(/\s+/g, '');
const students = ['Lena Vogt', 'Jonas Weber', 'Mira Schulz', 'Paul Krüger', 'Ida Brandt'].map((name, index) => ({
  name,
  idNumber: `CF-${index + 1}`,
}));

let adminToken = '';
let soloId = '';
let groupId = '';
let soloEmail = '';

/** The certificate links a registration's certificate mail holds, by the name each is listed under. */
async function mailedLinks(registrationId: string): Promise<string[]> {
  const text = (await sentMail(`mail/${registrationId}-certificate`)).text;
  return [...text.matchAll(/https?:\/\/\S+?\/certificates\/[0-9A-Z-]+/g)].map((match) => match[0]);
}

const codeOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

beforeAll(async () => {
  expect(CERTIFICATE_FACTS.complete, 'this edition names its signatories and logos').toBe(true);
  adminToken = await idTokenFor({ admin: true });
  const registration = (data: Record<string, unknown>, files = {}) =>
    paidRegistration(data, { files, adminToken, referencePrefix: 'CERT' });
  const solo = participant();
  soloEmail = solo.email;
  [soloId, groupId] = await Promise.all([
    registration({ ...solo, ...tierFields(individualTier({ ieee: false })) }),
    registration(groupRegistration(students, 'Civic School of Computing'), idCards(students.length)),
  ]);
  const checkIn = (json: Record<string, unknown>) =>
    call('POST', '/api/admin/check-in', { token: adminToken, json, headers: ON_FIRST_DAY });
  for (const json of [
    { registrationId: soloId },
    { registrationId: groupId, person: 'student-1' },
    { registrationId: groupId, person: 'student-3' },
  ]) {
    expect((await checkIn(json)).status).toBe(200);
  }
});

describe('certificates of participation, once the edition names who signs them', () => {
  it('are mailed once per registration, each linking the page that checks its number', async () => {
    const first = await call('POST', '/api/admin/certificates/send', { token: adminToken, headers: AFTER_CONFERENCE });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // Exactly its schema (api-contract.test.ts covers the other routes, in the default edition).
    expect(dataBody(certificatesSentSchema).parse(first.json)).toEqual(first.json);
    expect(dataBody(certificatesSentSchema).parse(first.json).data.sent).toBeGreaterThanOrEqual(2);
    // Sent again, none of those goes out twice. The browser tests, which run beside these, may
    // have checked someone else in meanwhile: their mail is not this test's to count.
    const again = await call('POST', '/api/admin/certificates/send', { token: adminToken, headers: AFTER_CONFERENCE });
    const { sent, alreadySent } = dataBody(certificatesSentSchema).parse(first.json).data;
    expect(dataBody(certificatesSentSchema).parse(again.json).data.alreadySent).toBeGreaterThanOrEqual(
      sent + alreadySent,
    );
    await sentMail(`mail/${soloId}-certificate`);
    const certificateMails = (await mailsTo(soloEmail)).filter((mail) => mail.text.includes('/certificates/'));
    expect(certificateMails).toHaveLength(1);

    const [solo, ...others] = await mailedLinks(soloId);
    expect(others).toEqual([]);
    expect(isCertificateCode(codeOf(solo ?? ''))).toBe(true);
    // The group's coordinator was not checked in: only the two students who were get one.
    const groupText = (await sentMail(`mail/${groupId}-certificate`)).text;
    const groupLinks = await mailedLinks(groupId);
    expect(groupLinks).toHaveLength(2);
    expect(groupText).toContain(`Lena Vogt: ${groupLinks[0]}`);
    expect(groupText).toContain(`Mira Schulz: ${groupLinks[1]}`);
    expect(groupText).not.toContain('Jonas Weber');
  });

  it('a number confirms to anyone to whom it was issued and for what', async () => {
    const [link = ''] = await mailedLinks(groupId);
    const code = codeOf(link);
    const view = await call('GET', `/api/certificates/${code}`);
    expect(view.status, JSON.stringify(view.json)).toBe(200);
    const data = dataBody(certificateViewSchema).parse(view.json).data;
    expect(data).toMatchObject({ code, name: 'Lena Vogt', organization: 'Civic School of Computing' });
    expect(data.statement).toContain(CONFERENCE.name);
    expect(data.issuedOn).toBe(venueDate(venueInstant(CERTIFICATES_OPEN_ON, 10)));
    // Only what the certificate prints leaves the server.
    expect(Object.keys(data).sort()).toEqual(['code', 'issuedOn', 'name', 'organization', 'statement', 'title']);
  });

  it('prints its number, its signatories and a QR code that reads back as the page checking it', async () => {
    const [link = ''] = await mailedLinks(soloId);
    const code = codeOf(link);
    const answer = await call('GET', `/api/certificates/${code}/certificate.pdf`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.type).toMatch(/^application\/pdf/);
    const text = squash(await pdfText(answer.bytes()));
    expect(text).toContain(squash(`Certificate No. ${code}`));
    // Named and filled by its number alone: posted online, it leads to no registration.
    expect(answer.disposition).toBe(`attachment; filename="certificate-${code}.pdf"`);
    expect(text).not.toContain(squash(soloId));
    if (!CERTIFICATE_FACTS.complete) throw new Error('unreachable: checked before all');
    for (const signatory of CERTIFICATE_FACTS.signatories) expect(text).toContain(squash(signatory.name));
    const [qr] = (await pdfSpans(answer.bytes())).flat().filter((span) => span.alt?.startsWith('QR code'));
    expect(decodeQr(drawnModules(qr?.rects ?? []))).toBe(link);
  });

  // Five PDFs at once: each request a process of the emulator's, which loads the fonts for its first
  // PDF (docs/development.md, "Timeouts and why").
  it(
    'is issued once per person: the status page, the mail and many requests at once give one number',
    { timeout: 90_000 },
    async () => {
      const [link = ''] = await mailedLinks(soloId);
      const path = keyed(`/api/registrations/${soloId}/certificate.pdf`, await linkKeyOf(soloId, AFTER_CONFERENCE));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('GET', path, { headers: AFTER_CONFERENCE })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(squash(await pdfText(answer.bytes()))).toContain(squash(`Certificate No. ${codeOf(link)}`));
      }
      const issued = await db.collection('certificates').where('registrationId', '==', soloId).get();
      expect(issued.size).toBe(1);
    },
  );

  it('an unknown or malformed number is refused in words, and a browser opening a refused PDF lands on the page', async () => {
    const unknown = await call('GET', '/api/certificates/0000-0000-0000-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, error: CERTIFICATE_UNKNOWN });
    for (const code of ['x', '0000-0000-0000-000I', '<script>', 'A'.repeat(300)]) {
      const malformed = await call('GET', `/api/certificates/${encodeURIComponent(code)}`);
      expect(malformed.status, code).toBe(400);
      expect(malformed.json).toEqual({ success: false, error: CERTIFICATE_CODE_MALFORMED });
      const pdf = await call('GET', `/api/certificates/${encodeURIComponent(code)}/certificate.pdf`);
      expect(pdf.status, code).toBe(400);
      expect(pdf.json).toEqual({ success: false, error: CERTIFICATE_CODE_MALFORMED });
    }
    const fetched = await call('GET', '/api/certificates/0000-0000-0000-0000/certificate.pdf');
    expect(fetched.status).toBe(404);
    const opened = await call('GET', '/api/certificates/0000-0000-0000-0000/certificate.pdf', {
      headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' },
    });
    expect(opened.status).toBe(303);
    expect(opened.location).toBe(certificatePath('0000-0000-0000-0000'));
  });

  it("an erasure on request takes the registration's certificates; their numbers then confirm nothing", async () => {
    const [link = ''] = await mailedLinks(soloId);
    const erase = await call('POST', `/api/admin/registrations/${soloId}/erase`, {
      token: await signInAgain(adminToken),
      json: { reason: 'Asked by the registrant.' },
    });
    expect(erase.status, JSON.stringify(erase.json)).toBe(200);
    expect((await db.collection('certificates').where('registrationId', '==', soloId).get()).size).toBe(0);
    expect((await call('GET', `/api/certificates/${codeOf(link)}`)).status).toBe(404);
  });

  it('a name corrected after it was issued: its number confirms the corrected name, and no other changes', async () => {
    const [lena = '', mira = ''] = await mailedLinks(groupId);
    const record = (await db.doc(`registrations/${groupId}`).get()).data() ?? {};
    const registrant = { title: record.title, firstName: record.firstName, lastName: record.lastName };
    const corrected = await call('POST', `/api/admin/registrations/${groupId}/name`, {
      token: adminToken,
      json: {
        ...registrant,
        organization: record.organization,
        studentNames: students.map((student) => (student.name === 'Mira Schulz' ? 'Mira Schultz' : student.name)),
      },
    });
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
    expect(corrected.json).toMatchObject({ data: { certificatesUpdated: 1 } });
    const view = async (link: string) =>
      dataBody(certificateViewSchema).parse((await call('GET', `/api/certificates/${codeOf(link)}`)).json).data;
    expect(await view(mira)).toMatchObject({ code: codeOf(mira), name: 'Mira Schultz' });
    expect(await view(lena)).toMatchObject({ code: codeOf(lena), name: 'Lena Vogt' });
    const pdf = await call('GET', `/api/certificates/${codeOf(mira)}/certificate.pdf`);
    expect(squash(await pdfText(pdf.bytes()))).toContain(squash('Mira Schultz'));
    // The registrant is told, with the corrected certificate's page: the one renamed, and no other.
    const told = (await sentMail(`mail/${groupId}-name-corrected-1`)).text;
    expect(told).toContain(`Mira Schultz: ${mira}`);
    expect(told).not.toContain(codeOf(lena));
  });

  it('first issued from a copy of the registration read before a name correction, it takes the corrected name', async () => {
    // Jonas Weber, checked in now, has no certificate yet; a request read his registration just
    // before an administrator corrected his name, and issues it just after.
    const checkIn = await call('POST', '/api/admin/check-in', {
      token: adminToken,
      json: { registrationId: groupId, person: 'student-2' },
      headers: ON_FIRST_DAY,
    });
    expect(checkIn.status, JSON.stringify(checkIn.json)).toBe(200);
    const before = await getRegistration(groupId);
    const holder = before && passHolderOf(before, 'student-2');
    if (!before || !holder) throw new Error(`${groupId} has no student 2`);
    expect(holder.name).toBe('Jonas Weber');
    const corrected = await call('POST', `/api/admin/registrations/${groupId}/name`, {
      token: adminToken,
      json: {
        title: before.title,
        firstName: before.firstName,
        lastName: before.lastName,
        organization: before.organization,
        studentNames: before.students?.map((student) =>
          student.name === 'Jonas Weber' ? 'Jonas Weber-Lang' : student.name,
        ),
      },
    });
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
    expect(corrected.json).toMatchObject({ data: { certificatesUpdated: 0 } });

    const issued = await issueCertificate(before, holder);
    expect(issued.name).toBe('Jonas Weber-Lang');
    const view = await call('GET', `/api/certificates/${issued.code}`);
    expect(dataBody(certificateViewSchema).parse(view.json).data).toMatchObject({ name: 'Jonas Weber-Lang' });
  });
});
