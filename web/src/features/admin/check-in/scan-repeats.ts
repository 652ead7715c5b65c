/**
 * The code just handed over is ignored while it stays in view: read again only once the camera has
 * seen no code for this long (performance.now(): a span, not a date), the pass taken away and
 * shown again, or after another code. Long enough to ride over frames a moving hand blurs.
 */
export const PASS_GONE_MS = 1500;

/** The last code handed over, and when it was last in view. */
export interface LastCode {
  text: string;
  seenAt: number;
}

/**
 * What one look at the camera's picture (`text`, null when no code is read) means at `now`: the
 * code to hand over, if it is a new one, and the last code from then on.
 */
export function readFrame(
  last: LastCode | null,
  text: string | null,
  now: number,
): { last: LastCode | null; handOver: string | null } {
  if (text === null) return { last, handOver: null };
  const stillInView = last !== null && text === last.text && now - last.seenAt < PASS_GONE_MS;
  return { last: { text, seenAt: now }, handOver: stillInView ? null : text };
}
