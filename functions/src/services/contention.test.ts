import { describe, expect, it } from 'vitest';
import { isContention, retryOnContention } from './contention';

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

  it('runs the work again on contention, up to the attempts given, and lets other failures through at once', async () => {
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
        throw aborted;
      }, 2),
    ).rejects.toBe(aborted);
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      retryOnContention(async () => {
        calls += 1;
        throw badArgument;
      }),
    ).rejects.toBe(badArgument);
    expect(calls).toBe(1);
  });
});
