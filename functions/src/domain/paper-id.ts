// Paper IDs as the paper-management service gives them: the edition's pattern (edition-schema.ts,
// `paperIds`), by default the conference's acronym and a number ("ICEI-142", "ICEI142" or "142").
// They are printed on certificates and named in mails, so nothing but a plain ID is accepted.
import { EDITION } from './edition';
import { paperIdMatcher } from './schema-helpers';

export interface PaperIdRule {
  /** A regular expression a whole paper ID must match, case aside. */
  pattern: string;
  /** One ID it accepts, shown to registrants. */
  example: string;
}

/** The acronym, an optional hyphen, underscore or space, and up to six digits; or the digits alone. */
export function defaultPaperIdRule(shortName: string): PaperIdRule {
  return { pattern: `(?:${shortName}[-_ ]?)?[0-9]{1,6}`, example: `${shortName}-142` };
}

export const PAPER_ID_RULE: PaperIdRule = EDITION.paperIds ?? defaultPaperIdRule(EDITION.shortName);

const PAPER_ID = paperIdMatcher(PAPER_ID_RULE.pattern);

/** Whether the text, trimmed, is a paper ID of this edition. */
export const isPaperId = (paperId: string) => PAPER_ID.test(paperId.trim());

/** Paper IDs are compared as the organisers and authors type them, without case or spaces. */
export const paperKey = (paperId: string) => paperId.trim().toUpperCase().replace(/\s+/g, '');

/** Every paper ID that repeats an earlier one (compared by paperKey), with the first it repeats. */
export function repeatedPapers(paperIds: readonly string[]): { index: number; earlier: number }[] {
  const seen = new Map<string, number>();
  const repeats: { index: number; earlier: number }[] = [];
  for (const [index, id] of paperIds.entries()) {
    const key = paperKey(id);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else repeats.push({ index, earlier });
  }
  return repeats;
}
