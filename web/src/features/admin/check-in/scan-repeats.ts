/**
 * The code just handed over is ignored while it stays in view: read again only once the camera's
 * looks have found no code for this long (performance.now(): a span, not a date), the pass taken
 * away and shown again, or after another code. Long enough to ride over frames a moving hand blurs.
 */
export const PASS_GONE_MS = 1500;

/** The last code handed over, and the first and latest of the looks that found no code since. */
export interface LastCode {
  text: string;
  empty: { since: number; at: number } | null;
}

/**
 * What one look at the camera's picture (`text`, null when no code is read) means at `now`: the
 * code to hand over, if it is a new one, and the last code from then on. Only the camera's own
 * looks tell that a pass was taken away: time in which it did not look (a busy phone, a slow
 * decode) proves nothing, so a stall never reads the pass in front of it again.
 */
export function readFrame(
  last: LastCode | null,
  text: string | null,
  now: number,
): { last: LastCode | null; handOver: string | null } {
  if (text === null)
    return { last: last && { ...last, empty: { since: last.empty?.since ?? now, at: now } }, handOver: null };
  const gone = last?.empty ? last.empty.at - last.empty.since >= PASS_GONE_MS : false;
  const stillInView = last !== null && text === last.text && !gone;
  return { last: { text, empty: null }, handOver: stillInView ? null : text };
}

/** The last code as if seen again: after a pause, a pass still in view is not a new showing. */
export function seenAgain(last: LastCode | null): LastCode | null {
  return last && { ...last, empty: null };
}
