import { describe, it, expect } from 'vitest';
import { isInternationalMobile, isValidMobile, normalizeMobile } from './mobile';

describe('isValidMobile', () => {
  it('accepts 10 digits alone, after 0 or after 91 only in India', () => {
    expect(isValidMobile('98765 43210', 'India')).toBe(true);
    expect(isValidMobile('098765 43210', 'India')).toBe(true);
    expect(isValidMobile('919876543210', 'India')).toBe(true);
    expect(isValidMobile('98765 43210', 'USA')).toBe(false);
    expect(isValidMobile('98765 43210', undefined)).toBe(false);
  });

  it('refuses what is no Indian mobile: too few digits, or not starting with 6 to 9', () => {
    expect(isValidMobile('98765 4321', 'India')).toBe(false);
    expect(isValidMobile('58765 43210', 'India')).toBe(false);
    expect(isValidMobile('0091 98765 43210', 'India')).toBe(false);
  });

  it('accepts the international format from anywhere', () => {
    expect(isValidMobile('+1 (555) 123-4567', 'India')).toBe(true);
    expect(isValidMobile('+91 98765 43210', 'UK')).toBe(true);
  });
});

describe('normalizeMobile', () => {
  it('adds +91 only to an Indian number typed without it', () => {
    expect(normalizeMobile('98765 43210', 'India')).toBe('+919876543210');
    expect(normalizeMobile('+91 98765 43210', 'India')).toBe('+91 98765 43210');
    expect(normalizeMobile('98765 43210', 'UK')).toBe('98765 43210');
  });
});

describe('isInternationalMobile', () => {
  it.each(['+91 98765 43210', '+919876543210', '+1 (555) 123-4567', '+44 20 7946 0958', '+683 4002'])(
    'accepts %s',
    (mobile) => {
      expect(isInternationalMobile(mobile)).toBe(true);
    },
  );

  it.each(['9876543210', '0091 98765 43210', '+0 123 4567', '+91 98765 4321x', '+12', '+1234567890123456'])(
    'rejects %s',
    (mobile) => {
      expect(isInternationalMobile(mobile)).toBe(false);
    },
  );
});
