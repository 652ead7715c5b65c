// The site's one clock. Prices, the registration window, the countdown and the undo window follow
// the server's time, not the visitor's machine (whose clock may be wrong, and which the local suite
// deliberately sets apart): once per page load, GET /api/registration-window says what time the
// server has, and now() is the machine's time corrected by the difference. If the server cannot be
// asked, the machine's own time stands: the API enforces every rule anyway.
import { parseInstant } from '@domain/instant';
import type { RegistrationPhase } from '@domain/registration-window';

export const WINDOW_PATH = '/api/registration-window';
// A hung request must not hold the wizard at "Checking registration dates…" for long.
const SYNC_TIMEOUT_MS = 8000;

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

/** Asks the server its time, once per page load; resolves when now() is as good as it will get. */
export function syncClock(): Promise<void> {
  sync ??= serverOffset().then((offset) => {
    offsetMs = offset;
    known = true;
    listeners.forEach((listener) => listener());
  });
  return sync;
}

async function serverOffset(): Promise<number> {
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
    phase = answeredPhase(body);
    const serverNow = serverInstant(body);
    return serverNow ? clockOffset(serverNow, sentAt, receivedAt) : 0;
  } catch {
    return 0;
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
