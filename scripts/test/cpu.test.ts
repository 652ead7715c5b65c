import { describe, expect, it } from 'vitest';
import { busyCpuSeconds, processCpuSeconds, stolenCpuSeconds } from './cpu';

describe("the machine's busy CPU time", () => {
  it('adds up every busy column of /proc/stat, never idle or I/O wait, in seconds', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const stat = 'cpu  7613474 3551 2393902 3827506 39519 0 71008 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n';
    expect(busyCpuSeconds(() => stat)).toBe((7613474 + 3551 + 2393902 + 71008) / 100);
  });

  it('tells the stolen part apart: counted as busy, and given by itself', () => {
    const stat = 'cpu  700 0 200 5000 40 0 10 90 0 0\n';
    expect(busyCpuSeconds(() => stat)).toBe((700 + 200 + 10 + 90) / 100);
    expect(stolenCpuSeconds(() => stat)).toBe(0.9);
    expect(stolenCpuSeconds(() => 'cpu 1 2 3')).toBeNull();
  });

  it('answers null where there is no such file, or it reads otherwise', () => {
    expect(
      busyCpuSeconds(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    expect(busyCpuSeconds(() => 'intr 1 2 3')).toBeNull();
    expect(busyCpuSeconds(() => 'cpu 1 2 x 4 5 6 7 8')).toBeNull();
  });
});

describe('processCpuSeconds', () => {
  it("reads a process's own CPU time, growing as it works, and null for one that is gone", () => {
    const before = processCpuSeconds(process.pid) ?? Number.NaN;
    expect(before).toBeGreaterThan(0);
    // Work until the kernel's 10 ms ticks count it (bounded, should they never).
    const deadline = Date.now() + 5_000;
    while (processCpuSeconds(process.pid) === before && Date.now() < deadline) Math.sqrt(Math.random());
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(before);
    expect(processCpuSeconds(2 ** 30)).toBeNull();
  });
});
