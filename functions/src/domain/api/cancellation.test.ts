import { describe, expect, it } from 'vitest';
import {
  BANK_REFERENCE_TOO_LONG,
  CANCELLATION_BODY_INVALID,
  NOTE_TOO_LONG,
  PLAIN_TEXT_ONLY,
  REFUND_AMOUNT_INVALID,
  REFUND_DATE_INVALID,
  REFUND_REASON_TOO_LONG,
} from '../messages';
import { cancellationDecisionSchema } from './cancellation';

/** The first refusal of a decision, in the administrators' words, never zod's own. */
const refusal = (body: unknown) => cancellationDecisionSchema.safeParse(body).error?.issues[0]?.message;
const refund = { amountPaise: 100_050, bankReference: 'NEFT-1', date: '2025-10-20' };

describe('an administrator’s decision on a cancellation', () => {
  it('says in its own words what is wrong with each part', () => {
    expect(refusal({ decision: 'approve', refund })).toBeUndefined();
    expect(refusal(42)).toBe(CANCELLATION_BODY_INVALID);
    expect(refusal({ decision: 'approve', refund: 5 })).toBe(CANCELLATION_BODY_INVALID);
    expect(refusal({ decision: 'decline', note: 'x'.repeat(501) })).toBe(NOTE_TOO_LONG);
    expect(refusal({ decision: 'approve', refund: { ...refund, amountPaise: 10.5 } })).toBe(REFUND_AMOUNT_INVALID);
    expect(refusal({ decision: 'approve', refund: { ...refund, amountPaise: -1 } })).toBe(REFUND_AMOUNT_INVALID);
    expect(refusal({ decision: 'approve', refund: { ...refund, reason: 'x'.repeat(501) } })).toBe(
      REFUND_REASON_TOO_LONG,
    );
    expect(refusal({ decision: 'approve', refund: { ...refund, bankReference: 'B'.repeat(65) } })).toBe(
      BANK_REFERENCE_TOO_LONG,
    );
    expect(refusal({ decision: 'approve', refund: { ...refund, bankReference: 'B\r\nX' } })).toBe(PLAIN_TEXT_ONLY);
    expect(refusal({ decision: 'approve', refund: { ...refund, date: '15/10/2025' } })).toBe(REFUND_DATE_INVALID);
  });
});
