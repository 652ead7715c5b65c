// Sponsors' codes through the API: a sponsor recorded with its package's free registrations as
// codes, which work once its payment is verified; a code in a registration makes it complimentary
// (admitted with its passes once the address is verified, nothing to pay, no invoice) or priced at
// the sponsor rate (paid as any other); one code makes one registration however many try it at
// once; codes at the sponsor rate are added, unused ones withdrawn, and a code used by a
// registration erased before its address was verified is given back.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SponsorView } from '../../functions/src/domain/api/sponsors';
import { TAX } from '../../functions/src/domain/conference';
import { MAX_SPONSOR_RATE_CODES_AT_ONCE } from '../../functions/src/domain/limits';
import {
  COMPLIMENTARY_NO_PAYMENT,
  COMPLIMENTARY_NOTHING_TO_PAY,
  SPONSOR_CODE_COUNT_INVALID,
  SPONSOR_CODE_FORMAT,
  SPONSOR_CODE_IN_USE,
  SPONSOR_CODE_NOT_FOUND,
  SPONSOR_CODE_NOT_YET,
  SPONSOR_CODE_REVOKED,
  SPONSOR_CODE_TIER,
  SPONSOR_CODE_UNKNOWN,
  SPONSOR_CODE_USED,
} from '../../functions/src/domain/messages';
import { sponsorRateWithTax } from '../../functions/src/domain/sponsor-codes';
import { PAPER_ID_RULE } from '../../functions/src/domain/paper-id';
import { SPONSORSHIP } from '../../functions/src/domain/sponsorship';
import { venueDate } from '../../functions/src/domain/venue-time';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { suiteNow } from '../support/clock';
import { pdfPageTexts } from '../support/pdf';
import {
  participant,
  submitRegistration,
  uniqueEmail,
  uploadProofFor,
  verifyEmailOf,
  verifyPayment,
  heldLinkKey,
  keyed,
} from '../support/registration';
import { authorTier, individualTier } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const sponsorship = SPONSORSHIP;
if (!sponsorship) throw new Error('The edition under test sells sponsorship (edition.ts).');
const pack = sponsorship.packages.find((candidate) => candidate.freeRegistrations >= 2);
if (!pack) throw new Error('The edition sells no package with two free registrations.');
const rate = sponsorRateWithTax(sponsorship.extraRegistration, TAX.ratePercent);
const attendee = individualTier({ ieee: false });

const post = (path: string, json?: unknown) =>
  callApi('POST', path, { token: adminToken, ...(json === undefined ? {} : { json }) });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const sponsorOf = async (response: Response) =>
  ((await response.json()) as { data: { sponsor: SponsorView } }).data.sponsor;
const lookUp = (code: string) => callApi('GET', `/api/sponsor-codes/${encodeURIComponent(code)}`);

async function recordSponsor(): Promise<SponsorView> {
  const response = await post('/api/admin/sponsors', {
    organisation: { name: 'Tunga Robotics Pvt Ltd', address: '5 Tech Park\nDharwad 580011', stateCode: '29' },
    level: pack?.level,
    contact: { name: 'Nandini Hegde', email: 'nandini@tunga.example.com' },
  });
  expect(response.status).toBe(201);
  return sponsorOf(response);
}

async function paidSponsor(): Promise<SponsorView> {
  const sponsor = await recordSponsor();
  const today = venueDate(await suiteNow());
  const paid = await post(`/api/admin/sponsors/${sponsor.id}/payment`, { reference: `UTR-${sponsor.id}`, date: today });
  expect(paid.status).toBe(200);
  return sponsor;
}

const unusedCodes = (sponsor: SponsorView, kind: 'complimentary' | 'sponsor-rate') =>
  sponsor.codes.filter((code) => code.kind === kind && !code.usedBy && !code.revoked).map((code) => code.code);

function registrationWith(code: string, options: { email?: string; tier?: string; billing?: unknown } = {}) {
  return submitRegistration({
    ...participant(options.email ?? uniqueEmail()),
    registrationTier: options.tier ?? attendee.id,
    totalAmount: 0,
    sponsorCode: code,
    ...(options.billing ? { billing: options.billing } : {}),
  });
}

/** An institution to invoice, as the wizard's "Invoice to my institution" sends it. */
const INSTITUTION = { name: 'Karnatak University', address: 'Pavate Nagar\nDharwad 580003', stateCode: '29' };

