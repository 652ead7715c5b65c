import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './zod-on-demand';

describe('a chunk loaded on demand', () => {
  it('finds zod told to do without eval when it loads', async () => {
    // Test files share their worker's modules: load zod and the chunk afresh, as a page does.
    vi.resetModules();
    const jitlessWhenLoaded = await onDemand(async () => (await import('zod/v4/core')).config().jitless).load();
    expect(jitlessWhenLoaded).toBe(true);
  });

  it('loads once, and again after a load that failed', async () => {
    let attempts = 0;
    const chunk = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return attempts;
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    expect(await chunk.load()).toBe(2);
    expect(await chunk.load()).toBe(2);
    expect(chunk.loaded()).toBe(2);
  });
});
