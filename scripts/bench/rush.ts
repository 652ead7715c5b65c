// `npm run bench:rush -- --registrants 1000`: the early-bird deadline's rush against a local suite
// of its own. Registrants, each from an address of their own as Hosting forwards it (the suite's
// function reads the visitor two hops from the right, CLIENT_ADDRESS_HOPS=2, as deployed), register
// in a mix of tiers with groups and their ID cards, verify their address by the mailed link and
// upload a proof, while an administrator verifies payments in bulk. The suite's clock starts just
// before the early-bird cutoff, so the prices change during the run; each registration's price is
// checked against the instant it was made. At the end, once the mail has gone: lost and duplicated
// registrations are counted, each mail must have arrived once, the night's retention job runs (it
// removes uploads left by requests that died), and `npm run admin -- audit --settled` must find
// nothing wrong. `--fault smtp-down|kill-worker|slow-storage` injects one fault
// meanwhile.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { pricingPeriod, registrationTotal, EARLY_BIRD_CUTOFF } from '../../functions/src/domain/pricing';
import { IN_FLIGHT_MS } from '../../functions/src/domain/audit';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import { dayAfter, venueInstant } from '../../functions/src/domain/venue-time';
import { parseAdminCommand } from '../admin/claims';
import { AuditFailed, runAdminCommand } from '../admin/run';
import { suiteAdminApp } from '../suite/admin';
import { EMULATORS, MAIL_CONTROL, SITE_URL } from '../suite/config';
import { isPortFree } from '../suite/ports';
import { startSuite } from '../suite/suite';
import { busyCpuSeconds, processCpuSeconds } from '../test/cpu';
import { idTokenFor } from '../../tests/support/auth';
import { mailsTo } from '../../tests/support/inbox';
import { idCards, participant, submitRegistration, uploadProofFor } from '../../tests/support/registration';
import { groupTier, individualTier, tierFields } from '../../tests/support/tiers';
import { startSlowProxy, type SlowProxy } from './slow-proxy';
import { median, percentile } from './stats';

