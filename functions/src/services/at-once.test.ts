import { describe, expect, it } from 'vitest';
import { eachAtOnce } from './at-once';

describe('eachAtOnce', () => {
  it('does every item once, never more than the given number at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtOnce(
      Array.from({ length: 25 }, (_, n) => n),
      4,
      async (n) => {
        running += 1;
        most = Math.max(most, running);
        await Promise.resolve();
        done.push(n);
        running -= 1;
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(most).toBe(4);
  });

  it('rejects with a failure of the work', async () => {
    await expect(
      eachAtOnce([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two');
      }),
    ).rejects.toThrow('two');
  });
});
