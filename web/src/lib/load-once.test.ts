import { describe, expect, it } from 'vitest';
import { ChunkUnavailable, loadOnce } from './load-once';

/** An import that fails as many times as `failures` says, then answers with its attempt's number. */
function flakyImport(failures: number) {
  let attempts = 0;
  const importChunk = async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { attempt: attempts };
  };
  return { importChunk, attempts: () => attempts };
}

describe('a chunk loaded once', () => {
  it('is fetched once, however many ask for it at the same time or later', async () => {
    const source = flakyImport(0);
    const chunk = loadOnce(source.importChunk);
    expect(chunk.loaded()).toBeNull();
    const [first, second] = await Promise.all([chunk.load(), chunk.latest()]);
    expect(first).toBe(second);
    expect(await chunk.load()).toBe(first);
    expect(chunk.loaded()).toBe(first);
    expect(source.attempts()).toBe(1);
  });

  it('is fetched a second time at once when the first fetch fails', async () => {
    const source = flakyImport(1);
    const chunk = loadOnce(source.importChunk);
    expect(await chunk.load()).toEqual({ attempt: 2 });
    expect(chunk.loaded()).toEqual({ attempt: 2 });
  });

  it('rejects with ChunkUnavailable after two failures, and fetches again on the next load only', async () => {
    const source = flakyImport(2);
    const chunk = loadOnce(source.importChunk);
    const failure = await chunk.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkUnavailable);
    expect((failure as ChunkUnavailable).cause).toBeInstanceOf(TypeError);
    expect(source.attempts()).toBe(2);
    // What a render reads: the failed fetch, not a new one.
    await expect(chunk.latest()).rejects.toBeInstanceOf(ChunkUnavailable);
    expect(source.attempts()).toBe(2);
    expect(chunk.loaded()).toBeNull();

    expect(await chunk.load()).toEqual({ attempt: 3 });
    expect(chunk.loaded()).toEqual({ attempt: 3 });
  });
});