const { values } = parseArgs({
  options: {
    registrants: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    // The suite's clock starts this many seconds before the early-bird prices end.
    'before-cutoff': { type: 'string', default: '180' },
    fault: { type: 'string', default: 'none' },
  },
});
const FAULTS = ['none', 'smtp-down', 'kill-worker', 'slow-storage'] as const;
type Fault = (typeof FAULTS)[number];
const FAULT = values.fault as Fault;
if (!FAULTS.includes(FAULT)) throw new Error(`--fault takes ${FAULTS.join(', ')}.`);
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
  // Long enough for a mail that waited out an SMTP outage and the sender's retries (15 s, 1 min, 4 min).
  const deadline = performance.now() + 15 * 60_000;
  for (;;) {
    const mail = (await mailsTo(email)).find((candidate) => candidate.subject.includes(id));
    const path = /\/verify\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    if (path) return path;
    if (performance.now() > deadline) throw new Error(`no verification mail reached ${email} in 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const answered = new Map<number, string>();
const failures: string[] = [];
const proofed: string[] = [];
let registering = true;

/**
 * A phone's retry: a request that got no answer, or a 5xx (a worker killed under it), is sent again,
 * up to three times; a registration carries its request ID, so a retry finds the one already made.
 */
async function withRetries<T extends { status: number }>(call: Call, send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    const answer = await send().catch(() => ({ status: 0 }) as T);
    record(call, started, answer.status);
    if ((answer.status !== 0 && answer.status < 500) || attempt === 3) return answer;
    retries += 1;
  }
}
let retries = 0;
/** Proofs stored by a request whose answer never came (the worker died after storing it). */
let proofsKeptUnanswered = 0;

async function proofStored(id: string, reference: string): Promise<boolean> {
  const record = (await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).data();
  const proofs = (record?.paymentProofs ?? []) as { paymentReferenceId: string }[];
  return proofs.some((proof) => proof.paymentReferenceId === reference);
}

async function registrant(n: number): Promise<void> {
  const { data, files } = registration(n);
  const created = await withRetries('register', () => submitRegistration(data, files, forwardedFor(n)));
  if (created.status !== 201 && created.status !== 200) {
    return void failures.push(`register ${n}: ${created.status} ${JSON.stringify(created.body ?? {})}`);
  }
  const id = String(created.body.id);
  answered.set(n, id);
  const path = await verificationPath(String(data.email), id);
  const verified = await withRetries('verify e-mail', () =>
    fetch(`${SITE_URL}/api${path}`, { headers: forwardedFor(n) }),
  );
  if (verified.status !== 200) return void failures.push(`verify ${id}: ${verified.status}`);
  const uploaded = await withRetries('upload proof', async () => ({
    status: await uploadProofFor(id, `UTR${RUN}${n}`, forwardedFor(n)),
  }));
  // A proof stored under a request whose answer was lost is refused when sent again: it is there.
  if (uploaded.status !== 200) {
    if (!(await proofStored(id, `UTR${RUN}${n}`))) return void failures.push(`proof ${id}: ${uploaded.status}`);
    proofsKeptUnanswered += 1;
  }
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
    const answer = await fetch(`${SITE_URL}/api/admin/bulk/verify-payments`, {
      method: 'POST',
      headers: { origin: SITE_URL, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: batch }),
    }).then(
      async (response) => ({
        status: response.status,
        outcomes: response.ok
          ? (((await response.json()) as { data?: { id: string; ok: boolean; error?: string }[] }).data ?? [])
          : [],
      }),
      () => ({ status: 0, outcomes: [] }),
    );
    record('bulk verify', started, answer.status);
    if (answer.status !== 200) {
      // Unanswered or failed: verifying is idempotent, so the administrator simply does it again.
      retries += 1;
      proofed.push(...batch);
      continue;
    }
    verified += answer.outcomes.filter((outcome) => outcome.ok).length;
    for (const outcome of answer.outcomes)
      if (!outcome.ok) failures.push(`bulk verify ${outcome.id}: ${outcome.error}`);
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

/** The mail server stopped for two minutes, 30 s into the rush (the suite's SMTP control). */
async function smtpDown(): Promise<string> {
  const control = (action: 'stop' | 'start') =>
    fetch(`http://${MAIL_CONTROL.host}:${MAIL_CONTROL.port}/smtp/${action}`, { method: 'POST' });
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  await control('stop');
  await new Promise((resolve) => setTimeout(resolve, 120_000));
  await control('start');
  return 'the SMTP server was stopped for 120 s, from 30 s into the rush';
}

/** Storage slowed for two minutes, 30 s into the rush: each of its answers 1 to 5 s late. */
async function storageSlow(proxy: SlowProxy): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const before = proxy.counts();
  proxy.setDelay(() => 1_000 + Math.random() * 4_000);
  await new Promise((resolve) => setTimeout(resolve, 120_000));
  proxy.setDelay(() => 0);
  const after = proxy.counts();
  return `Storage answered the function 1 to 5 s late for 120 s from 30 s into the rush (${after.delayed - before.delayed} answers held back, of ${after.answered} by then)`;
}

/** A process's environment, as one string; empty once it is gone. */
function environOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8');
  } catch {
    return '';
  }
}

/** The Functions emulator's worker processes, by pid. */
function functionWorkers(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime');
      } catch {
        return false;
      }
    });
}

/** The workers whose CPU time moved within the next `ms`: working now, most likely mid-request. */
async function workingWithin(workers: string[], ms: number): Promise<string[]> {
  const before = new Map(workers.map((pid) => [pid, processCpuSeconds(pid)]));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return workers.filter((pid) => {
    const now = processCpuSeconds(pid);
    const then = before.get(pid);
    return now !== null && then !== null && then !== undefined && now > then;
  });
}

/**
 * Every 10 s for two minutes from 30 s into the rush, one Functions worker process is killed as an
 * instance dies mid-request: for up to 5 s, the API's workers are watched in 50 ms windows, and the
 * first seen working is killed at once; if none works in that time, a mail sender that is working
 * is. Then the fault ends, and what it interrupted must come right.
 */
async function killWorkers(): Promise<string> {
  const killed = { api: 0, other: 0 };
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const ends = performance.now() + 120_000;
  while (registering && performance.now() < ends) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    let victim: string | undefined;
    let kind: keyof typeof killed = 'api';
    const watchUntil = performance.now() + 5_000;
    while (!victim && performance.now() < watchUntil) {
      const api = functionWorkers().filter((pid) => environOf(pid).includes('FUNCTION_TARGET=api'));
      victim = (await workingWithin(api, 50))[0];
    }
    if (!victim) {
      kind = 'other';
      const working = await workingWithin(functionWorkers(), 300);
      victim = working[Math.floor(Math.random() * working.length)];
    }
    if (victim && registering) {
      try {
        process.kill(Number(victim), 'SIGKILL');
        killed[kind] += 1;
      } catch {
        // It ended by itself meanwhile.
      }
    }
  }
  return `${killed.api + killed.other} Functions worker processes were killed while working, one every 10 s for 120 s from 30 s into the rush: ${killed.api} of the API's, ${killed.other} others (mail senders)`;
}

