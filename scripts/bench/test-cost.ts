// What each test file costs the machine, for `npm run bench:tests`: the reporters record the
// machine's busy CPU time (scripts/test/cpu.ts) at a file's or test's start and end while one runs
// at a time, so the suite's emulators, the function's workers, Chromium and the runner are all
// counted where they work for it. Files and tests are then ranked by what they cost.

/** One measured span: a Vitest file, or one Playwright test (its file named). */
export interface CostRow {
  runner: 'API' | 'browser';
  file: string;
  /** A browser test's title; absent for a Vitest file, measured whole. */
  test?: string;
  tests: number;
  cpuSeconds: number;
  wallSeconds: number;
}

/** A file's rows summed: a row without a test's title. */
export type FileCost = Omit<CostRow, 'test'>;

/** The rows summed by file, the costliest first (ties by name, so a table reads the same twice). */
export function costByFile(rows: readonly CostRow[]): FileCost[] {
  const files = new Map<string, FileCost>();
  for (const row of rows) {
    const key = `${row.runner} ${row.file}`;
    const sum = files.get(key) ?? { runner: row.runner, file: row.file, tests: 0, cpuSeconds: 0, wallSeconds: 0 };
    sum.tests += row.tests;
    sum.cpuSeconds += row.cpuSeconds;
    sum.wallSeconds += row.wallSeconds;
    files.set(key, sum);
  }
  return [...files.values()].sort((a, b) => b.cpuSeconds - a.cpuSeconds || a.file.localeCompare(b.file));
}

/** The table `npm run bench:tests` prints: the `top` costliest files, then every runner's total. */
export function costTable(rows: readonly CostRow[], top: number): string {
  const files = costByFile(rows);
  const total = (of: readonly FileCost[]) => of.reduce((sum, file) => sum + file.cpuSeconds, 0);
  const lines = [
    `${'CPU-s'.padStart(7)} ${'share'.padStart(6)} ${'wall s'.padStart(7)} ${'tests'.padStart(5)} ${'CPU-s a test'.padStart(12)}  file`,
  ];
  const all = total(files);
  for (const file of files.slice(0, top)) {
    lines.push(
      [
        file.cpuSeconds.toFixed(1).padStart(7),
        `${all > 0 ? ((100 * file.cpuSeconds) / all).toFixed(1) : '0.0'}%`.padStart(6),
        file.wallSeconds.toFixed(1).padStart(7),
        String(file.tests).padStart(5),
        (file.tests > 0 ? file.cpuSeconds / file.tests : 0).toFixed(2).padStart(12),
        ` ${file.runner}: ${file.file}`,
      ].join(' '),
    );
  }
  for (const runner of ['API', 'browser'] as const) {
    const of = files.filter((file) => file.runner === runner);
    if (of.length === 0) continue;
    const tests = of.reduce((sum, file) => sum + file.tests, 0);
    lines.push(`${total(of).toFixed(1).padStart(7)} CPU-s for the ${runner} tests: ${of.length} files, ${tests} tests`);
  }
  return lines.join('\n');
}
