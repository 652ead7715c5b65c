// The 2025 edition's IDs, as registrants and organisers see them; the rules are in
// registration-id.each-edition.test.ts.
import { describe, it, expect } from 'vitest';
import {
  REGISTRATION_ID_PREFIX,
  formatRegistrationId,
  isRegistrationIdShape,
  normalizeRegistrationId,
} from './registration-id';

const sample = Uint8Array.from([0x8f, 0x3a, 0x01, 0xfe, 0x77, 0x42, 0x99, 0xc4, 0x5d]);

describe('registration IDs of ICEI 2025', () => {
  it('uses the prefix ICEI25', () => {
    expect(REGISTRATION_ID_PREFIX).toBe('ICEI25');
  });

  it('writes ICEI25 and 13 Crockford base32 characters grouped 4-4-5', () => {
    expect(formatRegistrationId(sample)).toMatch(
      /^ICEI25-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}$/,
    );
    expect(formatRegistrationId(new Uint8Array(9))).toBe('ICEI25-0000-0000-00000');
    expect(formatRegistrationId(new Uint8Array(9).fill(0xff))).toBe('ICEI25-ZZZZ-ZZZZ-ZZZZZ');
  });

  it('reads O as 0 and I or L as 1, but keeps the I of the prefix', () => {
    expect(normalizeRegistrationId('icei25-oooo-iiii-lllll')).toBe('ICEI25-0000-1111-11111');
  });

  it('accepts the ID typed without its prefix', () => {
    const id = formatRegistrationId(sample);
    expect(normalizeRegistrationId(id.slice('ICEI25-'.length))).toBe(id);
  });

  it('returns a near miss trimmed and upper-cased', () => {
    expect(normalizeRegistrationId('ICEI25-0000-0000-0000U')).toBe('ICEI25-0000-0000-0000U');
  });

  it('rejects wrong lengths, foreign letters and last year’s prefix', () => {
    expect(isRegistrationIdShape('ICEI25-0000-0000-0000')).toBe(false);
    expect(isRegistrationIdShape('ICEI25-0000-0000-000000')).toBe(false);
    expect(isRegistrationIdShape('ICEI25-0000-0000-0000U')).toBe(false);
    expect(isRegistrationIdShape('ICEI24-0000-0000-00000')).toBe(false);
  });
});
