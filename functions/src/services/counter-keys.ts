// Rate-limit and mail-quota counters are kept per client address and per recipient address, both
// personal data. A plain SHA-256 of either is reversible (every IPv4 address, or a list of known
// e-mail addresses, hashes in minutes), so a counter is named by an HMAC under a secret param:
// without the key, nobody reading the database can tell whose counter a document is.
import { createHmac } from 'node:crypto';
import { COUNTER_HASH_SECRET } from '../config';

/** What is counted: each purpose hashes apart, so one address has unrelated keys in each. */
export type CounterPurpose = 'rate-limit' | 'mail-quota';

/** HMAC-SHA256(COUNTER_HASH_SECRET, "{purpose}\n{value}") in hex: each purpose hashes apart. */
export function keyedHash(purpose: CounterPurpose | 'preview-link', value: string): string {
  return createHmac('sha256', COUNTER_HASH_SECRET.value()).update(`${purpose}\n${value}`).digest('hex');
}

/** The first `length` hex digits of the counter's keyed hash. */
export function counterKey(purpose: CounterPurpose, value: string, length: number): string {
  return keyedHash(purpose, value).slice(0, length);
}
