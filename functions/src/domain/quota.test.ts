import { describe, expect, it } from 'vitest';
import { recentInstants, slidingWindow } from './quota';

const HOUR = 60 * 60 * 1000;
const at = (minutes: number) => new Date(Date.UTC(2025, 9, 20, 10, minutes));

describe('slidingWindow', () => {
  it('lets events through until the window holds the maximum', () => {
    const now = at(59);
    expect(slidingWindow([], now, HOUR, 3)).toEqual({ ok: true });
    expect(slidingWindow([at(0), at(30)], now, HOUR, 3)).toEqual({ ok: true });
    expect(slidingWindow([at(0), at(30), at(50)], now, HOUR, 3).ok).toBe(false);
  });

  it('says when the oldest counted event leaves the window', () => {
    const check = slidingWindow([at(10), at(30), at(50)], at(55), HOUR, 3);
    expect(check).toEqual({ ok: false, retryAfterMs: 15 * 60 * 1000 });
  });

  it('does not count events older than the window, nor any in the future', () => {
    const now = new Date(at(0).getTime() + 2 * HOUR);
    expect(slidingWindow([at(0), at(1), at(2)], now, HOUR, 3)).toEqual({ ok: true });
    expect(slidingWindow([at(5), at(6), at(7)], at(4), HOUR, 3)).toEqual({ ok: true });
  });

  it('needs only the last `max` instants, whatever their order', () => {
    const check = slidingWindow([at(50), at(10), at(30), at(40)], at(55), HOUR, 3);
    expect(check).toEqual({ ok: false, retryAfterMs: 35 * 60 * 1000 });
  });
});

describe('recentInstants', () => {
  it('keeps the newest instants, oldest first, with the added one', () => {
    expect(recentInstants([at(30), at(10), at(20)], at(40), 3)).toEqual([at(20), at(30), at(40)]);
    expect(recentInstants([], at(5), 3)).toEqual([at(5)]);
  });
});
