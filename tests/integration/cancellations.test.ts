// Cancellations through the API: a registrant asks with a reason (the registration's address is
// told), an administrator approves or declines. An approved paid registration records its refund,
// a credit note for it against the tax invoice and void passes, all at once; an unpaid one is
// closed; a cancelled registration changes no more. The 2025 edition gives no refund policy, so
// every refund here says why (the fixture edition's policy: cancellations.fixture-2031.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paiseOfRupees } from '../../functions/src/domain/gst';
import {
  CANCELLATION_PENDING,
  CANCELLATION_REASON_MISSING,
  CREDIT_NOTE_NONE,
  NO_CANCELLATION_TO_DECIDE,
  ON_BEHALF_PENDING,
  REFUND_BANK_DETAILS_MISSING,
  REFUND_NOT_PAID,
  REFUND_REQUIRED,
  REFUND_WITHOUT_POLICY,
  REGISTRATION_CANCELLED,
  refundAbovePaid,
  REGISTRANT_LINK_NEEDED,
} from '../../functions/src/domain/messages';
import { ON_BEHALF_REASON_MISSING } from '../../functions/src/domain/admin-messages';
import { formatPaise } from '../../functions/src/domain/gst';
import { formatCalendarDayLong } from '../../functions/src/domain/venue-time';
import { queueCancellationDigest } from '../../functions/src/services/cancellations';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { FUNCTION_SETTINGS } from '../support/function-settings';
import { callApi, callForFile, clearCounters } from '../support/api';
import { claimsOf, idTokenFor, signInAgain } from '../support/auth';
import { ON_FIRST_DAY } from '../support/clock';
import { EDITION_FACTS } from '../support/invoicing';
import { sentMail } from '../support/inbox';
import { pdfPageTexts } from '../support/pdf';
import {
  heldLinkKey,
  keyed,
  paidRegistration,
  participant,
  registrationWithVerifiedEmail,
  uploadProofFor,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  // The digest's code runs in this process (as the nightly job runs it), with the suite's setting.
  process.env.MAIL_REPLY_TO ??= FUNCTION_SETTINGS.MAIL_REPLY_TO;
});
// The registrant's calls count against the status lookups' per-minute limit, which the suite shares.
beforeEach(async () => {
  await clearCounters('status');
});

// The registrant's calls, through the link mailed to the registration's address.
const asRegistrant = async (id: string, path: string) =>
  keyed(`/api/registrations/${id}${path}`, await heldLinkKey(id));
const ask = async (id: string, json: unknown) => callApi('POST', await asRegistrant(id, '/cancellation'), { json });
const decide = (id: string, json: unknown) =>
  callApi('POST', `/api/admin/registrations/${id}/cancellation`, { token: adminToken, json });
const publicView = async (id: string) =>
  ((await (await callApi('GET', await asRegistrant(id, ''))).json()) as { data: Record<string, unknown> }).data;
const stored = async (id: string) => (await db.doc(`registrations/${id}`).get()).data() ?? {};
const passesOf = async (id: string) => (await db.collection('passes').where('registrationId', '==', id).get()).size;
const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>;
const individual = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });

