// Wires the HTTPS function that Hosting rewrites `/api/**` and `/backend/uploads/**` to, the mail
// sender (a Firestore trigger on `mail` and its sweep every minute; it also takes a delivered mail's
// links out of its stored copy), and the daily retention job.
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2';
import {
  COUNTER_HASH_SECRET,
  FUNCTION_REGION,
  IEEE_API_KEY,
  MIN_INSTANCES,
  PASS_SECRET,
  SMTP_CONNECTION_URI,
  SMTP_PASSWORD,
} from './config';
import { adoptRuntimeAppAtFirstRequest, withBodyRules } from './http/body-errors';
import { handleRequest } from './http/router';
import { onMailWritten, sweepMail } from './triggers/mail-sender';
import { applyRetentionDaily } from './triggers/retention-daily';
import { VENUE_TIME_ZONE } from './domain/venue-time';

// The runtime parses bodies before the router sees them; its refusals become ours (http/body-errors.ts).
adoptRuntimeAppAtFirstRequest();

// Bounded so a burst of traffic cannot run up an unbounded bill.
setGlobalOptions({ region: FUNCTION_REGION, maxInstances: 10 });

// Sized from `npm run bench:uploads` (docs/deploy.md, "Memory, CPU and concurrency"): an instance
// idles at ~139 MiB; eight maximum uploads (30 MiB forms, every card through the PDF check's
// worker) at once peaked at 678 MiB (median of 3), within 70 % of 1 GiB. Concurrency above 1 needs
// a whole vCPU. 60 s: Hosting ends a rewritten request after 60 s whatever the function does.
export const api = onRequest(
  {
    memory: '1GiB',
    cpu: 1,
    concurrency: 8,
    timeoutSeconds: 60,
    minInstances: MIN_INSTANCES,
    // Its own least-privilege account (docs/deploy.md, step 4), not the default compute account
    // with Editor on the whole project; "name@" is completed with the project's domain on deploy.
    serviceAccount: 'icei-api@',
    secrets: [IEEE_API_KEY, PASS_SECRET, COUNTER_HASH_SECRET],
  },
  withBodyRules(handleRequest),
);

// One mail per event: a claim, one SMTP conversation (its timeouts end within 30 s), one write.
// The SMTP password reaches only these two functions, not the API.
const MAIL_SENDER = {
  memory: '256MiB',
  cpu: 'gcf_gen1',
  concurrency: 1,
  timeoutSeconds: 60,
  serviceAccount: 'icei-api@',
  secrets: [SMTP_CONNECTION_URI, SMTP_PASSWORD],
} satisfies GlobalOptions;

// Every write to a mail document; the handler passes over all but a new mail and a RETRY.
export const mailSender = onDocumentWritten({ document: 'mail/{mailId}', ...MAIL_SENDER }, onMailWritten);

// What a sender could not finish: retries whose time has come, leases run out, events lost.
// Once a minute, Cloud Scheduler's shortest period; at most one run at a time.
export const mailSweep = onSchedule(
  { schedule: 'every 1 minutes', timeZone: VENUE_TIME_ZONE, maxInstances: 1, retryCount: 0, ...MAIL_SENDER },
  sweepMail,
);

// The retention schedule (domain/retention.ts), once a day at night at the venue. Erasing a
// season's registrations after the event is a few thousand documents and their files: minutes.
export const retentionDaily = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: VENUE_TIME_ZONE,
    memory: '512MiB',
    cpu: 'gcf_gen1',
    concurrency: 1,
    maxInstances: 1,
    timeoutSeconds: 540,
    retryCount: 1,
    serviceAccount: 'icei-api@',
  },
  applyRetentionDaily,
);
