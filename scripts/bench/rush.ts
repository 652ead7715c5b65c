// `npm run bench:rush -- --registrants 1000`: the early-bird deadline's rush against a local suite
// of its own. Registrants, each from an address of their own as Hosting forwards it (the suite's
// function reads the visitor two hops from the right, CLIENT_ADDRESS_HOPS=2, as deployed), register
// in a mix of tiers with groups and their ID cards, verify their address by the mailed link and
// upload a proof, while an administrator verifies payments in bulk. The suite's clock starts just
// before the early-bird cutoff, so the prices change during the run; each registration's price is
// checked against the instant it was made. At the end, once the mail has gone: lost and duplicated
// registrations are counted, and `npm run admin -- audit --settled` must find nothing wrong.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { pricingPeriod, registrationTotal, EARLY_BIRD_CUTOFF } from '../../functions/src/domain/pricing';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import { dayAfter, venueInstant } from '../../functions/src/domain/venue-time';
import { parseAdminCommand } from '../admin/claims';
import { AuditFailed, runAdminCommand } from '../admin/run';
import { suiteAdminApp } from '../suite/admin';
import { EMULATORS, SITE_URL } from '../suite/config';
import { isPortFree } from '../suite/ports';
import { startSuite } from '../suite/suite';
import { busyCpuSeconds } from '../test/cpu';
import { idTokenFor } from '../../tests/support/auth';
import { mailsTo } from '../../tests/support/inbox';
import { idCards, participant, submitRegistration, uploadProofFor } from '../../tests/support/registration';
import { groupTier, individualTier, tierFields } from '../../tests/support/tiers';
import { median, percentile } from './stats';

