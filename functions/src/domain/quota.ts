// Caps that count what happened to one registration (not who asked): the instants of the last
// few events are kept on the record, so the check runs inside the transaction that adds one.

export type QuotaCheck = { ok: true } | { ok: false; retryAfterMs: number };

/** Whether one more event fits: at most `max` of `instants` within `windowMs` before `now`. */
export function slidingWindow(instants: readonly Date[], now: Date, windowMs: number, max: number): QuotaCheck {
  const recent = instants
    .map((instant) => instant.getTime())
    .filter((time) => time > now.getTime() - windowMs && time <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < max) return { ok: true };
  // The oldest event that still counts leaves the window first; then one more fits.
  const oldest = recent[recent.length - max] ?? now.getTime();
  return { ok: false, retryAfterMs: oldest + windowMs - now.getTime() };
}

/** The most recent `keep` instants, oldest first: what the record holds for the next check. */
export function recentInstants(instants: readonly Date[], added: Date, keep: number): Date[] {
  return [...instants, added].sort((a, b) => a.getTime() - b.getTime()).slice(-keep);
}
