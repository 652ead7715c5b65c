// Codes people read aloud and type: random bytes as Crockford's base-32 digits (digits and capitals
// without I, L, O and U, so nothing reads as another). Certificate numbers and sponsors' codes are
// 80 bits as four groups of four; sponsors' IDs are 40 bits.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPED = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
/** The random bytes of a grouped code: 80 bits, sixteen digits. */
export const GROUPED_CODE_BYTES = 10;

/** Bytes as Crockford's base-32 digits, five bits each from the first; whole bytes of 40 bits give whole digits. */
export function crockfordDigits(bytes: Uint8Array): string {
  if (bytes.length % 5 !== 0) throw new Error('Crockford digits are made from whole groups of 5 bytes.');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** Ten random bytes as sixteen digits in four groups of four: "7K3M-Q9TX-2B4R-HW8C". */
export function groupedCodeOf(bytes: Uint8Array): string {
  if (bytes.length !== GROUPED_CODE_BYTES) throw new Error(`A grouped code takes ${GROUPED_CODE_BYTES} bytes.`);
  return crockfordDigits(bytes).match(/.{4}/g)?.join('-') ?? '';
}

export function isGroupedCode(value: unknown): value is string {
  return typeof value === 'string' && GROUPED.test(value);
}

/**
 * A grouped code as someone typed it: case, spaces and missing hyphens aside, and the letters
 * Crockford reads as digits (O as 0, I and L as 1). Null when it cannot be one of ours.
 */
export function normalizeGroupedCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g)?.join('-') ?? null;
}