describe("a sponsor's codes", () => {
  it("are made with the sponsor, one per free registration of its package, each distinct and unused, and work once the sponsor's payment is verified", async () => {
    const sponsor = await recordSponsor();
    const codes = sponsor.codes.map((code) => code.code);
    expect(codes).toHaveLength(pack.freeRegistrations);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of sponsor.codes) {
      expect(code).toMatchObject({ kind: 'complimentary', usedBy: null, usedAt: null, revoked: null });
      expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    }
    const [first = ''] = codes;
    const early = await lookUp(first);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(SPONSOR_CODE_NOT_YET);

    const today = venueDate(await suiteNow());
    expect((await post(`/api/admin/sponsors/${sponsor.id}/payment`, { reference: 'UTR-C1', date: today })).status).toBe(
      200,
    );
    // Typed as people type: lower case, no hyphens, an O for a zero and an L for a one.
    const typed = first.toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'l');
    const found = await lookUp(typed);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: unknown }).data).toEqual({
      sponsorCode: {
        code: first,
        kind: 'complimentary',
        organisation: 'Tunga Robotics Pvt Ltd',
        level: pack.level,
        amount: 0,
      },
    });
  });

  it('are refused as not ours when they cannot be one or were never made', async () => {
    for (const [code, status, message] of [
      ['ABCD', 400, SPONSOR_CODE_FORMAT],
      ['UUUU-UUUU-UUUU-UUUU', 400, SPONSOR_CODE_FORMAT],
      ['0000-0000-0000-0000', 404, SPONSOR_CODE_UNKNOWN],
    ] as const) {
      const response = await lookUp(code);
      expect(response.status, code).toBe(status);
      expect(await errorOf(response)).toBe(message);
    }
  });

  it('at the sponsor rate are added by the count asked, within the limit, and price a registration at that rate to be paid as any other', async () => {
    const sponsor = await paidSponsor();
    for (const count of [0, MAX_SPONSOR_RATE_CODES_AT_ONCE + 1, 1.5, '2']) {
      const refused = await post(`/api/admin/sponsors/${sponsor.id}/codes`, { count });
      expect(refused.status, String(count)).toBe(400);
      expect(await errorOf(refused)).toBe(SPONSOR_CODE_COUNT_INVALID);
    }
    const added = await sponsorOf(await post(`/api/admin/sponsors/${sponsor.id}/codes`, { count: 2 }));
    const extra = unusedCodes(added, 'sponsor-rate');
    expect(extra).toHaveLength(2);
    // The package's codes still come first.
    expect(added.codes.map((code) => code.kind)).toEqual([
      ...Array<string>(pack.freeRegistrations).fill('complimentary'),
      'sponsor-rate',
      'sponsor-rate',
    ]);

    const { status, body } = await registrationWith(extra[0] ?? '');
    expect(status).toBe(201);
    const id = String(body.id);
    const stored = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    expect(stored.totalAmount).toBe(rate);
    expect(stored.pricing.lines).toEqual([
      {
        label: 'Registration at the sponsor rate (Tunga Robotics Pvt Ltd)',
        quantity: 1,
        unitPrice: rate,
        amount: rate,
      },
    ]);
    expect(stored.sponsorCode).toEqual({
      code: extra[0],
      sponsorId: sponsor.id,
      kind: 'sponsor-rate',
      organisation: 'Tunga Robotics Pvt Ltd',
      level: pack.level,
    });
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, `UTR-RATE-${id}`)).toBe(200);
    expect((await verifyPayment(id, adminToken)).status).toBe(200);
    const view = (await (await callApi('GET', `/api/registrations/${id}`)).json()) as { data: Record<string, unknown> };
    expect(view.data).toMatchObject({
      paymentVerified: true,
      totalAmount: rate,
      sponsored: { organisation: 'Tunga Robotics Pvt Ltd', level: pack.level, kind: 'sponsor-rate' },
    });
  });
});

