// The public view of a registration (GET /api/registrations/{id} without a token) through its
// whole life: exactly the fields a registrant needs, no administrator's identity, instants as
// ISO 8601 strings. It is an allow-list, so these key sets change only when the schema does. By
// the ID alone it is the view through the mailed link (`?key=`) without what names anyone else or
// opens a document.
import { beforeAll, describe, expect, it } from 'vitest';
import { publicRegistrationSchema } from '../../functions/src/domain/registration-view';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import {
  groupRegistration,
  groupStudents,
  heldLinkKey,
  idCards,
  keyed,
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
} from '../support/registration';
import { ACTIVE_MEMBER, individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function adminPost(path: string, body: unknown = {}): Promise<number> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(body),
  });
  return response.status;
}

async function publicRecord(id: string, key?: string): Promise<{ text: string; data: Record<string, unknown> }> {
  const path = `/api/registrations/${id}`;
  const response = await fetch(`${SITE_URL}${key ? keyed(path, key) : path}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, data: (JSON.parse(text) as { data: Record<string, unknown> }).data };
}

/** What only the mailed link's key shows. */
const LINKED_ONLY = ['billing', 'passPath', 'students', 'certificates', 'taxDocuments'];

const BASE = [
  // Null unless the amount due rose after the proof under verification was sent (then, now, the difference).
  'amountRose',
  // Null unless a short transfer's balance was asked for and is still unpaid (what was received, what is left).
  'balance',
  // Null unless the registrant asked to invoice their institution (its name, state and GSTIN; never its address).
  'billing',
  'country',
  'createdAt',
  'email',
  'firstName',
  'id',
  'lastName',
  'linkOpened',
  // A group's size; null for one person.
  'numStudents',
  'organization',
  'paymentProofs',
  'pricing',
  'registrationTier',
  // Null unless a sponsor's code made the registration (its sponsor and the code's kind; never the code).
  'sponsored',
  // Through the mailed link only: every invoice and credit note issued to it ([] before any).
  'taxDocuments',
  'title',
  'totalAmount',
  'verified',
];
const WITH_PROOF = [...BASE, 'paymentReferenceId', 'paymentVerified', 'receiptFileName'];

describe('the public view of a registration', () => {
  it('holds exactly the listed fields in every state, never who acted, every instant in ISO 8601', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      ...tierFields(ATTENDEE),
      nationalId: 'SECRET-ID',
    });
    const id = String(body.id);
    const key = await heldLinkKey(id);
    const seen: { state: string; text: string; data: Record<string, unknown> }[] = [];
    const byId: typeof seen = [];
    const look = async (state: string) => {
      seen.push({ state, ...(await publicRecord(id, key)) });
      byId.push({ state, ...(await publicRecord(id)) });
    };

    await look('new');
    await verifyEmailOf(id);
    await look('e-mail verified');
    expect(await uploadProofFor(id, 'REF-PUBLIC-1')).toBe(200);
    await look('proof uploaded');
    expect(await adminPost(`/api/verify/reject-payment/${id}`, { reason: 'The amount differs' })).toBe(200);
    await look('proof rejected');
    expect(await uploadProofFor(id, 'REF-PUBLIC-2')).toBe(200);
    expect(await adminPost(`/api/verify/verify-registration/${id}`)).toBe(200);
    await look('payment verified');
    expect(await adminPost(`/api/verify/undo-verification/${id}`)).toBe(200);
    await look('verification undone');

    const keys = Object.fromEntries(seen.map(({ state, data }) => [state, Object.keys(data).sort()]));
    expect(keys).toEqual({
      new: BASE,
      'e-mail verified': BASE,
      'proof uploaded': WITH_PROOF.sort(),
      // A proof sent back is no longer under review: no paymentVerified, the reason shown.
      'proof rejected': [...BASE, 'paymentReferenceId', 'receiptFileName', 'rejection'].sort(),
      // The registrant's entry pass, as the receipt prints it, and the tax invoice the verification
      // issued; the pass gone once the verification is undone, the invoice null (a credit note cancels it).
      'payment verified': [...WITH_PROOF, 'rejection', 'passPath', 'invoice'].sort(),
      'verification undone': [...WITH_PROOF, 'rejection', 'invoice'].sort(),
    });
    const invoiceIn = (state: string) => seen.find((entry) => entry.state === state)?.data.invoice;
    expect(invoiceIn('payment verified')).toMatchObject({ number: expect.any(String), date: expect.any(String) });
    expect(invoiceIn('verification undone')).toBeNull();
    expect(Object.fromEntries(byId.map(({ state, data }) => [state, Object.keys(data).sort()]))).toEqual(
      Object.fromEntries(
        Object.entries(keys).map(([state, fields]) => [state, fields.filter((field) => !LINKED_ONLY.includes(field))]),
      ),
    );
    expect(seen.map(({ data }) => data.linkOpened)).toEqual(seen.map(() => true));
    expect(byId.map(({ data }) => data.linkOpened)).toEqual(byId.map(() => false));

    for (const { state, text, data } of [...seen, ...byId]) {
      // No administrator's identity, no personal detail beyond the masked e-mail, no token.
      expect(text, state).not.toMatch(/admin-|"by"|"uid"|SECRET-ID|verificationTokenHash|_seconds/);
      // The same schema the status page reads, strictly: nothing it does not list (a rejection
      // carries only its reason, and which verification it withdrew if it did).
      expect(() => publicRegistrationSchema.strict().parse(data), state).not.toThrow();
      for (const instant of [
        data.createdAt,
        ...(data.paymentProofs as { uploadedAt: string }[]).map((p) => p.uploadedAt),
      ]) {
        expect(new Date(String(instant)).toISOString(), state).toBe(instant);
      }
    }
    expect(seen.find(({ state }) => state === 'proof rejected')?.data.rejection).toEqual({
      reason: 'The amount differs',
    });
    expect(seen.find(({ state }) => state === 'payment verified')?.data.paymentVerified).toBe(true);
    expect(seen.find(({ state }) => state === 'verification undone')?.data.paymentVerified).toBe(false);
    // A registration taken through every state, the verification issuing an invoice PDF, then undone
    // (docs/development.md, "Timeouts and why").
  }, 45_000);

  it("gives the registrant's own pass once verified, one that opens for them", async () => {
    const registrant = participant();
    const { body } = await submitRegistration({ ...registrant, ...tierFields(ATTENDEE) });
    const id = String(body.id);
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-PASS-1')).toBe(200);
    const key = await heldLinkKey(id);
    expect((await publicRecord(id, key)).data.passPath).toBeUndefined();
    expect(await adminPost(`/api/verify/verify-registration/${id}`)).toBe(200);
    expect((await publicRecord(id)).data.passPath).toBeUndefined();
    const passPath = String((await publicRecord(id, key)).data.passPath);
    const code = /^\/pass\/([A-Za-z0-9_-]{22})$/.exec(passPath)?.[1];
    expect(code, passPath).toBeDefined();
    const pass = await fetch(`${SITE_URL}/api/passes/${code}`);
    expect(pass.status).toBe(200);
    expect(await pass.text()).toContain(registrant.lastName);
    // Five steps of a registration's life, the verification issuing its invoice PDF and mail
    // (docs/development.md, "Timeouts and why").
  }, 45_000);
});

describe('identity numbers in the public view', () => {
  it("hold no student's institute ID number and no mobile number, and IEEE numbers only by their last digits", async () => {
    const students = groupStudents([ACTIVE_MEMBER, undefined, undefined, undefined, undefined]).map(
      (student, index) => ({ ...student, name: `Kavya Idname ${index + 1}`, idNumber: `KLE-2025-ID-${index + 1}` }),
    );
    const registrant = participant();
    const { body } = await submitRegistration(
      groupRegistration(students, 'KLE Tech', registrant),
      idCards(students.length),
    );
    const byId = await publicRecord(String(body.id));
    expect(byId.data.numStudents).toBe(students.length);
    for (const student of students) expect(byId.text).not.toContain(student.name);
    const { text, data } = await publicRecord(String(body.id), await heldLinkKey(String(body.id)));
    for (const student of students) expect(text).not.toContain(student.idNumber);
    expect(text).not.toContain(registrant.mobile);
    expect(text).not.toContain(ACTIVE_MEMBER);
    expect(data.students).toEqual(
      students.map((student) => ({
        name: student.name,
        ...(student.ieeeNumber ? { ieeeNumber: `***${ACTIVE_MEMBER.slice(-4)}` } : {}),
      })),
    );

    const member = individualTier({ ieee: true });
    const { body: memberBody } = await submitRegistration({ ...participant(), ...tierFields(member) });
    const memberView = await publicRecord(String(memberBody.id));
    expect(memberView.text).not.toContain(ACTIVE_MEMBER);
    expect(memberView.data.ieeeNumber).toBe(`***${ACTIVE_MEMBER.slice(-4)}`);
  });
});
