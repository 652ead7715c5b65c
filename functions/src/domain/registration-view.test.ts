import { describe, expect, it } from 'vitest';
import { maskEmail, publicRegistrationSchema } from './registration-view';

const minimal = {
  id: 'ICEI25-ABCD-EFGH-JKMN-P',
  title: 'Dr',
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'IIT Dharwad',
  email: 'a***o@example.org',
  registrationTier: 'student-non-ieee',
  totalAmount: 5900,
  verified: true,
  createdAt: '2025-10-20T05:30:00.000Z',
  linkOpened: false,
};

describe('the public view', () => {
  it('keeps only the fields it lists: whatever else a record holds is dropped', () => {
    const view = publicRegistrationSchema.parse({
      ...minimal,
      nationalId: 'SECRET',
      paymentVerifiedBy: { uid: 'admin', email: 'admin@example.org' },
      rejection: { reason: 'Amount differs', by: 'admin@example.org', at: '2025-10-21T00:00:00.000Z' },
    });
    expect(view).not.toHaveProperty('nationalId');
    expect(view).not.toHaveProperty('paymentVerifiedBy');
    expect(view.rejection).toEqual({ reason: 'Amount differs' });
  });

  it('refuses an instant that is not an ISO 8601 string', () => {
    expect(() => publicRegistrationSchema.parse({ ...minimal, createdAt: { _seconds: 1760947200 } })).toThrow();
    expect(() => publicRegistrationSchema.parse({ ...minimal, createdAt: '20 October 2025' })).toThrow();
  });
});

describe('maskEmail', () => {
  it('keeps the first and last character of the local part and the whole domain', () => {
    expect(maskEmail('asha.rao@example.org')).toBe('a***o@example.org');
  });

  it('shows no more than one character of a short local part', () => {
    expect(maskEmail('ab@example.org')).toBe('a***@example.org');
    expect(maskEmail('a@example.org')).toBe('a***@example.org');
  });
});
