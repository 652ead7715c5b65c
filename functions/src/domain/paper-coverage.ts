// The call for papers requires at least one registered author per accepted paper. Which
// accepted papers have a payment-verified registration, and which have none yet.
import { z } from './zod';
import { acceptedAuthorInvalid, acceptedAuthorWithoutPaper } from './messages';

export interface PaperRegistration {
  id: string;
  paperIds: readonly string[];
  paymentVerified: boolean;
}

export const paperCoverageSchema = z.object({
  paperId: z.string(),
  registrations: z.array(z.object({ id: z.string(), paymentVerified: z.boolean() })),
  covered: z.boolean(),
});
export type PaperCoverage = z.infer<typeof paperCoverageSchema>;

import { paperKey } from './paper-id';

export { paperKey };

/**
 * The accepted list as the organisers keep it: the paper IDs, and for the papers whose authors'
 * e-mail addresses were given, those addresses by paper (its `paperKey`), in lower case.
 */
export interface AcceptedPapers {
  ids: string[];
  authors: Record<string, string[]>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A pasted list: one paper per line, or separated by commas, semicolons or spaces; repeats
 * dropped. An e-mail address after a paper's ID is one of its authors' (`ICEI-7 asha@example.org,
 * ravi@example.org`); an address before any ID, or a word with an @ that is no address, is refused
 * with its message.
 */
export function parseAcceptedPapers(
  text: string,
): { ok: true; papers: AcceptedPapers } | { ok: false; message: string } {
  const ids: string[] = [];
  const authors: Record<string, string[]> = {};
  let current: string | null = null;
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.trim();
    if (token === '') continue;
    if (token.includes('@')) {
      if (!EMAIL.test(token)) return { ok: false, message: acceptedAuthorInvalid(token) };
      if (current === null) return { ok: false, message: acceptedAuthorWithoutPaper(token) };
      const emails = (authors[current] ??= []);
      if (!emails.includes(token.toLowerCase())) emails.push(token.toLowerCase());
      continue;
    }
    current = paperKey(token);
    if (!ids.some((id) => paperKey(id) === current)) ids.push(token);
  }
  return { ok: true, papers: { ids, authors } };
}

export function paperCoverage(
  acceptedPaperIds: readonly string[],
  registrations: readonly PaperRegistration[],
): PaperCoverage[] {
  return acceptedPaperIds.map((paperId) => {
    const naming = registrations
      .filter((registration) => registration.paperIds.some((id) => paperKey(id) === paperKey(paperId)))
      .map(({ id, paymentVerified }) => ({ id, paymentVerified }));
    return { paperId, registrations: naming, covered: naming.some((registration) => registration.paymentVerified) };
  });
}
