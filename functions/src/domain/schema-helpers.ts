import type { z } from 'zod';

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
