import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredPhase, clockOffset, serverInstant } from './clock';

const SERVER_NOW = '2025-10-15T04:30:00.000Z';

/** A fresh clock module (its offset is learned once per page load), with fetch answering `answer`. */
async function freshClock(answer: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(answer));
  return import('./clock');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('clockOffset', () => {
  it('measures from the midpoint of the request, halving the latency error', () => {
    // Sent at 1000, answered at 1400: the server read its clock at about 1200 on the machine's.
    expect(clockOffset(new Date(10_000), 1000, 1400)).toBe(8800);
  });

  it('is negative when the machine runs ahead of the server', () => {
    expect(clockOffset(new Date(1000), 5000, 5000)).toBe(-4000);
  });
});

describe('serverInstant', () => {
  it('reads data.now of the window answer', () => {
    expect(serverInstant({ success: true, data: { now: SERVER_NOW, phase: 'open' } })).toEqual(new Date(SERVER_NOW));
  });

  it('refuses anything else', () => {
    for (const body of [null, 'x', {}, { data: null }, { data: { now: 5 } }, { data: { now: '15 Oct 2025' } }]) {
      expect(serverInstant(body)).toBeUndefined();
    }
  });
});

describe('answeredPhase', () => {
  it('reads the phase the server gave, one of the three', () => {
    for (const phase of ['not-yet-open', 'open', 'closed'] as const) {
      expect(answeredPhase({ success: true, data: { now: SERVER_NOW, phase } })).toBe(phase);
    }
  });

  it('gives none for an answer without a known phase', () => {
    for (const body of [
      undefined,
      null,
      'open',
      {},
      { data: null },
      { data: { phase: 'opened' } },
      { data: { phase: 1 } },
    ]) {
      expect(answeredPhase(body)).toBeUndefined();
    }
  });
});

describe('now', () => {
  it('follows the server once it answered, however wrong the machine clock is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const clock = await freshClock(async () => Response.json({ success: true, data: { now: SERVER_NOW } }));
    expect(clock.clockKnown()).toBe(false);
    await clock.syncClock();
    expect(clock.clockKnown()).toBe(true);
    expect(clock.now().toISOString()).toBe(SERVER_NOW);
    vi.advanceTimersByTime(60_000);
    expect(clock.now().toISOString()).toBe('2025-10-15T04:31:00.000Z');
  });

  it('asks once per page load and tells every subscriber when it knows', async () => {
    const clock = await freshClock(async () => Response.json({ success: true, data: { now: SERVER_NOW } }));
    const [header, hero, gone] = [vi.fn(), vi.fn(), vi.fn()];
    clock.subscribeToClock(header);
    clock.subscribeToClock(hero);
    clock.subscribeToClock(gone)();
    await clock.syncClock();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/registration-window', expect.anything());
    expect([header, hero, gone].map((listener) => listener.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('keeps the machine clock when the server cannot be asked or answers without a time', async () => {
    for (const answer of [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => Response.json({ success: false, error: 'Server error' }, { status: 500 }),
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]) {
      // setTimeout too: the clock asks again later, which is the next test's.
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
      vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
      const clock = await freshClock(answer);
      await clock.syncClock();
      expect(clock.clockKnown()).toBe(true);
      expect(clock.now().toISOString()).toBe('2026-11-23T12:00:00.000Z');
      vi.useRealTimers();
    }
  });

  it('asks again a little later when it could not ask, and a late answer corrects the clock and tells subscribers', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2031-03-01T02:30:00Z'));
    const answered = async () => Response.json({ success: true, data: { now: SERVER_NOW, phase: 'open' } });
    const answers = [
      async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ];
    let asked = 0;
    const clock = await freshClock(() => (answers[asked++] ?? answered)());
    const subscriber = vi.fn();
    clock.subscribeToClock(subscriber);
    await clock.syncClock();
    // Meanwhile the machine's clock stands, and the page goes on.
    expect([clock.clockKnown(), clock.now().toISOString(), subscriber.mock.calls.length]).toEqual([
      true,
      '2031-03-01T02:30:00.000Z',
      1,
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toBe(2);
    expect(clock.now().toISOString()).toBe('2031-03-01T02:30:02.000Z');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toBe(3);
    expect(clock.now().toISOString()).toBe(SERVER_NOW);
    expect(clock.serverPhase()).toBe('open');
    expect(subscriber).toHaveBeenCalledTimes(2);
    // Answered: never asked again.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toBe(3);
  });

  it('gives up after a few tries, keeping the machine clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const clock = await freshClock(async () => {
      throw new TypeError('Failed to fetch');
    });
    await clock.syncClock();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(vi.mocked(fetch).mock.calls.length).toBe(4);
  });
});
