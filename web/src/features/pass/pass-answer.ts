import type { PassView } from '@domain/api/pass';
import { SAVED_AT_HEADER } from './pass-worker-address';

/** What GET /api/passes/{code} told the page. */
export type PassAnswer =
  /** `savedAt`: the answer is the copy kept on this device (pass-worker.ts), saved then (ISO). */
  | { kind: 'valid'; pass: PassView; savedAt: string | null }
  /** 400 or 404: the code opens no pass (never issued, withdrawn, or not a code at all). */
  | { kind: 'invalid'; message: string }
  /** No answer, or one the page cannot use (5xx, too many requests): worth trying again. */
  | { kind: 'failed'; message: string | null };

export const PASS_UNREACHABLE =
  'Your pass could not be loaded: the server did not answer. The QR code above still works at the registration desk.';
const PASS_INVALID =
  'This link opens no valid pass. Please use the link in the latest e-mail that sent you your entry pass.';

/**
 * The fields of passViewSchema (domain/api/pass.ts), all strings. The page checks them by hand:
 * zod would bring several times the page's whole script. pass-answer.test.ts holds this list to
 * the schema's.
 */
export const PASS_FIELDS = [
  'name',
  'organization',
  'tier',
  'conferenceName',
  'datesLabel',
] as const satisfies readonly (keyof PassView)[];

function isPassView(value: unknown): value is PassView {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return PASS_FIELDS.every((field) => typeof record[field] === 'string');
}

/**
 * Whether the server refuses the code (400: not a code; 404: never issued, withdrawn or
 * reissued): the page shows no pass, and the worker drops any copy it kept.
 */
export const refusesPass = (status: number) => status === 400 || status === 404;

/** Reads the API's answer: `{ success: true, data }`, or `{ error }` with the API's own sentence. */
export async function passAnswerOf(response: Response): Promise<PassAnswer> {
  const body = (await response.json().catch(() => null)) as { data?: unknown; error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : null;
  if (response.ok) {
    if (!isPassView(body?.data)) return { kind: 'failed', message: null };
    return { kind: 'valid', pass: body.data, savedAt: response.headers.get(SAVED_AT_HEADER) };
  }
  if (refusesPass(response.status)) return { kind: 'invalid', message: message ?? PASS_INVALID };
  return { kind: 'failed', message };
}

/** Asks the API for the pass; a network failure is an answer too. */
export async function fetchPass(code: string): Promise<PassAnswer> {
  try {
    return await passAnswerOf(await fetch(`/api/passes/${encodeURIComponent(code)}`));
  } catch {
    return { kind: 'failed', message: null };
  }
}
