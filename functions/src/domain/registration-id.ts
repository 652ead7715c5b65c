import { CONFERENCE } from './conference';
import { STATUS_ID_UNKNOWN } from './messages';
import { MAX_CODE_LENGTH } from './schema-helpers';

// Registration IDs are the only key to a registration (no login: docs/rules.md, "Who may do what"), so they
// carry 65 random bits: far too many to guess a live one. Crockford base32 keeps them
// short, case-insensitive and free of the look-alikes I, L, O and U when read aloud.
// The edition's acronym (capitals and digits, edition-schema) and the year's last two digits.
export const REGISTRATION_ID_PREFIX = `${CONFERENCE.shortName}${String(CONFERENCE.year % 100).padStart(2, '0')}`;
export const REGISTRATION_ID_RANDOM_BYTES = 9;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 13;
const GROUP_SIZES = [4, 4, 5];
const CANONICAL = new RegExp(`^${REGISTRATION_ID_PREFIX}-[${CROCKFORD}]{4}-[${CROCKFORD}]{4}-[${CROCKFORD}]{5}$`);

/** "ICEI25-XXXX-XXXX-XXXXX" from at least 9 random bytes (the caller owns the randomness). */
export function formatRegistrationId(bytes: Uint8Array): string {
  if (bytes.length < REGISTRATION_ID_RANDOM_BYTES) {
    throw new RangeError(`A registration ID needs ${REGISTRATION_ID_RANDOM_BYTES} random bytes.`);
  }
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index++) {
    const bitOffset = index * 5;
    const byteIndex = bitOffset >> 3;
    const window = ((bytes[byteIndex] ?? 0) << 8) | (bytes[byteIndex + 1] ?? 0);
    body += CROCKFORD.charAt((window >> (11 - (bitOffset & 7))) & 0b11111);
  }
  return `${REGISTRATION_ID_PREFIX}-${groupBody(body)}`;
}

/**
 * The canonical form of an ID as a person might type it: any case, spaces or missing
 * hyphens, O for 0, I or L for 1, with or without the prefix. Input that cannot be read as
 * one of our IDs comes back trimmed and upper-cased, and fails `isRegistrationIdShape`.
 */
export function normalizeRegistrationId(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const body = compact.startsWith(REGISTRATION_ID_PREFIX) ? compact.slice(REGISTRATION_ID_PREFIX.length) : compact;
  const decoded = body.replace(/O/g, '0').replace(/[IL]/g, '1');
  const candidate = `${REGISTRATION_ID_PREFIX}-${groupBody(decoded)}`;
  return decoded.length === BODY_LENGTH && CANONICAL.test(candidate) ? candidate : input.trim().toUpperCase();
}

/** Exactly an ID as we write it: the only form that may become a document path. */
export function isRegistrationId(input: unknown): input is string {
  return typeof input === 'string' && CANONICAL.test(input);
}

/** A mail's document id: a registration ID and a lower-case event ("verify-email-2"). */
export function isMailId(input: unknown): input is string {
  if (typeof input !== 'string') return false;
  const id = input.slice(0, REGISTRATION_ID_PREFIX.length + 16);
  return isRegistrationId(id) && /^-[a-z0-9]+(-[a-z0-9]+)*$/.test(input.slice(id.length)) && input.length <= 100;
}

export function isRegistrationIdShape(input: string): boolean {
  return CANONICAL.test(normalizeRegistrationId(input));
}

/** What was typed as a registration ID: the ID to look up, or the message to show instead. */
export type TypedRegistrationId = { ok: true; id: string } | { ok: false; message: string };

/**
 * A registration ID as typed into the status page or the payment form, read without zod so the
 * status page checks it before any schema has loaded (registration-schema's ID schema is this
 * rule): trimmed, required (`requiredMessage` when empty), at most MAX_CODE_LENGTH characters.
 * IDs of ours are stored canonical; anything else is looked up as typed.
 */
export function readRegistrationId(input: string, requiredMessage: string): TypedRegistrationId {
  const id = input.trim();
  if (id === '') return { ok: false, message: requiredMessage };
  if (id.length > MAX_CODE_LENGTH) return { ok: false, message: STATUS_ID_UNKNOWN };
  return { ok: true, id: isRegistrationIdShape(id) ? normalizeRegistrationId(id) : id };
}

function groupBody(body: string): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of GROUP_SIZES) {
    groups.push(body.slice(start, start + size));
    start += size;
  }
  return groups.join('-');
}