describe('a complimentary registration', () => {
  it('costs nothing, is admitted with its pass once its address is verified, has nothing to pay or invoice, and uses its code up', async () => {
    const sponsor = await paidSponsor();
    const [code = ''] = unusedCodes(sponsor, 'complimentary');
    // Asked to invoice an institution: never invoiced, it keeps no one to invoice.
    const { status, body } = await registrationWith(code, { billing: INSTITUTION });
    expect(status).toBe(201);
    const id = String(body.id);
    const created = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    expect(created.totalAmount).toBe(0);
    expect(created.paymentVerified).toBeUndefined();
    expect(created.billing).toBeUndefined();
    const billed = await callApi('POST', keyed(`/api/registrations/${id}/billing`, await heldLinkKey(id)), {
      json: { billing: INSTITUTION },
    });
    expect(billed.status).toBe(409);
    expect(await errorOf(billed)).toBe(COMPLIMENTARY_NOTHING_TO_PAY);

    await verifyEmailOf(id);
    const admitted = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    expect(admitted).toMatchObject({ verified: true, paymentVerified: true, paymentVerifications: 1 });
    const passes = await db.collection('passes').where('registrationId', '==', id).get();
    expect(passes.size).toBe(1);
    // As delivered: a keyed link leaves the stored copy once it is, so that copy could not show one.
    const mail = await sentMail(`mail/${id}-payment-verified-1`);
    expect(mail.text).toContain('There is nothing to pay.');
    expect(mail.text).not.toContain('/invoice');
    // A second click on the link changes nothing.
    await verifyEmailOf(id);
    expect((await db.collection('passes').where('registrationId', '==', id).get()).size).toBe(1);
    // Its badge says whom its holder represents, whatever the tier.
    const badges = await post('/api/admin/badges.pdf', { registrationIds: [id] });
    expect(badges.status).toBe(200);
    const badge = (await pdfPageTexts(new Uint8Array(await badges.arrayBuffer()))).join('').replace(/\s+/g, '');
    expect(badge).toContain('AshaRaoIITDharwadSponsor');

    const key = await heldLinkKey(id);
    const view = (await (await callApi('GET', keyed(`/api/registrations/${id}`, key))).json()) as {
      data: Record<string, unknown>;
    };
    expect(view.data).toMatchObject({
      totalAmount: 0,
      paymentVerified: true,
      sponsored: { organisation: 'Tunga Robotics Pvt Ltd', level: pack.level, kind: 'complimentary' },
    });
    expect(view.data.passPath).toMatch(/^\/pass\//);
    // Its confirmation, with the pass's QR code, acknowledges no payment.
    const confirmation = await pdfPageTexts(
      new Uint8Array(await (await callApi('GET', keyed(`/api/registrations/${id}/receipt.pdf`, key))).arrayBuffer()),
    );
    expect(confirmation.join('\n')).toContain(
      `Complimentary registration: courtesy of Tunga Robotics Pvt Ltd (${pack.level} sponsorship)`,
    );
    expect(confirmation.join('\n')).not.toContain('Amount received');

    expect(await uploadProofFor(id, 'UTR-NONE')).toBe(409);
    for (const path of [`/api/admin/registrations/${id}/invoice`, `/api/verify/undo-verification/${id}`]) {
      const refused = await post(path);
      expect(refused.status, path).toBe(409);
      expect(await errorOf(refused)).toBe(
        path.includes('invoice') ? COMPLIMENTARY_NOTHING_TO_PAY : COMPLIMENTARY_NO_PAYMENT,
      );
    }

    const used = await lookUp(code);
    expect(used.status).toBe(409);
    expect(await errorOf(used)).toBe(SPONSOR_CODE_USED);
    const listed = (await sponsorOf(await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, { token: adminToken })))
      .codes;
    expect(listed.find((entry) => entry.code === code)?.usedBy).toEqual({ registrationId: id, name: 'Asha Rao' });

    // Cancelled, it has nothing to refund: approved as an unpaid one is, its pass void.
    const asked = await callApi('POST', keyed(`/api/registrations/${id}/cancellation`, key), {
      json: { reason: 'Cannot come.' },
    });
    expect(asked.status).toBe(200);
    expect(
      ((await asked.json()) as { data: { cancellation: { dueAmountPaise: unknown } } }).data.cancellation
        .dueAmountPaise,
    ).toBeNull();
    expect((await post(`/api/admin/registrations/${id}/cancellation`, { decision: 'approve' })).status).toBe(200);
    expect((await db.doc(`refunds/${id}`).get()).exists).toBe(false);
    expect((await db.collection('passes').where('registrationId', '==', id).get()).size).toBe(0);
  });

  it("is refused for an author's tier, and with a code used, withdrawn or unknown, writing nothing", async () => {
    const sponsor = await paidSponsor();
    const [code = '', spare = ''] = unusedCodes(sponsor, 'complimentary');
    expect((await registrationWith(code)).status).toBe(201);
    expect((await post(`/api/admin/sponsors/${sponsor.id}/codes/${spare}/revocation`)).status).toBe(200);

    const author = authorTier();
    const cases: [string, { tier?: string }, number, string][] = [
      [spare, { tier: author.id }, 400, SPONSOR_CODE_TIER],
      [code, {}, 409, SPONSOR_CODE_USED],
      [spare, {}, 409, SPONSOR_CODE_REVOKED],
      ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', {}, 404, SPONSOR_CODE_UNKNOWN],
      ['not a code', {}, 400, SPONSOR_CODE_FORMAT],
    ];
    for (const [typed, options, status, message] of cases) {
      const email = uniqueEmail();
      const answer = await submitRegistration({
        ...participant(email),
        registrationTier: options.tier ?? attendee.id,
        ...(options.tier ? { numPapers: 1, paperIds: [PAPER_ID_RULE.example] } : {}),
        totalAmount: 0,
        sponsorCode: typed,
      });
      expect(answer.status, message).toBe(status);
      expect(answer.body.error).toBe(message);
      expect((await db.doc(`registrationEmails/${email}`).get()).exists).toBe(false);
    }
  });

  it('is made once from one code sent by five people at the same moment', async () => {
    const sponsor = await paidSponsor();
    const [code = ''] = unusedCodes(sponsor, 'complimentary');
    const answers = await Promise.all(Array.from({ length: 5 }, () => registrationWith(code)));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(SPONSOR_CODE_USED);
    }
    const holders = await db.collection('registrations').where('sponsorCode.code', '==', code).get();
    expect(holders.docs.map((doc) => doc.id)).toEqual([String(made[0]?.body.id)]);
  });

  it('gives its code back when erased before its address was verified, and keeps it used once verified', async () => {
    const sponsor = await paidSponsor();
    const [first = '', second = ''] = unusedCodes(sponsor, 'complimentary');
    const unverified = String((await registrationWith(first)).body.id);
    const verified = String((await registrationWith(second)).body.id);
    await verifyEmailOf(verified);
    for (const id of [unverified, verified]) {
      // An erasure needs a sign-in of the last 5 minutes.
      adminToken = await signInAgain(adminToken);
      expect((await post(`/api/admin/registrations/${id}/erase`, { reason: 'Asked to be forgotten.' })).status).toBe(
        200,
      );
    }
    expect((await lookUp(first)).status).toBe(200);
    const kept = await lookUp(second);
    expect(kept.status).toBe(409);
    expect(await errorOf(kept)).toBe(SPONSOR_CODE_USED);
    // The one kept used names nobody, not even by the ID, once its registration is gone.
    const codes = (await sponsorOf(await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, { token: adminToken })))
      .codes;
    expect(codes.find((entry) => entry.code === second)).toMatchObject({ usedBy: null, usedAt: expect.any(String) });
    for (const code of [first, second]) {
      expect(JSON.stringify((await db.doc(`sponsorCodes/${code}`).get()).data())).not.toMatch(
        new RegExp(`${unverified}|${verified}`),
      );
    }
  });
});

