// The table of uploads.ts (medians over runs) and the concurrency each memory size allows.
import { median, percentile } from './stats';
import type { MemoryFigures } from './upload-protocol';

export interface Measurement {
  n: number;
  bodyBytes: number;
  baseline: MemoryFigures;
  peak: MemoryFigures;
  wallMs: number;
  latenciesMs: number[];
  failures: string[];
}

interface Row {
  n: number;
  bodyMiB: number;
  idleRss: number;
  peakRss: number;
  increase: number;
  perRequest: number;
  peakHeap: number;
  peakBuffers: number;
  wallS: number;
  p50: number;
  p95: number;
  failed: number;
}

// Cloud Run stops an instance that passes its memory; GC and the Storage SDK's buffers need room.
const MEMORY_HEADROOM = 0.7;
const MEMORY_SIZES_MIB = [512, 1024, 2048];

function rowOf(runs: Measurement[]): Row {
  const m = (pick: (run: Measurement) => number) => median(runs.map(pick));
  const latency = (run: Measurement, p: number) =>
    percentile(
      run.latenciesMs.toSorted((a, b) => a - b),
      p,
    );
  return {
    n: runs[0]?.n ?? 0,
    bodyMiB: m((run) => run.bodyBytes / (1024 * 1024)),
    idleRss: m((run) => run.baseline.rss),
    peakRss: m((run) => run.peak.rss),
    increase: m((run) => run.peak.rss - run.baseline.rss),
    perRequest: m((run) => (run.peak.rss - run.baseline.rss) / run.n),
    peakHeap: m((run) => run.peak.heapUsed),
    peakBuffers: m((run) => run.peak.arrayBuffers),
    wallS: m((run) => run.wallMs / 1000),
    p50: m((run) => latency(run, 50)),
    p95: m((run) => latency(run, 95)),
    failed: runs.reduce((sum, run) => sum + run.failures.length, 0),
  };
}

function printTable(rows: Row[]): void {
  const memory = ['idle RSS', 'peak RSS', 'peak-idle', 'per req', 'peak heap', 'peak buffers'];
  const columns = ['N', 'body MiB', ...memory, 'wall s', 'p50 ms', 'p95 ms', 'failed'];
  const cells = rows.map((row) => [
    String(row.n),
    row.bodyMiB.toFixed(1),
    ...[row.idleRss, row.peakRss, row.increase, row.perRequest, row.peakHeap, row.peakBuffers].map((v) => v.toFixed(0)),
    row.wallS.toFixed(1),
    row.p50.toFixed(0),
    row.p95.toFixed(0),
    String(row.failed),
  ]);
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]?.length ?? 0)));
  for (const line of [columns, ...cells]) console.log(line.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  '));
}

/**
 * Peak RSS as a line over the concurrency: a least-squares slope through the measured peaks, raised
 * until it lies on or above every one of them. Uploads do not each cost the same: the PDF checker
 * (one worker per instance, its heap shared by every upload) costs once, not per upload, so the
 * first upload's increment overstates the rest. With one level measured, idle + N × its increment.
 */
function peakLine(rows: Row[]): { fixed: number; perUpload: number } {
  const levels = new Set(rows.map((row) => row.n));
  if (levels.size < 2) {
    const idle = Math.max(...rows.map((row) => row.idleRss));
    return { fixed: idle, perUpload: Math.max(...rows.map((row) => row.perRequest)) };
  }
  const meanN = rows.reduce((sum, row) => sum + row.n, 0) / rows.length;
  const meanPeak = rows.reduce((sum, row) => sum + row.peakRss, 0) / rows.length;
  const covariance = rows.reduce((sum, row) => sum + (row.n - meanN) * (row.peakRss - meanPeak), 0);
  const variance = rows.reduce((sum, row) => sum + (row.n - meanN) ** 2, 0);
  // At least 1 MiB: a flat or falling line (noise) would promise any concurrency.
  const perUpload = Math.max(1, covariance / variance);
  return { fixed: Math.max(...rows.map((row) => row.peakRss - perUpload * row.n)), perUpload };
}

/** For each memory size, the largest concurrency whose peak on that line stays within the headroom. */
function printSizing(rows: Row[]): void {
  const { fixed, perUpload } = peakLine(rows);
  const headroom = `${MEMORY_HEADROOM * 100} %`;
  console.log(
    `\nsizing: peak ${fixed.toFixed(0)} MiB + concurrency × ${perUpload.toFixed(0)} MiB (on or above each level) within ${headroom}:`,
  );
  for (const memory of MEMORY_SIZES_MIB) {
    const budget = memory * MEMORY_HEADROOM;
    const concurrency = Math.max(0, Math.floor((budget - fixed) / perUpload));
    const used = fixed + concurrency * perUpload;
    console.log(`  ${memory} MiB: concurrency ${concurrency} (${used.toFixed(0)} of ${budget.toFixed(0)} MiB)`);
  }
  console.log('  concurrency > 1 needs cpu ≥ 1 (firebase-tools gives 2nd-gen functions cpu 1 up to 2 GiB)');
}

export function printReport(levels: Measurement[][], header: string): void {
  const rows = levels.map(rowOf);
  console.log(`\n${header}\n`);
  printTable(rows);
  printSizing(rows);
  const failures = levels.flat().flatMap((run) => run.failures);
  for (const failure of failures.slice(0, 10)) console.log(`  refused ${failure}`);
}
