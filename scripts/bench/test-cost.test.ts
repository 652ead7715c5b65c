import { describe, expect, it } from 'vitest';
import { costByFile, costTable, type CostRow } from './test-cost';

const browser = (file: string, cpuSeconds: number, wallSeconds = 1): CostRow => ({
  runner: 'browser',
  file,
  test: `a test of ${file}`,
  tests: 1,
  cpuSeconds,
  wallSeconds,
});

describe("the tests' cost by file", () => {
  it("sums a file's browser tests and ranks files by their CPU, the costliest first", () => {
    const rows: CostRow[] = [
      browser('a.spec.ts', 1.5, 2),
      { runner: 'API', file: 'b.test.ts', tests: 9, cpuSeconds: 4, wallSeconds: 5 },
      browser('a.spec.ts', 3, 1),
      browser('c.spec.ts', 0.5),
    ];
    expect(costByFile(rows)).toEqual([
      { runner: 'browser', file: 'a.spec.ts', tests: 2, cpuSeconds: 4.5, wallSeconds: 3 },
      { runner: 'API', file: 'b.test.ts', tests: 9, cpuSeconds: 4, wallSeconds: 5 },
      { runner: 'browser', file: 'c.spec.ts', tests: 1, cpuSeconds: 0.5, wallSeconds: 1 },
    ]);
  });

  it('keeps an API file and a browser spec of the same name apart', () => {
    const rows: CostRow[] = [
      browser('same.ts', 1),
      { runner: 'API', file: 'same.ts', tests: 1, cpuSeconds: 2, wallSeconds: 1 },
    ];
    expect(costByFile(rows).map((file) => file.runner)).toEqual(['API', 'browser']);
  });

  it('lists the top files with their share and cost a test, and totals every file of each runner', () => {
    const rows: CostRow[] = [
      browser('a.spec.ts', 6),
      browser('a.spec.ts', 2),
      browser('c.spec.ts', 1),
      { runner: 'API', file: 'b.test.ts', tests: 4, cpuSeconds: 1, wallSeconds: 2 },
    ];
    const lines = costTable(rows, 1).split('\n');
    // The header, the one file asked for, then the totals, which count the files not listed too.
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\s+8\.0\s+80\.0%\s+2\.0\s+2\s+4\.00\s+browser: a\.spec\.ts$/);
    expect(lines[2]).toBe('    1.0 CPU-s for the API tests: 1 files, 4 tests');
    expect(lines[3]).toBe('    9.0 CPU-s for the browser tests: 2 files, 3 tests');
  });

  it('says nothing of a runner that did not run, and divides by no zero', () => {
    expect(costTable([], 5).split('\n')).toHaveLength(1);
    const idle: CostRow = { runner: 'API', file: 'x.test.ts', tests: 0, cpuSeconds: 0, wallSeconds: 0 };
    expect(costTable([idle], 5)).toContain('0.0%');
  });
});
