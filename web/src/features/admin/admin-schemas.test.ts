import { describe, expect, it } from 'vitest';
import { registrationPageSchema } from './admin-schemas';

const row = {
  id: 'ICEI25-SEED-0000-00003',
  name: 'Dr Meera Kulkarni',
  email: 'meera.kulkarni@example.org',
  organization: 'IIT Dharwad',
  registrationTier: 'author-presenter-non-ieee',
  totalAmount: 15500,
  reviewStatus: 'proof-under-verification',
  paymentReferenceId: 'SBIC2510210003',
  createdAt: '2025-10-20T05:30:00.000Z',
};
const counts = {
  'email-unverified': 1,
  'awaiting-payment': 1,
  'proof-under-verification': 1,
  'payment-verified': 1,
  'proof-rejected': 0,
};

describe('the admin pages read the API strictly', () => {
  it('parses a page of the table, with dates as Date', () => {
    const page = registrationPageSchema.parse({ success: true, data: { items: [row], nextCursor: null, counts } });
    expect(page.items[0]?.createdAt).toEqual(new Date('2025-10-20T05:30:00.000Z'));
    expect(page.counts['payment-verified']).toBe(1);
  });

  it('refuses a row in an unknown state and counts missing a state', () => {
    expect(() =>
      registrationPageSchema.parse({
        success: true,
        data: { items: [{ ...row, reviewStatus: 'paid' }], nextCursor: null, counts },
      }),
    ).toThrow();
    const { 'proof-rejected': _missing, ...partial } = counts;
    expect(() =>
      registrationPageSchema.parse({ success: true, data: { items: [], nextCursor: null, counts: partial } }),
    ).toThrow();
  });
});
