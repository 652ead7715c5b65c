import { describe, expect, it } from 'vitest';
import { asContention, CONTENTION_BUDGET_MS, isContention, retryOnContention } from './contention';

const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});
const badArgument = Object.assign(new Error('3 INVALID_ARGUMENT: Invalid field path'), {
  code: 3,
  details: 'Invalid field path',
});

describe('contention', () => {
  it('is an aborted transaction or one the emulator already closed, nothing else', () => {
    expect(isContention(aborted)).toBe(true);
    expect(isContention(closed)).toBe(true);
    expect(isContention(badArgument)).toBe(false);
    expect(isContention(new Error('boom'))).toBe(false);
    expect(isContention(null)).toBe(false);
  });

  it('counts a conditional write that lost (changed since read, or created meanwhile), and only that', () => {
    const changed = Object.assign(new Error('9 FAILED_PRECONDITION: the stored version does not match'), { code: 9 });
    const created = Object.assign(new Error('6 ALREADY_EXISTS: Document already exists'), { code: 6 });
    for (const lost of [changed, created]) {
      const told = asContention(lost);
      expect(isContention(told)).toBe(true);
      expect((told as Error).cause).toBe(lost);
    }
    expect(asContention(badArgument)).toBe(badArgument);
    expect(isContention(asContention(new Error('boom')))).toBe(false);
  });

  it('runs the work again on contention, and lets other failures through at once', async () => {
    let calls = 0;
    await expect(
      retryOnContention(async () => {
        calls += 1;
        if (calls < 3) throw calls === 1 ? aborted : closed;
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryOnContention(async () => {
        calls += 1;
        throw badArgument;
      }),
    ).rejects.toBe(badArgument);
    expect(calls).toBe(1);
  });

  it('starts no run once its time budget is spent', async () => {
    // Each run takes 3 s of a simulated elapsed time; the pauses pass it on too. No real waiting.
    let now = 0;
    let calls = 0;
    const options = {
      budgetMs: 10_000,
      elapsedMs: () => now,
      wait: async (ms: number) => void (now += ms),
    };
    await expect(
      retryOnContention(async () => {
        calls += 1;
        now += 3_000;
        throw aborted;
      }, options),
    ).rejects.toBe(aborted);
    // Runs start at 0 s, about 3 s, 6 s and 9 s (plus pauses of at most 0.2 s per run so far); the
    // fifth would start past 10 s.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(calls).toBeLessThanOrEqual(4);
    expect(now).toBeLessThan(options.budgetMs + 3_000);
  });

  it('gives up at once on contention that outlasted the default budget', async () => {
    let now = 0;
    let calls = 0;
    await expect(
      retryOnContention(
        async () => {
          calls += 1;
          now += CONTENTION_BUDGET_MS;
          throw closed;
        },
        { elapsedMs: () => now, wait: async () => {} },
      ),
    ).rejects.toBe(closed);
    expect(calls).toBe(1);
  });
});