const { values } = parseArgs({
  options: {
    registrants: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    // The suite's clock starts this many seconds before the early-bird prices end.
    'before-cutoff': { type: 'string', default: '180' },
  },
});
const REGISTRANTS = Number(values.registrants);
const CONCURRENCY = Number(values.concurrency);
const LEAD_S = Number(values['before-cutoff']);
for (const [name, value] of [
  ['--registrants', REGISTRANTS],
  ['--concurrency', CONCURRENCY],
  ['--before-cutoff', LEAD_S],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number from 1.`);
}
const RUN = randomUUID().slice(0, 6);
/** Every tenth registrant brings a group of students, each with an ID card. */
const GROUP_EVERY = 10;

type Call = 'register' | 'verify e-mail' | 'upload proof' | 'bulk verify';
const timings = new Map<Call, number[]>();
const statuses = new Map<Call, Map<number, number>>();
function record(call: Call, started: number, status: number): void {
  timings.set(call, [...(timings.get(call) ?? []), performance.now() - started]);
  const counts = statuses.get(call) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(call, counts);
}

/** The n-th registrant's address, and the chain Hosting's CDN and Google's front end forward. */
function forwardedFor(n: number): Record<string, string> {
  const visitor = `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  return { 'x-forwarded-for': `${visitor}, 151.101.1.${n % 200}, 35.191.0.${n % 50}` };
}

function registration(n: number): { data: Record<string, unknown>; files: Parameters<typeof submitRegistration>[1] } {
  const email = `rush-${RUN}-${n}@example.org`;
  const common = { ...participant(email), firstName: `Rush${n}`, clientRequestId: `rush-${RUN}-${n}` };
  if (n % GROUP_EVERY === 0) {
    const size = MIN_GROUP_STUDENTS + (n % 4);
    const students = Array.from({ length: size }, (_, index) => ({
      name: `Student ${n}-${index}`,
      idNumber: `R${n}-${index}`,
    }));
    return {
      data: {
        ...common,
        registrationTier: groupTier().id,
        instituteName: `Rush Institute ${n}`,
        numStudents: size,
        students,
        totalAmount: 0,
      },
      files: idCards(size),
    };
  }
  return { data: { ...common, ...tierFields(individualTier({ ieee: n % 3 === 0 })), totalAmount: 0 }, files: {} };
}

async function verificationPath(email: string, id: string): Promise<string> {
  const deadline = performance.now() + 180_000;
  for (;;) {
    const mail = (await mailsTo(email)).find((candidate) => candidate.subject.includes(id));
    const path = /\/verify\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    if (path) return path;
    if (performance.now() > deadline) throw new Error(`no verification mail reached ${email} in 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const answered = new Map<number, string>();
const failures: string[] = [];
const proofed: string[] = [];
let registering = true;

async function registrant(n: number): Promise<void> {
  const { data, files } = registration(n);
  let started = performance.now();
  const created = await submitRegistration(data, files, forwardedFor(n));
  record('register', started, created.status);
  if (created.status !== 201)
    return void failures.push(`register ${n}: ${created.status} ${JSON.stringify(created.body)}`);
  const id = String(created.body.id);
  answered.set(n, id);
  const path = await verificationPath(String(data.email), id);
  started = performance.now();
  const verified = await fetch(`${SITE_URL}/api${path}`, { headers: forwardedFor(n) });
  record('verify e-mail', started, verified.status);
  if (!verified.ok) return void failures.push(`verify ${id}: ${verified.status}`);
  started = performance.now();
  const uploaded = await uploadProofFor(id, `UTR${RUN}${n}`, forwardedFor(n));
  record('upload proof', started, uploaded);
  if (uploaded !== 200) return void failures.push(`proof ${id}: ${uploaded}`);
  proofed.push(id);
}

/** An administrator verifying the proofs in bulk, 50 at a time, while registrations arrive. */
async function administrator(token: string): Promise<number> {
  let verified = 0;
  while (registering || proofed.length > 0) {
    const batch = proofed.splice(0, 50);
    if (batch.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    const started = performance.now();
    const response = await fetch(`${SITE_URL}/api/admin/bulk/verify-payments`, {
      method: 'POST',
      headers: { origin: SITE_URL, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: batch }),
    });
    record('bulk verify', started, response.status);
    const outcomes = ((await response.json()) as { data?: { id: string; ok: boolean; error?: string }[] }).data ?? [];
    verified += outcomes.filter((outcome) => outcome.ok).length;
    for (const outcome of outcomes) if (!outcome.ok) failures.push(`bulk verify ${outcome.id}: ${outcome.error}`);
  }
  return verified;
}

/** Waits until every mail of the run is sent or failed for good (at most `ms`). */
async function mailSettled(ms: number): Promise<number> {
  const db = getFirestore(suiteAdminApp());
  const deadline = performance.now() + ms;
  for (;;) {
    const open = (await db.collection('mail').select('delivery.state').get()).docs.filter((doc) => {
      const state = doc.get('delivery.state') as string | undefined;
      return state !== 'SUCCESS' && state !== 'ERROR' && doc.id.startsWith('ICEI');
    }).length;
    if (open === 0 || performance.now() > deadline) return open;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

if (!(await isPortFree(EMULATORS.hosting.host, EMULATORS.hosting.port))) {
  throw new Error(
    'A local suite is running: stop it. The rush starts its own, with the client addresses Hosting forwards.',
  );
}
const cutoff = venueInstant(dayAfter(EARLY_BIRD_CUTOFF));
process.env.SUITE_NOW = new Date(cutoff.getTime() - LEAD_S * 1000).toISOString();
const suite = await startSuite({ functionSettings: { CLIENT_ADDRESS_HOPS: '2' } });
try {
  // The day's retention job has run, as it has every night in production: the sample's address
  // that was never verified, made days before this clock's instant, is gone.
  const retention = parseAdminCommand(['apply-retention']);
  if ('error' in retention) throw new Error(retention.error);
  await runAdminCommand(retention, () => undefined);
  const token = await idTokenFor({ admin: true });
  const cpuAtStart = busyCpuSeconds();
  const started = performance.now();
  let next = 0;
  const admin = administrator(token);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REGISTRANTS) {
        const n = next++;
        await registrant(n).catch((error: unknown) => failures.push(`${n}: ${(error as Error).message}`));
      }
    }),
  );
  registering = false;
  const verified = await admin;
  const wall = (performance.now() - started) / 1000;
  const openMails = await mailSettled(300_000);
  const cpu = cpuAtStart === null ? null : (busyCpuSeconds() ?? 0) - cpuAtStart;

  // Lost: answered 201 and not stored. Duplicated: two records of one registrant. Prices: as of creation.
  const db = getFirestore(suiteAdminApp());
  const stored = (
    await db
      .collection('registrations')
      .where('clientRequestId', '>=', `rush-${RUN}-`)
      .where('clientRequestId', '<', `rush-${RUN}.`)
      .get()
  ).docs.map((doc) => doc.data());
  const ids = new Set(stored.map((record) => String(record.id)));
  const lost = [...answered.values()].filter((id) => !ids.has(id));
  const duplicated = stored.length - new Set(stored.map((record) => String(record.email))).size;
  let early = 0;
  const mispriced: string[] = [];
  for (const record of stored) {
    const at = (record.createdAt as { toDate(): Date }).toDate();
    const expected = registrationTotal(record as Parameters<typeof registrationTotal>[0], at);
    if (expected.period === 'early-bird') early += 1;
    const pricing = record.pricing as { period: string; total: number };
    if (pricing.period !== pricingPeriod(at) || record.totalAmount !== expected.total)
      mispriced.push(String(record.id));
  }

  console.log(
    `\nRush of ${REGISTRANTS} registrants, ${CONCURRENCY} at a time, from ${answered.size} addresses: ${wall.toFixed(0)} s`,
  );
  console.log(
    `${'call'.padEnd(14)} ${'n'.padStart(5)} ${'per s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  statuses`,
  );
  for (const [call, samples] of timings) {
    const sorted = [...samples].sort((a, b) => a - b);
    const counts = [...(statuses.get(call) ?? new Map<number, number>())]
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `${call.padEnd(14)} ${String(samples.length).padStart(5)} ${(samples.length / wall).toFixed(1).padStart(6)} ${median(samples).toFixed(0).padStart(7)} ${percentile(sorted, 95).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)}  ${counts}`,
    );
  }
  console.log(
    `Payments verified in bulk: ${verified}. Early-bird registrations: ${early}, at the later price: ${stored.length - early}; priced against their instant wrongly: ${mispriced.length}.`,
  );
  console.log(
    `Lost: ${lost.length}. Duplicated: ${duplicated}. Mails not yet sent after 5 minutes: ${openMails}. Machine CPU: ${cpu === null ? 'unknown' : `${cpu.toFixed(0)} busy CPU-s (${(cpu / wall).toFixed(2)} cores)`}.`,
  );
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more failures`);

  const audit = parseAdminCommand(['audit', '--settled']);
  if ('error' in audit) throw new Error(audit.error);
  const findings: string[] = [];
  let clean = true;
  await runAdminCommand(audit, (line) => findings.push(line)).catch((error: unknown) => {
    if (!(error instanceof AuditFailed)) throw error;
    clean = false;
    findings.push(error.message);
  });
  console.log(`Audit: ${findings.at(-1) ?? ''}`);
  for (const line of findings.slice(0, -1).slice(0, 20)) console.log(`  ${line}`);
  process.exitCode = clean && lost.length === 0 && duplicated === 0 && mispriced.length === 0 ? 0 : 1;
} finally {
  await suite.stop();
}
