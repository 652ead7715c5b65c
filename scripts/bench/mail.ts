// `npm run bench:mail`: how long a registrant waits for the verification mail. Registers one at a
// time through Hosting and times, for each, the answer (201) and the mail's arrival in the suite's
// inbox, polled every 10 ms. Against the local suite: its mail goes from the function's own sender
// over SMTP to MailDev, as a deployment's goes to the organisers' server.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { INBOX_URL, SITE_URL } from '../suite/config';
import { ensureSuite } from '../suite/suite';
import { benchParticipant } from './participant';
import { median, percentile } from './stats';

const { values } = parseArgs({ options: { count: { type: 'string', default: '20' } } });
const COUNT = Number(values.count);

async function inboxHas(email: string): Promise<boolean> {
  const response = await fetch(`${INBOX_URL}/api/email?to.address=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length > 0;
}

async function registerAndWait(runId: string, n: number): Promise<{ answered: number; delivered: number }> {
  const email = `mail-bench-${runId}-${n}@example.org`;
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      ...benchParticipant(email, `Registrant ${n}`),
      registrationTier: 'industry-non-ieee',
      totalAmount: 0,
      clientRequestId: `mail-bench-${runId}-${n}`,
    }),
  );
  const started = performance.now();
  const response = await fetch(`${SITE_URL}/api/registrations`, {
    method: 'POST',
    headers: { origin: SITE_URL },
    body: form,
  });
  const answered = performance.now() - started;
  if (response.status !== 201) throw new Error(`registration ${n}: ${response.status} ${await response.text()}`);
  const deadline = started + 60_000;
  while (!(await inboxHas(email))) {
    if (performance.now() > deadline) throw new Error(`registration ${n}: no mail in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { answered, delivered: performance.now() - started };
}

const stopSuite = await ensureSuite();
const runId = randomUUID().slice(0, 8);
// One first, not counted: the emulator starts the workers of each function on first use.
await registerAndWait(runId, -1);
const runs = [];
for (let n = 0; n < COUNT; n += 1) runs.push(await registerAndWait(runId, n));
await stopSuite();

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: median ${median(times).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, range ${sorted[0]?.toFixed(0)}-${sorted.at(-1)?.toFixed(0)} ms`,
  );
};
console.log(`${COUNT} registrations, one at a time, each timed from its POST`);
summary(
  'answered (201)   ',
  runs.map((run) => run.answered),
);
summary(
  'mail in the inbox',
  runs.map((run) => run.delivered),
);
summary(
  'after the answer ',
  runs.map((run) => run.delivered - run.answered),
);
