// Billing details ("Invoice to my institution") through the API: given with the registration,
// added, corrected and removed through the link mailed to the registration's address, refused once the tax invoice
// is issued, and named on the invoice the payment's verification issues after them.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import {
  BILLING_AFTER_INVOICE,
  BILLING_BODY_INVALID,
  BILLING_NAME_REQUIRED,
  BILLING_STATE_REQUIRED,
  GSTIN_CHECK_FAILED,
  GSTIN_FORMAT,
  GSTIN_STATE_UNKNOWN,
  gstinStateMismatch,
} from '../../functions/src/domain/messages';
import { stateName } from '../../functions/src/domain/countries';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, clearCounters } from '../support/api';
import { idTokenFor } from '../support/auth';
import { sentMail } from '../support/inbox';
import {
  heldLinkKey,
  keyed,
  paidRegistration,
  participant,
  registrationWithVerifiedEmail,
  submitRegistration,
  verifyPaymentOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});
// Every call here counts against the status lookups' per-minute limit, which the suite shares.
beforeEach(async () => {
  await clearCounters('status');
});

/** A GSTIN as the portal would issue one in the given state. */
const issuedGstin = (state: string, pan = 'AAACK4321M') => {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const INSTITUTION = {
  name: 'Karnatak Institute of Technology',
  address: 'Survey No. 12, College Road\nDharwad 580001',
  stateCode: '29',
};

const registrationData = (billing?: unknown) => ({
  ...participant(),
  ...tierFields(individualTier({ ieee: false })),
  ...(billing === undefined ? {} : { billing }),
});

// As the registrant does, through the mailed link.
const postBilling = async (id: string, body: unknown) =>
  callApi('POST', keyed(`/api/registrations/${id}/billing`, await heldLinkKey(id)), { json: body });
const storedBilling = async (id: string) => (await db.doc(`registrations/${id}`).get()).data()?.billing;

async function publicView(id: string) {
  const answer = await callApi('GET', keyed(`/api/registrations/${id}`, await heldLinkKey(id)));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

describe('billing details', () => {
  it('are stored with the registration, and shown whole through the mailed link, not at all for the ID alone', async () => {
    const gstin = issuedGstin('29');
    const id = await registrationWithVerifiedEmail(registrationData({ ...INSTITUTION, gstin: gstin.toLowerCase() }));
    expect(await storedBilling(id)).toEqual({ ...INSTITUTION, gstin });
    // The address too, so that "Correct billing details" opens with what is on record.
    expect((await publicView(id)).billing).toEqual({ ...INSTITUTION, gstin });
    const byId = await callApi('GET', `/api/registrations/${id}`);
    expect(byId.status).toBe(200);
    const referenceView = ((await byId.json()) as { data: Record<string, unknown> }).data;
    expect(referenceView.billing).toBeUndefined();
    expect(JSON.stringify(referenceView)).not.toContain('College Road');

    const without = await registrationWithVerifiedEmail(registrationData());
    expect(await storedBilling(without)).toBeUndefined();
    expect((await publicView(without)).billing).toBeNull();
  });

  it('refuse a registration whose billing details are wrong, and store nothing', async () => {
    const data = registrationData({ ...INSTITUTION, stateCode: '33', gstin: issuedGstin('29') });
    const refused = await submitRegistration(data);
    expect([refused.status, refused.body]).toEqual([
      400,
      { success: false, error: gstinStateMismatch(stateName('29'), stateName('33')) },
    ]);
    expect((await db.collection('registrationEmails').doc(String(data.email).toLowerCase()).get()).exists).toBe(false);
  });

  it('are added, corrected and removed through the mailed link, each change audited', async () => {
    const id = await registrationWithVerifiedEmail(registrationData());
    const added = await postBilling(id, { billing: INSTITUTION });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({
      success: true,
      data: { billing: INSTITUTION },
    });
    expect(await storedBilling(id)).toEqual(INSTITUTION);

    const gstin = issuedGstin('27');
    const corrected = await postBilling(id, { billing: { ...INSTITUTION, stateCode: '27', gstin: ` ${gstin} ` } });
    expect(corrected.status).toBe(200);
    expect(await storedBilling(id)).toEqual({ ...INSTITUTION, stateCode: '27', gstin });
    expect((await publicView(id)).billing).toEqual({ ...INSTITUTION, stateCode: '27', gstin });

    const removed = await postBilling(id, { billing: null });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true, data: { billing: null } });
    expect(await storedBilling(id)).toBeNull();
    expect((await publicView(id)).billing).toBeNull();

    const audit = await db.collection(`registrations/${id}/audit`).orderBy('at').get();
    const changes = audit.docs.filter((entry) => entry.id.startsWith('billing-changed-'));
    expect(changes.map((entry) => [entry.id, entry.data().event, entry.data().by])).toEqual([
      ['billing-changed-1', 'billing-details-set', 'registrant'],
      ['billing-changed-2', 'billing-details-set', 'registrant'],
      ['billing-changed-3', 'billing-details-removed', 'registrant'],
    ]);
    expect(changes[1]?.data().detail).toEqual({ name: INSTITUTION.name, stateCode: '27', gstin });

    // Each change is told to the registration's address, naming the GSTIN and state the invoice
    // would now carry (never the name typed), and how to report a change not theirs.
    const email = String((await db.doc(`registrations/${id}`).get()).get('email'));
    const told = await Promise.all([1, 2, 3].map((n) => sentMail(`mail/${id}-billing-changed-${n}`)));
    expect(told.map((mail) => [mail.to[0]?.address, mail.subject])).toEqual(
      Array.from({ length: 3 }, () => [email, `Billing details changed: registration ${id}`]),
    );
    expect(told[1]?.text).toContain(`GSTIN ${gstin}, in ${stateName('27')}`);
    expect(told[2]?.text).toContain('made out to you, the registrant');
    for (const mail of told) {
      expect(mail.text).toContain('If you did not, reply to this message at once');
      expect(mail.text).not.toContain(INSTITUTION.name);
    }
    // Its link opens the registration with its details, where they can be set again at once.
    const link = new URL(/https?:\/\/\S+#key=[\w-]{43}/.exec(told[2]?.text ?? '')?.[0] ?? 'http://none/');
    expect(link.pathname + link.search).toBe(`/registration/status?id=${id}`);
    const opened = await callApi('GET', keyed(`/api/registrations/${id}`, link.hash.slice('#key='.length)));
    expect(((await opened.json()) as { data: { linkOpened: boolean } }).data.linkOpened).toBe(true);
  });

  it('that are wrong are refused each with its message, and nothing changes', async () => {
    const gstin = issuedGstin('29');
    const id = await registrationWithVerifiedEmail(registrationData({ ...INSTITUTION, gstin }));
    const lastChar = gstin.at(-1) === 'A' ? 'B' : 'A';
    const cases: [unknown, string][] = [
      [{ billing: { ...INSTITUTION, gstin: gstin.slice(0, 13) } }, GSTIN_FORMAT],
      [{ billing: { ...INSTITUTION, gstin: issuedGstin('28') } }, GSTIN_STATE_UNKNOWN],
      [{ billing: { ...INSTITUTION, gstin: `${gstin.slice(0, 14)}${lastChar}` } }, GSTIN_CHECK_FAILED],
      [{ billing: { ...INSTITUTION, stateCode: '07', gstin } }, gstinStateMismatch(stateName('29'), stateName('07'))],
      [{ billing: { ...INSTITUTION, name: ' ' } }, BILLING_NAME_REQUIRED],
      [{ billing: { ...INSTITUTION, stateCode: 'Karnataka' } }, BILLING_STATE_REQUIRED],
      [{}, BILLING_BODY_INVALID],
      [{ billing: 'Karnatak Institute' }, BILLING_BODY_INVALID],
    ];
    await heldLinkKey(id); // asking for the link counts it on the record
    const before = (await db.doc(`registrations/${id}`).get()).updateTime?.toMillis();
    for (const [body, message] of cases) {
      const answer = await postBilling(id, body);
      expect([answer.status, await answer.json()]).toEqual([400, { success: false, error: message }]);
    }
    const after = await db.doc(`registrations/${id}`).get();
    expect(after.updateTime?.toMillis()).toBe(before);
    expect(after.data()?.billing).toEqual({ ...INSTITUTION, gstin });
  });

  it('name the institution and its GSTIN on the invoice issued after them, and are refused once it is', async () => {
    const id = await paidRegistration(registrationData(), { adminToken, referencePrefix: 'BILL', verify: false });
    const gstin = issuedGstin('33');
    const billing = { ...INSTITUTION, stateCode: '33', gstin };
    expect((await postBilling(id, { billing })).status).toBe(200);

    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const particulars = (await db.doc(`invoices/${id}_1`).get()).data()?.particulars;
    const registrant = (await db.doc(`registrations/${id}`).get()).data();
    expect(particulars?.kind).toBe('B2B');
    expect(particulars?.recipient).toEqual({
      name: INSTITUTION.name,
      address: `Attn: ${registrant?.title} ${registrant?.firstName} ${registrant?.lastName}\n${INSTITUTION.address}`,
      stateCode: '33',
      gstin,
    });

    for (const body of [{ billing: INSTITUTION }, { billing: null }]) {
      const refused = await postBilling(id, body);
      expect([refused.status, await refused.json()]).toEqual([409, { success: false, error: BILLING_AFTER_INVOICE }]);
    }
    expect(await storedBilling(id)).toEqual(billing);
  });

  it('removed before the invoice leave it to the registrant, B2C', async () => {
    const id = await paidRegistration(registrationData({ ...INSTITUTION, gstin: issuedGstin('29') }), {
      adminToken,
      referencePrefix: 'BILL',
      verify: false,
    });
    expect((await postBilling(id, { billing: null })).status).toBe(200);
    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const particulars = (await db.doc(`invoices/${id}_1`).get()).data()?.particulars;
    const registrant = (await db.doc(`registrations/${id}`).get()).data();
    expect(particulars?.kind).toBe('B2C');
    expect(particulars?.recipient.name).toBe(`${registrant?.title} ${registrant?.firstName} ${registrant?.lastName}`);
    expect(particulars?.recipient.gstin).toBeUndefined();
  });
});
