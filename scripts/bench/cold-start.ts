// `npm run bench:cold-start`: what a registrant waits for when the API has no instance running. A
// Cloud Run instance idle for up to 15 minutes is shut down, and the next request starts a new one:
// Google's functions-framework (what the Node.js runtime runs) loading functions/lib, then serving
// its first request. Each run starts one such instance against the local suite (started if none
// runs), times its start and first requests, and reads the CPU it spent. Medians and p95 over the
// runs; the machine is noisy.
import { parseArgs } from 'node:util';
import { startFunctionsFramework } from '../suite/functions-framework';
import { ensureSuite } from '../suite/suite';
import { processCpuSeconds } from '../test/cpu';
import { median, percentile } from './stats';

// --source: another build to compare (a folder with functions/package.json and its lib/).
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '15' }, source: { type: 'string', default: 'functions' } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1.');

/** What a registrant's phone asks first: the window (the wizard), and a registration's status (a read). */
const FIRST = '/api/registration-window';
const STATUS = '/api/registrations/ICEI25-SEED-0000-00002';

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const stopSuite = await ensureSuite();
const rows: Record<string, number[]> = {
  'start (spawn to listening), ms': [],
  [`first request ${FIRST}, ms`]: [],
  [`first read ${STATUS}, ms`]: [],
  'cold: spawn to first answer, ms': [],
  'warm read (the same again), ms': [],
  'CPU-s at the first answer': [],
};
const add = (row: string, value: number) => rows[row]?.push(value);
try {
  for (let run = 0; run < RUNS; run += 1) {
    const spawned = performance.now();
    const instance = await startFunctionsFramework({ source: values.source });
    try {
      const listening = performance.now();
      const first = await timed(`${instance.url}${FIRST}`);
      add('CPU-s at the first answer', processCpuSeconds(instance.pid) ?? Number.NaN);
      add('cold: spawn to first answer, ms', performance.now() - spawned);
      add('start (spawn to listening), ms', listening - spawned);
      add(`first request ${FIRST}, ms`, first);
      add(`first read ${STATUS}, ms`, await timed(`${instance.url}${STATUS}`));
      add('warm read (the same again), ms', await timed(`${instance.url}${STATUS}`));
    } finally {
      await instance.stop();
    }
  }
} finally {
  await stopSuite();
}
console.log(`Cold starts of the API from ${values.source}, ${RUNS} runs (a new functions-framework instance each):`);
console.log(`${'what'.padEnd(56)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
for (const [row, samples] of Object.entries(rows)) {
  const sorted = [...samples].sort((a, b) => a - b);
  const digits = row.startsWith('CPU') ? 2 : 0;
  console.log(
    `${row.padEnd(56)} ${median(samples).toFixed(digits).padStart(8)} ${percentile(sorted, 95).toFixed(digits).padStart(8)}`,
  );
}
