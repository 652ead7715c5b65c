// `npm run bench:api`: submits registrations with PDF files through Hosting, N at a time, then
// checks that every one is stored with its files and its mail. Prints throughput, p50/p95
// latency and the number lost (which must be 0). Uses a running suite or starts one.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { suiteAdminApp } from '../suite/admin';
import { SITE_URL } from '../suite/config';
import { ensureSuite } from '../suite/suite';
import { percentile } from './stats';
import { benchParticipant } from './participant';
import { pdfOfSize } from './pdf';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } },
});
const COUNT = Number(values.count);
const CONCURRENCY = Number(values.concurrency);

// A 40 KiB PDF, about what a scanned certificate compresses to; one that opens with a page, as the
// server now requires.
const PDF = await pdfOfSize(40 * 1024);

function registration(runId: string, n: number): FormData {
  const email = `bench-${runId}-${n}@example.org`;
  const data = {
    ...benchParticipant(email, `Registrant ${n}`),
    registrationTier: 'author-presenter-ieee',
    ieeeNumber: String(90000001 + (n % 99)),
    numPapers: 1,
    paperIds: [String(n + 1)],
    totalAmount: 0,
    clientRequestId: `bench-${runId}-${n}`,
  };
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  form.set('ieeeCert', new Blob([PDF], { type: 'application/pdf' }), `certificate-${n}.pdf`);
  return form;
}

async function main(): Promise<boolean> {
  const stopSuite = await ensureSuite();
  const runId = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  const ids = new Map<number, string>();
  const failures: string[] = [];
  let next = 0;

  // The Functions emulator starts a worker per concurrent request on first use; warm them so
  // the figures describe the API, not the emulator's start-up.
  await Promise.all(
    Array.from({ length: CONCURRENCY * 2 }, () => fetch(`${SITE_URL}/api/health`).then((r) => r.text())),
  );

  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const n = next++;
        const t0 = performance.now();
        const response = await fetch(`${SITE_URL}/api/registrations`, {
          method: 'POST',
          headers: { origin: SITE_URL },
          body: registration(runId, n),
        });
        latencies.push(performance.now() - t0);
        const body = (await response.json()) as { success?: boolean; id?: string; error?: string };
        if (response.ok && body.success && body.id) ids.set(n, body.id);
        else failures.push(`#${n}: ${response.status} ${body.error ?? ''}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Every accepted registration must be complete: record, certificate file, verification mail.
  const app = suiteAdminApp();
  const db = getFirestore(app);
  const bucket = getStorage(app).bucket();
  let lost = COUNT - ids.size;
  for (const id of ids.values()) {
    const [record, mail, [files]] = await Promise.all([
      db.doc(`registrations/${id}`).get(),
      db.doc(`mail/${id}-verify-email-1`).get(),
      bucket.getFiles({ prefix: `registrations/${id}/` }),
    ]);
    if (!record.exists || !mail.exists || files.length !== 1) lost += 1;
  }
  await stopSuite();

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`registrations: ${COUNT}, ${CONCURRENCY} at a time, each with a ${Math.round(PDF.length / 1024)} KB PDF`);
  console.log(`throughput:    ${(COUNT / seconds).toFixed(1)} registrations/s (${seconds.toFixed(1)} s in all)`);
  console.log(
    `latency:       p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
  );
  console.log(`lost:          ${lost}`);
  for (const failure of failures.slice(0, 5)) console.log(`  refused ${failure}`);
  return lost === 0;
}

process.exit((await main()) ? 0 : 1);
