// Paper IDs are plain IDs of the edition's pattern, and a certificate names only papers the
// organisers accepted when they have loaded the list. Alone: it replaces the accepted list
// (settings/accepted-papers), which the paper-coverage tests read too. What a certificate would
// say is read from the function's own code against the suite's data: this edition issues no
// certificate yet (certificates.icei-2025.test.ts), and one issued keeps the papers it was issued
// with (certificates.fixture-2031.test.ts); the PDF prints this sentence (certificate-pdf tests).
import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { acceptedAuthorWithoutPaper, PAPER_ID_FORMAT } from '../../functions/src/domain/messages';
import { paperKey } from '../../functions/src/domain/paper-id';
import { certificateWording } from '../../functions/src/domain/certificate';
import { passHolderOf, REGISTRANT } from '../../functions/src/domain/passes';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { certificateOf } from '../../functions/src/services/certificates';
import { getRegistration } from '../../functions/src/services/registrations';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { asOf, FIRST_DAY } from '../support/clock';
import { paidRegistration, participant, submitRegistration } from '../support/registration';
import { authorTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const AUTHOR = authorTier();
const ON_FIRST_DAY = asOf(venueInstant(FIRST_DAY, 10));
const SENTENCE = `${CONFERENCE.shortName}-7 and received the Best Paper Award.`;
const paperId = () => `${CONFERENCE.shortName}-${randomInt(100_000, 999_999)}`;
const squash = (text: string) => text.replace(/\s+/g, '');

const accepted = paperId();
const notAccepted = paperId();
let adminToken = '';
let authorId = '';
let listBefore: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  listBefore = (await db.doc('settings/accepted-papers').get()).data();
  authorId = await paidRegistration(
    { ...participant(), ...tierFields(AUTHOR), numPapers: 2, paperIds: [accepted, notAccepted] },
    { adminToken, referencePrefix: 'PAPERS' },
  );
  // As a record stored before paper IDs were checked would hold it.
  await db.doc(`registrations/${authorId}`).update({ paperIds: [accepted, notAccepted, SENTENCE] });
  const checkIn = await callApi('POST', '/api/admin/check-in', {
    token: adminToken,
    json: { registrationId: authorId },
    headers: ON_FIRST_DAY,
  });
  expect(checkIn.status).toBe(200);
});

afterAll(async () => {
  const list = db.doc('settings/accepted-papers');
  await (listBefore ? list.set(listBefore) : list.delete());
});

/** The sentence the registrant's certificate would print, as the function composes it now. */
async function certificateText(id = authorId): Promise<string> {
  const record = await getRegistration(id);
  const holder = record ? passHolderOf(record, REGISTRANT) : null;
  if (!record || !holder) throw new Error(`${id} has no registrant`);
  return squash(certificateWording(await certificateOf(record, holder)).statement);
}

describe('paper IDs', () => {
  it('are refused when they are not plain IDs of the edition’s pattern, and nothing is stored', async () => {
    const email = participant().email;
    const { status, body } = await submitRegistration({
      ...participant(email),
      ...tierFields(AUTHOR),
      numPapers: 1,
      paperIds: [SENTENCE],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: PAPER_ID_FORMAT });
    expect(PAPER_ID_FORMAT).toContain(`${CONFERENCE.shortName}-`);
    expect((await db.collection('registrations').where('email', '==', email).get()).size).toBe(0);
  });

  it('a certificate names only the accepted papers once the accepted list is loaded, never free text', async () => {
    const saved = await callApi('POST', '/api/admin/paper-coverage', {
      token: adminToken,
      json: { acceptedPaperIds: `${accepted.toLowerCase()}\n${paperId()}` },
    });
    expect(saved.status).toBe(200);
    const text = await certificateText();
    expect(text).toContain(squash(`and presented paper ${accepted.toLowerCase()}.`));
    expect(text).not.toContain(squash(notAccepted));
    expect(text).not.toContain('BestPaperAward');
  });

  it('without an accepted list a certificate names the plain IDs the registrant gave, never free text', async () => {
    await db.doc('settings/accepted-papers').delete();
    const text = await certificateText();
    expect(text).toContain(squash(`and presented papers ${accepted} and ${notAccepted}.`));
    expect(text).not.toContain('BestPaperAward');
  });
});

// Last: it erases the author's registration.
describe("an accepted list with its authors' e-mail addresses", () => {
  it('is refused whole when an address comes before any paper ID, and the list kept', async () => {
    const before = (await db.doc('settings/accepted-papers').get()).data();
    const refused = await callApi('POST', '/api/admin/paper-coverage', {
      token: adminToken,
      json: { acceptedPaperIds: `asha@example.org ${accepted}` },
    });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { success: false, error: acceptedAuthorWithoutPaper('asha@example.org') },
    ]);
    expect((await db.doc('settings/accepted-papers').get()).data()).toEqual(before);
  });

  it("prints a paper only on its authors' certificates, and forgets an author whose registration is erased", async () => {
    const email = String((await getRegistration(authorId))?.email);
    const other = await paidRegistration(
      { ...participant(), ...tierFields(AUTHOR), numPapers: 1, paperIds: [accepted] },
      { adminToken, referencePrefix: 'PAPERS' },
    );
    const saved = await callApi('POST', '/api/admin/paper-coverage', {
      token: adminToken,
      // As a paper system exports them: the ID, then its authors' addresses, in any case.
      json: { acceptedPaperIds: `${accepted} ${email.toUpperCase()}, someone@example.org\n${notAccepted}` },
    });
    expect(saved.status).toBe(200);
    expect(await certificateText()).toContain(squash(`and presented papers ${accepted} and ${notAccepted}.`));
    // Another registrant who names the same paper does not present it.
    expect(await certificateText(other)).not.toContain(squash(accepted));

    const erased = await callApi('POST', `/api/admin/registrations/${authorId}/erase`, {
      token: await signInAgain(adminToken),
      json: { reason: 'Asked by the author' },
    });
    expect(erased.status).toBe(200);
    const authors = (await db.doc('settings/accepted-papers').get()).get('authors') as Record<string, string[]>;
    expect(authors[paperKey(accepted)]).toEqual(['someone@example.org']);
  });
});
