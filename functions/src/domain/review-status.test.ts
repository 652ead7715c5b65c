import { describe, expect, it } from 'vitest';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, reviewStatusOf } from './review-status';

describe('review status', () => {
  it.each([
    [{ verified: false }, 'email-unverified'],
    [{ verified: true }, 'awaiting-payment'],
    [{ verified: true, paymentVerified: null, rejection: { reason: 'Amount differs' } }, 'proof-rejected'],
    [{ verified: true, paymentVerified: false }, 'proof-under-verification'],
    [{ verified: true, paymentVerified: false, rejection: { reason: 'old' } }, 'proof-under-verification'],
    [{ verified: true, paymentVerified: true }, 'payment-verified'],
    // A request to cancel changes nothing until it is approved; approved, whatever was paid.
    [{ verified: true, paymentVerified: true, cancellation: { state: 'requested' } }, 'payment-verified'],
    [{ verified: true, paymentVerified: true, cancellation: { state: 'declined' } }, 'payment-verified'],
    [{ verified: true, paymentVerified: true, cancellation: { state: 'approved' } }, 'cancelled'],
    [{ verified: false, cancellation: { state: 'approved' } }, 'cancelled'],
  ] as const)('reads %j as %s', (record, status) => {
    expect(reviewStatusOf(record)).toBe(status);
  });

  it('labels every status for the admin filter', () => {
    expect(REVIEW_STATUSES.map((status) => REVIEW_STATUS_LABELS[status])).toEqual([
      'E-mail unverified',
      'Awaiting payment',
      'Proof under verification',
      'Payment verified',
      'Proof rejected',
      'Cancelled',
    ]);
  });
});
