// The site's one clock. Prices, the registration window, the countdown and the undo window follow
// the server's time, not the visitor's machine (whose clock may be wrong, and which the local suite
// deliberately sets apart): once per page load, GET /api/registration-window says what time the
// server has, and now() is the machine's time corrected by the difference. If the server cannot be
// asked, the machine's own time stands meanwhile (the API enforces every rule anyway), and it is
// asked again a little later, a few times: a slow first answer (a function starting cold, a phone's
// network) must not leave a wrong machine clock in charge for the whole visit.
import { parseInstant } from '@domain/instant';
import type { RegistrationPhase } from '@domain/registration-window';

export const WINDOW_PATH = '/api/registration-window';
// A hung request must not hold the wizard at "Checking registration dates…" for long.
const SYNC_TIMEOUT_MS = 8000;
// After a failed or hung request, when to ask again (then no more).
const RETRY_AFTER_MS = [2000, 10_000, 30_000];

let offsetMs = 0;
let known = false;
let phase: RegistrationPhase | undefined;
let sync: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * How far the server's clock runs ahead of the machine's, in milliseconds. The server read its
 * clock somewhere between sending and receiving: the midpoint halves the error the latency adds.
 */
export function clockOffset(serverNow: Date, sentAt: number, receivedAt: number): number {
  return serverNow.getTime() - (sentAt + receivedAt) / 2;
}

/**
 * A field of `data` in the answer of GET /api/registration-window, read by hand: information pages
 * must not load zod for two fields.
 */
function answerField(body: unknown, name: 'now' | 'phase'): unknown {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** The server's instant in the answer (`data.now`), if it holds one. */
export function serverInstant(body: unknown): Date | undefined {
  const value = answerField(body, 'now');
  return typeof value === 'string' ? parseInstant(value) : undefined;
}

/** The registration phase in the same answer (`data.phase`), if it holds one. */
export function answeredPhase(body: unknown): RegistrationPhase | undefined {
  const value = answerField(body, 'phase');
  return value === 'not-yet-open' || value === 'open' || value === 'closed' ? value : undefined;
}

/** The registration phase the server gave when the clock was set, if it answered. */
export const serverPhase = (): RegistrationPhase | undefined => phase;

/**
 * Asks the server its time, once per page load; resolves when now() is as good as it will get for
 * now. When the server could not be asked, it is asked again later; a late answer corrects now()
 * and tells the subscribers again.
 */
export function syncClock(): Promise<void> {
  sync ??= serverOffset().then((offset) => {
    if (offset === undefined) askAgain(0);
    settle(offset ?? 0);
  });
  return sync;
}

function settle(offset: number): void {
  offsetMs = offset;
  known = true;
  listeners.forEach((listener) => listener());
}

function askAgain(attempt: number): void {
  const delay = RETRY_AFTER_MS[attempt];
  if (delay === undefined) return;
  setTimeout(() => {
    void serverOffset().then((offset) => (offset === undefined ? askAgain(attempt + 1) : settle(offset)));
  }, delay);
}

/** The server's clock less the machine's, or undefined when the server could not be asked. */
async function serverOffset(): Promise<number | undefined> {
  const sentAt = Date.now();
  try {
    // Not through api-client.ts: its App Check header parses the build's settings with zod, and
    // every page, information pages too, asks for the time.
    const response = await fetch(WINDOW_PATH, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
    });
    const receivedAt = Date.now();
    const body: unknown = response.ok ? await response.json() : undefined;
    const serverNow = serverInstant(body);
    if (!serverNow) return undefined;
    phase = answeredPhase(body);
    return clockOffset(serverNow, sentAt, receivedAt);
  } catch {
    return undefined;
  }
}

/** Calls `listener` once the server's time is known; starts asking for it if nobody has yet. */
export function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  void syncClock();
  return () => {
    listeners.delete(listener);
  };
}

export const clockKnown = (): boolean => known;
