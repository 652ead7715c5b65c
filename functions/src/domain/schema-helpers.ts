import type { z } from './zod';

// Length caps keep one registration a sane size for storage and e-mail; none comes from
// the spec, so they are generous.
export const MAX_TEXT_LENGTH = 200;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_EMAIL_LENGTH = 254; // the longest address SMTP can carry
export const MAX_CODE_LENGTH = 100; // paper IDs, student ID numbers, payment references
export const MAX_IEEE_DIGITS = 20;

export const IEEE_NUMBER_PATTERN = /^\d+$/;

/**
 * An edition's paper ID pattern (domain/paper-id.ts), anchored here so that it cannot match a
 * sentence that merely contains an ID.
 */
export const paperIdMatcher = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'i');

/**
 * For cross-field refinements: run only once every field has its basic shape, so the
 * wizard's first message is always the most basic one (for example "fill all fields").
 */
export const whenFieldsValid = {
  when: (payload: z.core.ParsePayload) => payload.issues.length === 0,
};

export type RefinementCtx = z.core.$RefinementCtx<unknown>;

export function report(ctx: RefinementCtx, message: string, path: PropertyKey[] = []): void {
  ctx.addIssue({ code: 'custom', message, path });
}

// Names and places go into mails, CSV exports and badges: markup and control characters
// (CR/LF would also split a mail header) have no business there. Addresses may span lines.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f<>]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f<>]/;

export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

// What the receipts, tax invoices, badges and certificates can print: the letters of the fonts the
// function embeds (domain/script-runs.ts: Latin with Greek and Cyrillic, Devanagari, Kannada), the
// punctuation, the rupee sign, joiners and combining accents. Anything else (Tamil, Arabic, CJK, an
// emoji) would print as empty boxes on an invoice that cannot be issued again, so it is refused
// where it is typed. The unit test holds every character accepted here against the fonts themselves.
// The class lists code points, each judged on its own: combining marks and joiners in it are meant.
const PRINTABLE =
  // eslint-disable-next-line no-misleading-character-class
  /^(?:(?!\p{Cn})[\t\n\r\u0020-\u007e\u00a0-\u024f\u0300-\u036f\u0370-\u03e1\u03f0-\u03ff\u0400-\u04ff\u0900-\u097f\u0c80-\u0cdb\u0cdd-\u0cff\u1e00-\u1eff\u200c\u200d\u2010-\u2027\u2030-\u205e\u20a0-\u20c0])*$/u;

/** Whether every character of `value` is one the PDFs print (and none is a broken surrogate half). */
export function isPrintable(value: string): boolean {
  return PRINTABLE.test(value);
}

// A half of a surrogate pair on its own: JSON may carry one ("\ud800"), but it is no text, and
// Firestore refuses to store it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed JSON value holds a string that is not well-formed text, at any depth. */
export function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, entry]) => LONE_SURROGATE.test(key) || holdsBrokenText(entry));
  return false;
}

// Names and organisations are printed on badges and certificates and shown to whoever receives a
// mail about the registration: a web or e-mail address in one would be someone's words in our
// voice, and mail clients turn such text into links. Initials ("A.K."), abbreviations ("Pvt. Ltd.",
// "Engg.") and apostrophes stay allowed: a dot counts as part of an address only before a top-level
// domain, or before a path.
const DOT = '[.\\u3002\\uff0e\\uff61]';
const TOP_LEVEL_DOMAINS =
  'com|net|org|info|biz|edu|gov|int|mil|io|co|ly|me|app|dev|ai|xyz|top|site|online|link|click|shop|store|live|' +
  'tech|email|news|page|cloud|club|vip|win|icu|buzz|tk|ml|ga|cf|gq|cc|tv|ws|pw|gg|gl|to|in|uk|us|eu|ru|cn|' +
  'de|fr|nl|es|jp|kr|au|ca|br|ch|se|pl|sg|pk|bd|lk|np|ae|sa|za|ng|ke|vn|th|tw|hk|nz|ie|tr|ua|ir|mx';
// Each pattern that starts with a run of word characters starts only where such a run starts, so
// that a long name is read once, not once per character (linear, whatever the input).
const LINK_LIKE = [
  // A scheme, with or without slashes: https://…, mailto:…, javascript:…
  /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\//i,
  /(?:^|[^\p{L}\p{N}])(?:https?|mailto|javascript|ftp):/iu,
  new RegExp(`(?:^|[^\\p{L}\\p{N}])www\\d?${DOT}`, 'iu'),
  // An e-mail address, or anything addressed with @ (also the full-width sign).
  /[@\uff20]/,
  new RegExp(
    `(?<![\\p{L}\\p{N}-]|${DOT})[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*${DOT}(?:${TOP_LEVEL_DOMAINS})(?![\\p{L}\\p{N}])`,
    'iu',
  ),
  new RegExp(`(?<![\\p{L}\\p{N}-]|${DOT})[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*${DOT}\\p{L}{2,}\\/\\S`, 'u'),
];

/** Whether a name or an organisation holds nothing a mail client or a reader takes for a link. */
export function isLinkFree(value: string): boolean {
  return !LINK_LIKE.some((pattern) => pattern.test(value));
}
