import { describe, expect, it } from 'vitest';
import { canUndoVerification } from '@domain/lifecycle';
import { UNDO_WINDOW_MS } from '@domain/limits';
import { undoWindowChanges } from './undo-verification';

const VERIFIED_AT = Date.parse('2025-10-20T10:00:00Z');

/** Whether the window is open at each moment the page looks again, the clock having run on. */
const openAtEachLook = (nowMs: number) =>
  undoWindowChanges(VERIFIED_AT, nowMs).map((delay) =>
    canUndoVerification(new Date(VERIFIED_AT), new Date(nowMs + delay)),
  );

describe('when the undo window is looked at again', () => {
  it('a page whose clock lags the server sees the fresh verification open once its clock catches up', () => {
    // The page's estimate of the server's time is 400 ms behind: at first the verification is ahead.
    expect(openAtEachLook(VERIFIED_AT - 400)).toEqual([false, true, false]);
  });

  it('a page in step sees it open at once and closed a second after the window', () => {
    expect(openAtEachLook(VERIFIED_AT + 2_000)).toEqual([true, false]);
    expect(undoWindowChanges(VERIFIED_AT, VERIFIED_AT + 2_000).at(-1)).toBe(UNDO_WINDOW_MS - 2_000 + 1_000);
  });
});
