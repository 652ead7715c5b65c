// Cancellations in an edition that states its refund policy (the fictional fixture-2031): the day
// a cancellation is asked for decides the refund due, each step's last day included, nothing after
// the last; the policy's amount is approved without a word, another needs a reason. The 2025
// edition states none: cancellations.test.ts.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPaise, paiseOfRupees } from '../../functions/src/domain/gst';
import { refundDiffersFromPolicy } from '../../functions/src/domain/messages';
import { REFUND_POLICY } from '../../functions/src/domain/refunds';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, clearCounters } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, shiftDay } from '../support/clock';
import { keyed, linkKeyOf, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});
beforeEach(async () => {
  await clearCounters('status');
});

const steps = REFUND_POLICY ?? [];
const lastDay = steps.at(-1)?.until ?? '';

/** A paid registration that asks to cancel on `day` (at 10:00 at the venue): what it paid and the refund due. */
async function askedOn(day: string) {
  const id = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'POL' },
  );
  // Asked through the link mailed that day.
  const then = asOf(venueInstant(day, 10));
  const asked = await callApi('POST', keyed(`/api/registrations/${id}/cancellation`, await linkKeyOf(id, then)), {
    json: { reason: 'Plans changed.' },
    headers: then,
  });
  expect(asked.status).toBe(200);
  const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
  return {
    id,
    paid: paiseOfRupees(Number(record.totalAmount)),
    due: (record.cancellation as { dueAmountPaise: number | null }).dueAmountPaise,
  };
}

describe('the refund policy', () => {
  it('is the edition’s, with more than one step', () => {
    expect(steps.length).toBeGreaterThan(1);
  });

  // A paid registration per step and one after, in a suite just started: the first requests wait for
  // the emulator to start the function's workers (docs/development.md, "Timeouts and why").
  it(
    'gives each step’s share for a request on its last day, and nothing after the last step',
    { timeout: 60_000 },
    async () => {
      for (const step of steps) {
        const { paid, due } = await askedOn(step.until);
        expect(due).toBe(Math.floor((paid * step.percent) / 100));
      }
      const late = await askedOn(shiftDay(lastDay, 1));
      expect(late.due).toBe(0);
    },
  );

  it('approves the policy’s amount without a reason, and asks for one for any other', async () => {
    const first = steps[0];
    if (!first) throw new Error('The fixture edition states no refund policy.');
    const { id, due } = await askedOn(first.until);
    if (due === null) throw new Error('A paid registration has a refund due under a policy.');
    const decide = (refund: Record<string, unknown>) =>
      callApi('POST', `/api/admin/registrations/${id}/cancellation`, {
        token: adminToken,
        json: { decision: 'approve', refund: { bankReference: 'NEFT-POL-1', date: first.until, ...refund } },
        headers: asOf(venueInstant(first.until, 12)),
      });
    const other = await decide({ amountPaise: due - 1 });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ success: false, error: refundDiffersFromPolicy(formatPaise(due)) });
    const approved = await decide({ amountPaise: due });
    expect(approved.status).toBe(200);
    expect((await db.doc(`refunds/${id}`).get()).data()).toMatchObject({ amountPaise: due, reason: null });
  });
});