/**
 * Every registrant's mails as they reached the inbox: each kind once. A copy with the Message-ID of
 * one already received is a retry of a mail the server took without saying so (a mailbox keeps one
 * copy of a Message-ID); it is counted apart. A second Message-ID is a mail sent twice.
 */
async function mailsDeliveredOnce(): Promise<{ problems: string[]; copies: number }> {
  const problems: string[] = [];
  let copies = 0;
  for (const [n, id] of answered) {
    const received = await mailsTo(`rush-${RUN}-${n}@example.org`);
    for (const subject of [`Verify your e-mail address: registration ${id}`, `Payment verified: registration ${id}`]) {
      const matching = received.filter((mail) => mail.subject.includes(subject));
      const ids = new Set(matching.map((mail) => mail.headers['message-id']));
      copies += matching.length - ids.size;
      if (ids.size !== 1) problems.push(`${id}: "${subject}" arrived as ${ids.size} mails (${matching.length} copies)`);
    }
  }
  return { problems, copies };
}

if (!(await isPortFree(EMULATORS.hosting.host, EMULATORS.hosting.port))) {
  throw new Error(
    'A local suite is running: stop it. The rush starts its own, with the client addresses Hosting forwards.',
  );
}
const cutoff = venueInstant(dayAfter(EARLY_BIRD_CUTOFF));
process.env.SUITE_NOW = new Date(cutoff.getTime() - LEAD_S * 1000).toISOString();
// The function reaches Storage through a proxy that can slow its answers (--fault slow-storage).
const storageProxy = await startSlowProxy(EMULATORS.storage);
const suite = await startSuite({
  functionSettings: { CLIENT_ADDRESS_HOPS: '2' },
  functionStorageHost: storageProxy.hostPort,
});
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
  const faults: Record<Fault, () => Promise<string>> = {
    none: async () => 'none',
    'smtp-down': smtpDown,
    'kill-worker': killWorkers,
    'slow-storage': () => storageSlow(storageProxy),
  };
  let faultEnded = 0;
  const fault = faults[FAULT]().then((report) => {
    faultEnded = performance.now();
    return report;
  });
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
  const faultReport = await fault;
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
  // Left behind: a registration stored for a registrant who was never answered 2xx.
  const answeredIds = new Set(answered.values());
  const leftBehind = [...ids].filter((id) => !answeredIds.has(id));
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
  const { problems: twice, copies } = await mailsDeliveredOnce();
  console.log(`Fault: ${faultReport}. Requests sent again after no answer or a 5xx: ${retries}.`);
  console.log(
    `Mails not delivered exactly once: ${twice.length}. Copies of one Message-ID received again (a retry after the server took it unacknowledged): ${copies}.`,
  );
  for (const problem of twice.slice(0, 10)) console.log(`  ${problem}`);
  console.log(
    `Payments verified in bulk: ${verified}. Early-bird registrations: ${early}, at the later price: ${stored.length - early}; priced against their instant wrongly: ${mispriced.length}.`,
  );
  console.log(
    `Lost: ${lost.length}. Duplicated: ${duplicated}. Stored without a 2xx answer: ${leftBehind.length} registrations, ${proofsKeptUnanswered} proofs (found stored by the retry). Mails not yet sent after 5 minutes: ${openMails}. Machine CPU: ${cpu === null ? 'unknown' : `${cpu.toFixed(0)} busy CPU-s (${(cpu / wall).toFixed(2)} cores)`}.`,
  );
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more failures`);

  // The night's retention job, once no request the fault interrupted can still be in flight: it
  // removes what a request that died left stored and unrecorded (domain/stray-uploads.ts).
  if (FAULT !== 'none') {
    const wait = faultEnded + IN_FLIGHT_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const night = parseAdminCommand(['apply-retention']);
  if ('error' in night) throw new Error(night.error);
  await runAdminCommand(night, (line) => console.log(line));

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
  process.exitCode =
    clean &&
    lost.length === 0 &&
    duplicated === 0 &&
    leftBehind.length === 0 &&
    mispriced.length === 0 &&
    twice.length === 0
      ? 0
      : 1;
} finally {
  await suite.stop();
  await storageProxy.stop();
}
