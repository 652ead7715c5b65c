import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '@domain/review-status';
import { affectedBy, registrantsToRemind } from './tool-counts';

describe('registrantsToRemind', () => {
  it('counts each registrant of an uncovered paper once, and none of a covered paper', () => {
    expect(
      registrantsToRemind({
        uncovered: 2,
        papers: [
          { paperId: 'P1', covered: true, registrations: [{ id: 'A', paymentVerified: true }] },
          {
            paperId: 'P2',
            covered: false,
            registrations: [
              { id: 'B', paymentVerified: false },
              { id: 'C', paymentVerified: false },
            ],
          },
          { paperId: 'P3', covered: false, registrations: [{ id: 'B', paymentVerified: false }] },
          { paperId: 'P4', covered: false, registrations: [] },
        ],
      }),
    ).toEqual(['B', 'C']);
  });
});

describe('affectedBy', () => {
  it('verifies only proofs under verification and reminds only those awaiting payment', () => {
    expect(REVIEW_STATUSES.filter((status) => affectedBy('verify', status))).toEqual(['proof-under-verification']);
    expect(REVIEW_STATUSES.filter((status) => affectedBy('remind', status))).toEqual([
      'awaiting-payment',
      'proof-rejected',
    ]);
  });
});