describe('asking to cancel', () => {
  it('needs a reason, tells the registration’s address, and is not asked twice while pending', async () => {
    const id = await registrationWithVerifiedEmail(individual());
    const before = await stored(id);

    for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
      const refused = await ask(id, body);
      expect(refused.status).toBe(400);
      expect(await bodyOf(refused)).toEqual({ success: false, error: CANCELLATION_REASON_MISSING });
    }
    expect((await stored(id)).updatedAt).toEqual(before.updatedAt);

    const asked = await ask(id, { reason: '  My visa was refused.  ' });
    expect(asked.status).toBe(200);
    const { cancellation } = ((await asked.json()) as { data: { cancellation: Record<string, unknown> } }).data;
    expect(cancellation).toMatchObject({
      state: 'requested',
      reason: 'My visa was refused.',
      // Not paid: nothing to refund.
      dueAmountPaise: null,
      decidedAt: null,
      refund: null,
      creditNote: null,
    });
    expect((await publicView(id)).cancellation).toEqual(cancellation);
    // Never who decides, in the public view.
    expect(cancellation).not.toHaveProperty('decidedBy');

    const mail = (await db.doc(`mail/${id}-cancellation-requested-1`).get()).data();
    expect(mail?.to).toBe(before.email);
    expect(String(mail?.message?.text)).toContain(`request to cancel registration ${id}`);
    // Whoever holds a link key may ask: what they typed does not reach the registrant's mailbox,
    // but its link, with a key of its own, opens the request with its reason.
    expect(String(mail?.message?.text)).not.toContain('My visa was refused.');
    const received = await sentMail(`mail/${id}-cancellation-requested-1`);
    const key = /\/registration\/status\?id=\S+#key=([\w-]{43})/.exec(received.text)?.[1] ?? 'none';
    const opened = await callApi('GET', keyed(`/api/registrations/${id}`, key));
    expect(((await opened.json()) as { data: { cancellation: { reason: string } } }).data.cancellation.reason).toBe(
      'My visa was refused.',
    );

    const again = await ask(id, { reason: 'Still going.' });
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toEqual({ success: false, error: CANCELLATION_PENDING });
  });

  it('refuses an ID that is not one of ours before it becomes a path', async () => {
    for (const id of ['ICEI25-ZZZZZZ', '__proto__', 'x'.repeat(300)]) {
      const response = await callApi('POST', `/api/registrations/${id}/cancellation`, {
        json: { reason: 'No longer coming.' },
      });
      // No link key opens it: refused before the ID is looked at, never a path tried.
      expect([response.status, await bodyOf(response)]).toEqual([
        403,
        { success: false, error: REGISTRANT_LINK_NEEDED },
      ]);
    }
  });
});

describe('a request the registrant made to the organisers', () => {
  it('is recorded by an administrator as theirs: the registrant is told, the audit names who, and the organisers get no notice', async () => {
    const id = await registrationWithVerifiedEmail(individual());
    const admin = claimsOf(adminToken).email;
    const onBehalf = (json: unknown, token = adminToken) =>
      callApi('POST', `/api/admin/registrations/${id}/cancellation/request`, { token, json });

    const blank = await onBehalf({ reason: ' ' });
    expect([blank.status, await bodyOf(blank), (await stored(id)).cancellation ?? null]).toEqual([
      400,
      { success: false, error: ON_BEHALF_REASON_MISSING },
      null,
    ]);
    const someone = await onBehalf({ reason: 'Asked at the desk.' }, await idTokenFor({ admin: false }));
    expect(someone.status).toBe(403);

    const recorded = await onBehalf({ reason: 'Asked by mail on 14 October: cannot travel.' });
    expect(recorded.status).toBe(200);
    expect((await stored(id)).cancellation).toMatchObject({
      state: 'requested',
      reason: 'Asked by mail on 14 October: cannot travel.',
    });
    expect((await db.doc(`registrations/${id}/audit/cancellation-requested-1`).get()).get('by')).toBe(admin);
    expect(String((await db.doc(`mail/${id}-cancellation-requested-1`).get()).get('message.text'))).toContain(
      `request to cancel registration ${id}`,
    );
    expect((await db.doc(`mail/${id}-cancellation-requested-1-organisers`).get()).exists).toBe(false);

    const again = await onBehalf({ reason: 'Asked twice.' });
    expect([again.status, await bodyOf(again)]).toEqual([409, { success: false, error: ON_BEHALF_PENDING }]);
    // Decided as any other.
    expect((await decide(id, { decision: 'approve' })).status).toBe(200);
    const closed = await onBehalf({ reason: 'Asked once more.' });
    expect([closed.status, await bodyOf(closed)]).toEqual([409, { success: false, error: REGISTRATION_CANCELLED }]);
  });
});

