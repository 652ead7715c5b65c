// The call for papers requires at least one registered author per accepted paper. Which
// accepted papers have a payment-verified registration, and which have none yet.
import { z } from './zod';

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

/** A pasted list: one ID per line, or separated by commas, semicolons or spaces; repeats dropped. */
export function parseAcceptedPaperIds(text: string): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const id = raw.trim();
    if (id === '' || seen.has(paperKey(id))) continue;
    seen.add(paperKey(id));
    ids.push(id);
  }
  return ids;
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
