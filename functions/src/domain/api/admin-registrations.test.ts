import { describe, expect, it } from 'vitest';
import { registrationPageSchema } from './admin-registrations';

const row = {
  id: 'ICEI25-SEED-0000-00003',
  name: 'Dr Meera Kulkarni',
  email: 'meera.kulkarni@example.org',
  organization: 'IIT Dharwad',
  registrationTier: 'author-presenter-non-ieee',
  totalAmount: 15500,
  reviewStatus: 'proof-under-verification',
  paymentReferenceId: 'SBIC2510210003',
  ieeeMembershipToCheck: false,
  cancellationRequested: false,
  createdAt: '2025-10-20T05:30:00.000Z',
};
const counts = {
  'email-unverified': 1,
  'awaiting-payment': 1,
  'proof-under-verification': 1,
  'payment-verified': 1,
  'proof-rejected': 0,
  cancelled: 0,
};

describe('a page of the admin table', () => {
  it('keeps only the row fields it lists', () => {
    const page = registrationPageSchema.parse({
      items: [{ ...row, mobile: '+91 98765 43213' }],
      nextCursor: null,
      counts,
      cancellationRequested: 0,
      ieeeToCheck: 0,
    });
    expect(page.items[0]).toEqual(row);
  });

  it('refuses a row in an unknown state, counts missing a state and a Firestore timestamp', () => {
    expect(() =>
      registrationPageSchema.parse({
        items: [{ ...row, reviewStatus: 'paid' }],
        nextCursor: null,
        counts,
        cancellationRequested: 0,
        ieeeToCheck: 0,
      }),
    ).toThrow();
    const { 'proof-rejected': _missing, ...partial } = counts;
    expect(() =>
      registrationPageSchema.parse({
        items: [],
        nextCursor: null,
        counts: partial,
        cancellationRequested: 0,
        ieeeToCheck: 0,
      }),
    ).toThrow();
    expect(() =>
      registrationPageSchema.parse({
        items: [{ ...row, createdAt: { _seconds: 1760938200, _nanoseconds: 0 } }],
        nextCursor: null,
        counts,
        cancellationRequested: 0,
        ieeeToCheck: 0,
      }),
    ).toThrow();
  });
});