describe('an administrator’s decision', () => {
  // A paid registration (its invoice PDF, pass and mails), the refund, its credit note's PDF: 45 s
  // leaves a machine three times slower room (docs/development.md, "Timeouts and why").
  it(
    'approves a paid cancellation: the refund, its credit note, void passes and the mail commit together',
    { timeout: 45_000 },
    async () => {
      const id = await paidRegistration(individual(), { adminToken, referencePrefix: 'CXL' });
      // The verification issued it.
      const invoice = (await stored(id)).invoice as { number: string };
      expect(invoice.number.startsWith(`${EDITION_FACTS.prefix}/`)).toBe(true);
      expect(await passesOf(id)).toBeGreaterThan(0);
      const paid = paiseOfRupees(Number((await stored(id)).totalAmount));
      const receipt = async () => callApi('GET', await asRegistrant(id, '/receipt.pdf'));
      expect((await receipt()).status).toBe(200);

      // Nothing pending: nothing to decide.
      const early = await decide(id, { decision: 'approve' });
      expect(early.status).toBe(409);
      expect(await bodyOf(early)).toEqual({ success: false, error: NO_CANCELLATION_TO_DECIDE });

      expect((await ask(id, { reason: 'A family emergency.' })).status).toBe(200);
      expect((await publicView(id)).cancellation).toMatchObject({ state: 'requested', dueAmountPaise: null });

      // Each refusal changes nothing.
      const refusals: [unknown, string][] = [
        [{ decision: 'approve' }, REFUND_REQUIRED],
        [
          { decision: 'approve', refund: { amountPaise: 1000, bankReference: 'NEFT1', date: '2025-10-01' } },
          REFUND_WITHOUT_POLICY,
        ],
        [
          {
            decision: 'approve',
            refund: { amountPaise: paid + 1, reason: 'All of it', bankReference: 'N', date: '2025-10-01' },
          },
          refundAbovePaid(formatPaise(paid)),
        ],
        [{ decision: 'approve', refund: { amountPaise: 1000, reason: 'Half' } }, REFUND_BANK_DETAILS_MISSING],
      ];
      for (const [body, message] of refusals) {
        const response = await decide(id, body);
        expect(response.status).toBe(400);
        expect(await bodyOf(response)).toEqual({ success: false, error: message });
      }
      expect((await stored(id)).cancellation).toMatchObject({ state: 'requested' });

      const half = Math.floor(paid / 2);
      const approved = await decide(id, {
        decision: 'approve',
        note: 'We hope to see you next year.',
        refund: {
          amountPaise: half,
          reason: 'Half, as agreed by the chair',
          bankReference: 'NEFT-778812',
          date: '2025-10-02',
        },
      });
      expect(approved.status).toBe(200);
      const record = await stored(id);
      expect(record.reviewStatus).toBe('cancelled');
      expect(record.cancellation).toMatchObject({
        state: 'approved',
        decidedBy: expect.stringMatching(/@example\.org$/),
        note: 'We hope to see you next year.',
        refund: {
          amountPaise: half,
          date: '2025-10-02',
          bankReference: 'NEFT-778812',
          reason: 'Half, as agreed by the chair',
        },
        creditNote: { number: expect.stringMatching(new RegExp(`^${EDITION_FACTS.prefix}/\\d{4}/C\\d+$`)) },
      });
      // A part refund: the invoice still stands for the rest, the credit note reduces it by the refund.
      expect(record.invoice).toMatchObject({ number: invoice.number });
      const creditNote = (await db.doc(`creditNotes/${id}_1`).get()).data();
      expect(creditNote?.particulars.tax.total).toBe(half);
      expect(creditNote?.particulars.invoice.number).toBe(invoice.number);
      const refund = (await db.doc(`refunds/${id}`).get()).data();
      expect(refund).toMatchObject({ registrationId: id, amountPaise: half, bankReference: 'NEFT-778812' });
      expect(refund?.expiresAt.toDate().getTime()).toBeGreaterThan(Date.parse('2032-01-01'));
      expect(await passesOf(id)).toBe(0);
      // As delivered: the stored copy loses its keyed link to the credit note once it is.
      const mail = await sentMail(`mail/${id}-cancellation-approved-1`);
      expect(mail.text).toContain(`₹${formatPaise(half)}`);
      expect(mail.text).toContain('NEFT-778812');
      expect(mail.text).toContain(`/api/registrations/${id}/credit-note`);

      // The registrant sees the outcome, never who decided nor the internal reason.
      const view = (await publicView(id)).cancellation as Record<string, unknown>;
      expect(view).toMatchObject({ state: 'approved', refund: { amountPaise: half, bankReference: 'NEFT-778812' } });
      expect(view).not.toHaveProperty('decidedBy');
      expect(view.refund).not.toHaveProperty('reason');

      // The accounts list the refund in the month it was paid, and its CSV.
      const accounts = (await (
        await callApi('GET', '/api/admin/accounts?period=2025-10', { token: adminToken })
      ).json()) as {
        data: { refunds: { registrationId: string; amount: number; creditNote: string | null }[] };
      };
      expect(accounts.data.refunds.find((row) => row.registrationId === id)).toEqual(
        expect.objectContaining({
          amount: half,
          creditNote: (record.cancellation as { creditNote: { number: string } }).creditNote.number,
        }),
      );
      const csv = await (
        await callApi('GET', '/api/admin/accounts.csv?period=2025-10&register=refunds', { token: adminToken })
      ).text();
      expect(csv).toContain(`2025-10-02,${id},${(half / 100).toFixed(2)},NEFT-778812,`);

      // The credit note downloads as issued.
      const pdf = await callForFile('GET', await asRegistrant(id, '/credit-note'));
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = (await pdfPageTexts(pdf.bytes())).join('\n');
      expect(text).toContain('Credit Note');
      expect(text).toContain(String((record.cancellation as { creditNote: { number: string } }).creditNote.number));
      // Its reason gives the refund's day as a reader writes it, not as stored.
      expect(text.replace(/\s+/g, ' ')).toContain(`refunded on ${formatCalendarDayLong('2025-10-02')}`);
      // Among its references, the registration it credits, which the registrant quotes to the organisers.
      expect(text).toMatch(new RegExp(`Registration ID:\\s*${id}`));

      // No badge, no pass offered, and the desk refuses the person by name as by code.
      const badges = await callApi('POST', '/api/admin/badges.pdf', {
        token: adminToken,
        json: { registrationIds: [id] },
      });
      expect(badges.status).toBe(409);
      expect((await publicView(id)).passPath).toBeUndefined();
      const atDesk = await callApi('POST', '/api/admin/check-in', {
        token: await idTokenFor({ admin: false, checkin: true }),
        json: { registrationId: id, person: 'registrant' },
        headers: ON_FIRST_DAY,
      });
      expect(atDesk.status).toBe(200);
      // Told who it is, by name: check-in staff are never given the registration ID.
      expect(await bodyOf(atDesk)).toMatchObject({ data: { result: 'cancelled', person: { person: 'registrant' } } });

      // The acknowledgement confirmed a registration that no longer stands: the credit note replaces it.
      const noReceipt = await receipt();
      expect(noReceipt.status).toBe(409);
      expect(await bodyOf(noReceipt)).toEqual({ success: false, error: REGISTRATION_CANCELLED });

      // Cancelled for good: nothing else changes it.
      const undo = await callApi('POST', `/api/verify/undo-verification/${id}`, { token: adminToken });
      expect(undo.status).toBe(409);
      expect(await bodyOf(undo)).toEqual({ success: false, error: REGISTRATION_CANCELLED });
      const billing = await callApi('POST', await asRegistrant(id, '/billing'), { json: { billing: null } });
      expect(billing.status).toBe(409);
      const askAgain = await ask(id, { reason: 'Once more.' });
      expect(await bodyOf(askAgain)).toEqual({ success: false, error: REGISTRATION_CANCELLED });
      expect((await decide(id, { decision: 'decline' })).status).toBe(409);
    },
  );

  it('closes an unpaid registration without a refund, and its proof is no longer taken', async () => {
    const id = await registrationWithVerifiedEmail(individual());
    expect((await ask(id, { reason: 'Cannot travel.' })).status).toBe(200);
    const refused = await decide(id, {
      decision: 'approve',
      refund: { amountPaise: 100, reason: 'Goodwill', bankReference: 'N1', date: '2025-10-01' },
    });
    expect(await bodyOf(refused)).toEqual({ success: false, error: REFUND_NOT_PAID });

    expect((await decide(id, { decision: 'approve' })).status).toBe(200);
    expect(await stored(id)).toMatchObject({
      reviewStatus: 'cancelled',
      cancellation: { state: 'approved', refund: null },
    });
    expect((await db.doc(`refunds/${id}`).get()).exists).toBe(false);
    expect(await uploadProofFor(id, `LATE-${id}`)).toBe(409);
    // No payment reminder for it either.
    const reminded = await callApi('POST', '/api/admin/bulk/payment-reminders', {
      token: adminToken,
      json: { ids: [id] },
    });
    expect(await reminded.text()).toContain(REGISTRATION_CANCELLED);
    const reminders = await db.collection('mail').where('registrationId', '==', id).get();
    expect(reminders.docs.filter((mail) => mail.id.includes('payment-reminder'))).toEqual([]);
    const none = await callApi('GET', await asRegistrant(id, '/credit-note'));
    expect(none.status).toBe(404);
    expect(await bodyOf(none)).toEqual({ success: false, error: CREDIT_NOTE_NONE });
  });

  it('declines with a note; the registration stands and its registrant may ask again', async () => {
    const id = await paidRegistration(individual(), { adminToken, referencePrefix: 'DCL' });
    expect((await ask(id, { reason: 'Changed my mind.' })).status).toBe(200);
    const declined = await decide(id, { decision: 'decline', note: 'The refund window closed on 1 October.' });
    expect(declined.status).toBe(200);
    const record = await stored(id);
    expect(record.reviewStatus).toBe('payment-verified');
    expect(record.cancellation).toMatchObject({ state: 'declined', note: 'The refund window closed on 1 October.' });
    expect(await passesOf(id)).toBeGreaterThan(0);
    expect(String((await db.doc(`mail/${id}-cancellation-declined-1`).get()).data()?.message?.text)).toContain(
      'The refund window closed on 1 October.',
    );
    expect((await ask(id, { reason: 'Please reconsider.' })).status).toBe(200);
    expect((await stored(id)).cancellationRequests).toBe(2);
  });

  it('is refused to anyone but an administrator', async () => {
    const id = await registrationWithVerifiedEmail(individual());
    expect((await ask(id, { reason: 'Cannot come.' })).status).toBe(200);
    const anonymous = await callApi('POST', `/api/admin/registrations/${id}/cancellation`, {
      json: { decision: 'approve' },
    });
    expect(anonymous.status).toBe(401);
    const someone = await callApi('POST', `/api/admin/registrations/${id}/cancellation`, {
      token: await idTokenFor({ admin: false }),
      json: { decision: 'approve' },
    });
    expect(someone.status).toBe(403);
    expect((await stored(id)).cancellation).toMatchObject({ state: 'requested' });
  });

  it('keeps the refund for the accounts after the registration is erased, and nothing else of the person', async () => {
    const person = participant();
    const id = await paidRegistration(
      { ...person, ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'ERS' },
    );
    expect((await ask(id, { reason: 'Please erase me afterwards.' })).status).toBe(200);
    const refund = { amountPaise: 5000, reason: 'Goodwill', bankReference: 'NEFT-ERASE-1', date: '2025-10-01' };
    expect((await decide(id, { decision: 'approve', refund })).status).toBe(200);
    const erased = await callApi('POST', `/api/admin/registrations/${id}/erase`, {
      token: await signInAgain(adminToken),
      json: { reason: 'The registrant asked for erasure.' },
    });
    expect(erased.status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
    const kept = (await db.doc(`refunds/${id}`).get()).data();
    expect(kept).toMatchObject({ registrationId: id, amountPaise: 5000, bankReference: 'NEFT-ERASE-1' });
    for (const value of [person.email, person.firstName, person.lastName]) {
      expect(JSON.stringify(kept)).not.toContain(String(value));
    }
  });
});

describe('requests in the organisers’ sight', () => {
  const requestedPage = async (q: string) => {
    const response = await callApi(
      'GET',
      `/api/admin/registrations?${new URLSearchParams({ q, cancellation: 'requested' })}`,
      {
        token: adminToken,
      },
    );
    expect(response.status).toBe(200);
    return (
      (await response.json()) as {
        data: { items: { id: string; cancellationRequested: boolean }[]; cancellationRequested: number };
      }
    ).data;
  };

  it('mails the organisers, is counted and filtered until decided, then leaves the list', async () => {
    const id = await registrationWithVerifiedEmail(individual());
    expect(await requestedPage(id)).toMatchObject({ items: [], cancellationRequested: 0 });
    expect((await ask(id, { reason: 'Our budget was cut.' })).status).toBe(200);

    // One notice to the organisers' address, naming the registration, never what the requester typed.
    const notice = (await db.doc(`mail/${id}-cancellation-requested-1-organisers`).get()).data();
    expect(notice?.to).toBe(FUNCTION_SETTINGS.MAIL_REPLY_TO);
    expect(String(notice?.message?.text)).toContain(`/verify/registration/${id}`);
    expect(String(notice?.message?.text)).not.toContain('Our budget was cut.');

    const listed = await requestedPage(id);
    expect(listed.items.map((row) => [row.id, row.cancellationRequested])).toEqual([[id, true]]);
    expect(listed.cancellationRequested).toBe(1);
    const stats = (await (await callApi('GET', '/api/admin/stats', { token: adminToken })).json()) as {
      data: { cancellationsRequested: { count: number; oldest: string | null } };
    };
    expect(stats.data.cancellationsRequested.count).toBeGreaterThanOrEqual(1);
    expect(stats.data.cancellationsRequested.oldest).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect((await decide(id, { decision: 'decline' })).status).toBe(200);
    expect(await requestedPage(id)).toMatchObject({ items: [], cancellationRequested: 0 });
  });

  it('refuses a cancellation filter it does not know, with a message', async () => {
    const response = await callApi('GET', '/api/admin/registrations?cancellation=maybe', { token: adminToken });
    expect([response.status, await bodyOf(response)]).toEqual([
      400,
      { success: false, error: 'Unknown cancellation filter.' },
    ]);
  });

  it('reminds the organisers once a day while several await a decision, with no one’s data in it', async () => {
    const ids = [await registrationWithVerifiedEmail(individual()), await registrationWithVerifiedEmail(individual())];
    for (const id of ids) expect((await ask(id, { reason: 'Plans changed.' })).status).toBe(200);

    // A day of its own, so that no other run of the job has queued that day's digest.
    const day = new Date('2030-03-04T04:00:00Z');
    expect(await queueCancellationDigest(day)).toBe(true);
    const digest = db.doc('mail/cancellation-digest-2030-03-04');
    const queued = (await digest.get()).data();
    expect(queued?.to).toBe(FUNCTION_SETTINGS.MAIL_REPLY_TO);
    const count = Number(/^(\d+) cancellation requests await a decision$/.exec(String(queued?.message?.subject))?.[1]);
    expect(count).toBeGreaterThanOrEqual(ids.length);
    expect(String(queued?.message?.text)).toContain('/admin?cancellation=requested');
    for (const id of ids) expect(String(queued?.message?.text)).not.toContain(id);
    // The same day again: nothing more.
    expect(await queueCancellationDigest(day)).toBe(false);
    expect((await digest.get()).data()?.queuedAt).toEqual(queued?.queuedAt);
  });
});
