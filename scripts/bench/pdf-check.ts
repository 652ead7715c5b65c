// `npm run bench:pdf-check`: how long the upload check (functions/src/http/file-content.ts) takes
// to judge a document, as medians of --runs: an ordinary 5 MB scan, and a 0.3 MB object stream that
// inflates to 300 MB, which the checker must stop at its inflate cap long before its time limit.
// Timings belong here, not in the unit tests: they depend on the machine.
import { parseArgs } from 'node:util';
import { inspectContent } from '../../functions/src/http/file-content';
import { MAX_UPLOAD_BYTES } from '../../functions/src/domain/limits';
import { pdfInObjectStream, pdfOfSize } from './pdf';
import { median } from './stats';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) throw new Error('--runs takes 1 to 50');

const cases: [string, () => Promise<Uint8Array>][] = [
  ['5 MB scan', () => pdfOfSize(MAX_UPLOAD_BYTES)],
  ['0.3 MB stream inflating to 300 MB', async () => pdfInObjectStream(300 * 1024 * 1024)],
];

console.log(`| Document | Verdict | Median (ms) over ${RUNS} |\n|---|---|---:|`);
for (const [name, make] of cases) {
  const bytes = await make();
  const times: number[] = [];
  let verdict = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    verdict = await inspectContent(bytes);
    times.push(performance.now() - started);
  }
  console.log(`| ${name} | ${verdict} | ${Math.round(median(times))} |`);
}
