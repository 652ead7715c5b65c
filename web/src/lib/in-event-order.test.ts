import { describe, expect, it } from 'vitest';
import { inEventOrder } from './in-event-order';

/** A promise, and the function that settles it from outside. */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** Lets every promise already settled run its callbacks. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('events delivered in the order they happened', () => {
  it('drops the result of an event that settles after a later event', async () => {
    const delivered: string[] = [];
    const slow = deferred<string>();
    const handle = inEventOrder(
      (event: string) => (event === 'signed-in' ? slow.promise : event),
      (result) => {
        delivered.push(result);
      },
    );
    handle('signed-in');
    handle('signed-out');
    await settled();
    slow.settle('signed-in');
    await settled();
    expect(delivered).toEqual(['signed-out']);
  });

  it('delivers each event whose result settles before the next event arrives', async () => {
    const delivered: number[] = [];
    const handle = inEventOrder(
      async (event: number) => event * 10,
      (result) => delivered.push(result),
    );
    handle(1);
    await settled();
    handle(2);
    await settled();
    expect(delivered).toEqual([10, 20]);
  });

  it('delivers the later event even when an earlier one never settles', async () => {
    const delivered: string[] = [];
    const handle = inEventOrder(
      (event: string) => (event === 'stuck' ? new Promise<string>(() => undefined) : event),
      (result) => delivered.push(result),
    );
    handle('stuck');
    handle('next');
    await settled();
    expect(delivered).toEqual(['next']);
  });
});
