import { describe, it, expect } from 'vitest';
import { EDITION } from './edition';
import {
  REGISTRATION_ID_PREFIX,
  formatRegistrationId,
  isRegistrationIdShape,
  normalizeRegistrationId,
} from './registration-id';

// Rules for any edition, with its prefix; the 2025 prefix ICEI25 is in registration-id.icei-2025.test.ts.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const twoDigitYear = (year: number) => String(year % 100).padStart(2, '0');
const PREFIX = `${EDITION.shortName}${twoDigitYear(EDITION.year)}`;

// An independent reading of the same rule: the first 65 bits, five at a time.
function expectedBody(bytes: Uint8Array): string {
  const bits = [...bytes.slice(0, 9)].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let body = '';
  for (let start = 0; start < 65; start += 5) body += CROCKFORD[parseInt(bits.slice(start, start + 5), 2)];
  return body;
}

const sample = Uint8Array.from([0x8f, 0x3a, 0x01, 0xfe, 0x77, 0x42, 0x99, 0xc4, 0x5d]);

describe('formatRegistrationId', () => {
  it('uses the edition’s short name and the last two digits of its year as the prefix', () => {
    expect(REGISTRATION_ID_PREFIX).toBe(PREFIX);
  });

  it('writes 65 bits as 13 Crockford base32 characters grouped 4-4-5 after the prefix', () => {
    const id = formatRegistrationId(sample);
    const char = '[0-9A-HJKMNP-TV-Z]';
    expect(id.startsWith(`${PREFIX}-`)).toBe(true);
    expect(id.slice(PREFIX.length)).toMatch(new RegExp(`^-${char}{4}-${char}{4}-${char}{5}$`));
    expect(id.slice(PREFIX.length).replace(/-/g, '')).toBe(expectedBody(sample));
  });

  it('maps all-zero and all-one bits to the ends of the alphabet', () => {
    expect(formatRegistrationId(new Uint8Array(9))).toBe(`${PREFIX}-0000-0000-00000`);
    expect(formatRegistrationId(new Uint8Array(9).fill(0xff))).toBe(`${PREFIX}-ZZZZ-ZZZZ-ZZZZZ`);
  });

  it('encodes every one of the 65 bits, so no two bit patterns share an ID', () => {
    const base = formatRegistrationId(new Uint8Array(9));
    for (let bit = 0; bit < 65; bit++) {
      const bytes = new Uint8Array(9);
      bytes[bit >> 3] = 0x80 >> (bit & 7);
      expect(formatRegistrationId(bytes)).not.toBe(base);
    }
  });

  it('ignores bits beyond the 65th', () => {
    const more = Uint8Array.from([...sample.slice(0, 8), (sample[8] ?? 0) ^ 0x7f, 1, 2, 3]);
    expect(formatRegistrationId(more)).toBe(formatRegistrationId(sample));
  });

  it('refuses fewer than 9 random bytes', () => {
    expect(() => formatRegistrationId(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('normalizeRegistrationId', () => {
  const id = formatRegistrationId(sample);

  it('leaves a canonical ID unchanged', () => {
    expect(normalizeRegistrationId(id)).toBe(id);
  });

  it('accepts lower case, surrounding spaces and inner spaces', () => {
    expect(normalizeRegistrationId(`  ${id.toLowerCase().replace(/-/g, ' ')}  `)).toBe(id);
  });

  it('accepts missing or extra hyphens', () => {
    expect(normalizeRegistrationId(id.replace(/-/g, ''))).toBe(id);
    expect(normalizeRegistrationId(id.replace(/-/g, '--'))).toBe(id);
  });

  it('reads O as 0 and I or L as 1, but keeps the prefix as written', () => {
    expect(normalizeRegistrationId(`${PREFIX.toLowerCase()}-oooo-iiii-lllll`)).toBe(`${PREFIX}-0000-1111-11111`);
  });

  it('accepts the ID typed without its prefix', () => {
    expect(normalizeRegistrationId(id.slice(`${PREFIX}-`.length))).toBe(id);
  });

  it('returns other input trimmed and upper-cased', () => {
    expect(normalizeRegistrationId(' abc123 ')).toBe('ABC123');
    expect(normalizeRegistrationId(`${PREFIX}-0000-0000-0000U`)).toBe(`${PREFIX}-0000-0000-0000U`);
  });
});

describe('isRegistrationIdShape', () => {
  it('accepts generated IDs and their sloppy spellings', () => {
    const id = formatRegistrationId(sample);
    expect(isRegistrationIdShape(id)).toBe(true);
    expect(isRegistrationIdShape(id.toLowerCase().replace(/-/g, ''))).toBe(true);
  });

  it('rejects wrong lengths, foreign letters and other prefixes', () => {
    const lastYear = `${EDITION.shortName}${twoDigitYear(EDITION.year - 1)}`;
    expect(isRegistrationIdShape('')).toBe(false);
    expect(isRegistrationIdShape(`${PREFIX}-0000-0000-0000`)).toBe(false);
    expect(isRegistrationIdShape(`${PREFIX}-0000-0000-000000`)).toBe(false);
    expect(isRegistrationIdShape(`${PREFIX}-0000-0000-0000U`)).toBe(false);
    expect(isRegistrationIdShape(`${lastYear}-0000-0000-00000`)).toBe(false);
  });
});