describe('withdrawing a code', () => {
  it('withdraws an unused one once, refuses a used one, and knows only its own sponsor’s', async () => {
    const sponsor = await paidSponsor();
    const other = await recordSponsor();
    const [unused = '', used = ''] = unusedCodes(sponsor, 'complimentary');
    expect((await registrationWith(used)).status).toBe(201);
    const path = (code: string, id = sponsor.id) =>
      `/api/admin/sponsors/${id}/codes/${encodeURIComponent(code)}/revocation`;

    const revoked = await sponsorOf(await post(path(unused)));
    expect(revoked.codes.find((code) => code.code === unused)?.revoked).toMatchObject({ by: expect.any(String) });
    const again = await post(path(unused));
    expect(again.status).toBe(200);
    expect((await sponsorOf(again)).codes.find((code) => code.code === unused)?.revoked?.at).toBe(
      revoked.codes.find((code) => code.code === unused)?.revoked?.at,
    );
    const inUse = await post(path(used));
    expect(inUse.status).toBe(409);
    expect(await errorOf(inUse)).toBe(SPONSOR_CODE_IN_USE);
    for (const wrong of [path(unused, other.id), path('0000-0000-0000-0000'), path('not-a-code')]) {
      const response = await post(wrong);
      expect(response.status, wrong).toBe(404);
      expect(await errorOf(response)).toBe(SPONSOR_CODE_NOT_FOUND);
    }
  });
});
