// `npm run smoke -- <site-url>`: a deployed site checked from outside, over HTTP only, as a visitor's
// browser and a deployer's curl see it: the function's health, the security headers, caching, a
// real 404 and the registration clock. One result per check; the site is never written to, but for
// `--mail-to`: with an administrator's token, one test mail through the function's mail sender, and
// `--jobs`: a probe that each scheduled job and trigger must answer (jobs.ts).
import { clientAddressSchema, type ClientAddressData } from '../../functions/src/domain/api/client-address';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { healthBodySchema } from '../../functions/src/domain/api/health';
import { registrationWindowBodySchema } from '../../functions/src/domain/api/registration-window';
import { testMailQueuedSchema, testMailStateSchema } from '../../functions/src/domain/api/test-mail';
import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from '../../web/src/features/pass/pass-worker-address';
import { revalidatesEveryTime } from '../deploy/pass-worker';
import { get, getJson, postAsAdmin } from './fetch';
import { jobsCheck, type JobsCheckOptions } from './jobs';

export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
}

const YEAR_S = 31_536_000;
const LOCAL = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name.toLowerCase(), values] as const;
    }),
  );

/**
 * Whether the entry the limits key on is the caller's: the one right after the entry the caller
 * wrote (`written`), which the CDN appended; a throw says what is wrong. `local`: the site is this
 * machine, where CLIENT_ADDRESS_HOPS=0 is expected.
 */
export function clientAddressVerdict(report: ClientAddressData, written: string, local: boolean): string {
  const { forwardedFor, hops, chosen } = report;
  const chain = `X-Forwarded-For ${forwardedFor.join(', ') || '(none)'}`;
  if (hops === 0) {
    if (local) return `CLIENT_ADDRESS_HOPS=0: the local suite, every caller one client (${chain})`;
    throw new Error(`CLIENT_ADDRESS_HOPS=0: every visitor shares one rate limit (${chain})`);
  }
  if (chosen === written) {
    throw new Error(
      `the limits key on ${chosen}, which the caller wrote: CLIENT_ADDRESS_HOPS=${hops} is too large (${chain})`,
    );
  }
  const caller = forwardedFor[forwardedFor.lastIndexOf(written) + 1];
  if (!forwardedFor.includes(written) || chosen !== caller) {
    throw new Error(
      `the limits key on ${chosen}, not ${caller ?? 'the caller'} (the entry after the one written): CLIENT_ADDRESS_HOPS=${hops} is off (${chain}; unless a proxy of your own between here and the site added entries)`,
    );
  }
  return `the limits key on ${chosen}, the caller's own address (CLIENT_ADDRESS_HOPS=${hops}; ${chain})`;
}

/** Each check: a name, and what it found (a problem throws). */
type Check = [string, (site: URL) => Promise<string>];

const CHECKS: Check[] = [
  [
    'health',
    async (site) => {
      const { status, body } = await getJson(new URL('/api/health', site), healthBodySchema);
      if (!body) throw new Error(`/api/health answered ${status} with no health report`);
      const states = Object.entries(body.services).map(([service, state]) => `${service} ${state}`);
      if (status !== 200 || !body.success) throw new Error(`/api/health answered ${status}: ${states.join(', ')}`);
      return `${states.join(', ')} (project ${body.projectId})`;
    },
  ],
  [
    'security headers',
    async (site) => {
      const { status, headers } = await get(new URL('/', site));
      if (status !== 200) throw new Error(`/ answered ${status}`);
      const missing: string[] = [];
      const csp = headers.get('content-security-policy');
      if (!csp) missing.push('Content-Security-Policy');
      else {
        const policy = directives(csp);
        for (const name of ['default-src', 'script-src', 'object-src', 'base-uri', 'frame-ancestors']) {
          if (!policy.has(name)) missing.push(`Content-Security-Policy ${name}`);
        }
        if (policy.get('script-src')?.some((value) => value === "'unsafe-inline'" || value === "'unsafe-eval'")) {
          missing.push("Content-Security-Policy script-src without 'unsafe-inline' and 'unsafe-eval'");
        }
      }
      const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1];
      if (!hsts || Number(hsts) < YEAR_S) missing.push('Strict-Transport-Security max-age of a year or more');
      if (headers.get('x-content-type-options') !== 'nosniff') missing.push('X-Content-Type-Options nosniff');
      if (missing.length > 0) throw new Error(`/ lacks ${missing.join('; ')}`);
      return '/ sends CSP (frame-ancestors, no inline script), HSTS and nosniff';
    },
  ],
  [
    'no caching of the API and uploads',
    async (site) => {
      const paths = ['/api/registration-window', '/backend/uploads/ICEI25-X/receipt.pdf'];
      const found = await Promise.all(
        paths.map(async (path) => [path, (await get(new URL(path, site))).headers.get('cache-control') ?? ''] as const),
      );
      const cached = found.filter(([, value]) => !/\bno-store\b/.test(value));
      if (cached.length > 0)
        throw new Error(cached.map(([path, value]) => `${path} has Cache-Control "${value}", not no-store`).join('; '));
      return `${paths.join(' and ')}: no-store`;
    },
  ],
  [
    'long-lived hashed assets',
    async (site) => {
      const { text } = await get(new URL('/', site));
      const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(text)?.[1];
      if (!asset) throw new Error('/ links no /assets/ file');
      const value = (await get(new URL(asset, site))).headers.get('cache-control') ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
      if (maxAge < YEAR_S || !/\bimmutable\b/.test(value)) throw new Error(`${asset} has Cache-Control "${value}"`);
      return `${asset}: ${value}`;
    },
  ],
  [
    "the pass's service worker",
    async (site) => {
      // What the deploy check reads in firebase.json, as the live site sends it (scripts/deploy/pass-worker.ts).
      const { status, headers } = await get(new URL(PASS_WORKER_URL, site));
      const type = headers.get('content-type') ?? '';
      const cacheControl = headers.get('cache-control') ?? '';
      const allowed = headers.get('service-worker-allowed');
      const problems = [
        ...(status === 200 && /javascript/.test(type) ? [] : [`answered ${status} with ${type || 'no type'}`]),
        ...(revalidatesEveryTime(cacheControl) ? [] : [`has Cache-Control "${cacheControl}", not no-cache`]),
        ...(allowed === null || allowed.startsWith(PASS_WORKER_SCOPE)
          ? []
          : [`sends Service-Worker-Allowed "${allowed}"`]),
      ];
      if (problems.length > 0) throw new Error(`${PASS_WORKER_URL} ${problems.join('; ')}`);
      return `${PASS_WORKER_URL}: ${type}, ${cacheControl}, scope no wider than ${PASS_WORKER_SCOPE}`;
    },
  ],
  [
    'a real 404',
    async (site) => {
      const path = `/no-such-page-${Date.now().toString(36)}`;
      const { status, headers } = await get(new URL(path, site));
      if (status !== 404) throw new Error(`${path} answered ${status}, not 404`);
      if (!headers.get('content-type')?.includes('text/html')) throw new Error(`${path}: the 404 is not a page`);
      return `${path}: 404, a page`;
    },
  ],
  [
    'registration clock',
    async (site) => {
      const { status, body } = await getJson(new URL('/api/registration-window', site), registrationWindowBodySchema);
      if (status !== 200 || !body) throw new Error(`/api/registration-window answered ${status} without its clock`);
      const { data } = body;
      return `${data.edition}: ${data.phase}, server time ${data.now}`;
    },
  ],
  [
    'client address',
    async (site) => {
      // An address of the documentation range, as a client could write it: what the platform
      // appends comes after it, and the first entry after it is the caller as the CDN saw it.
      const written = '203.0.113.7';
      const { status, body } = await getJson(new URL('/api/client-address', site), dataBody(clientAddressSchema), {
        'x-forwarded-for': written,
      });
      if (status !== 200 || !body) throw new Error(`/api/client-address answered ${status} without its report`);
      return clientAddressVerdict(body.data, written, LOCAL.test(site.hostname));
    },
  ],
];

export interface MailCheckOptions {
  /** Where the test mail goes. */
  to: string;
  /** A signed-in administrator's ID token. */
  token: string;
  /** How long the sender has to record a final state, and how often to ask. */
  waitMs?: number;
  pollMs?: number;
}

/**
 * Has the mail sender send a test mail (POST /api/admin/test-mail) and waits for the
 * state it records: SUCCESS passes, naming the SMTP server's answer; ERROR fails with its error;
 * no final state in time fails too (the sender is not running, or not on this project).
 */
export async function mailCheck(site: URL, options: MailCheckOptions): Promise<string> {
  const { to, token, waitMs = 120_000, pollMs = 2_000 } = options;
  const authorization = { authorization: `Bearer ${token}` };
  const queued = await postAsAdmin(site, '/api/admin/test-mail', token, dataBody(testMailQueuedSchema), { to });
  const { mailId } = queued.data;
  const deadline = performance.now() + waitMs;
  for (;;) {
    const { status, body } = await getJson(
      new URL(`/api/admin/test-mail/${mailId}`, site),
      dataBody(testMailStateSchema),
      authorization,
    );
    if (!body) throw new Error(`GET /api/admin/test-mail/${mailId} answered ${status}`);
    const { state, attempts, response, error } = body.data;
    if (state === 'SUCCESS') return `delivered to ${to} (${response ?? 'no answer recorded'}; mail ${mailId})`;
    if (state === 'ERROR') throw new Error(`the sender could not send it after ${attempts} attempt(s): ${error}`);
    if (performance.now() > deadline) {
      throw new Error(
        `no final delivery state after ${Math.round(waitMs / 1000)} s (still ${state}): are the functions mailSender and mailSweep deployed, with their SMTP secrets? (mail ${mailId})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export interface SmokeOptions {
  /** --mail-to: one test mail through the mail sender. */
  mail?: MailCheckOptions;
  /** --jobs: each scheduled job and trigger proven to run (jobs.ts). */
  jobs?: JobsCheckOptions;
}

export async function runSmoke(siteUrl: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const site = new URL(siteUrl);
  const { mail, jobs } = options;
  const checks: Check[] = [
    ...CHECKS,
    ...(mail ? [['mail', (url: URL) => mailCheck(url, mail)] satisfies Check] : []),
    ...(jobs ? [['jobs and triggers', (url: URL) => jobsCheck(url, jobs)] satisfies Check] : []),
  ];
  return Promise.all(
    checks.map(async ([check, run]) => {
      try {
        return { check, ok: true, detail: await run(site) };
      } catch (error) {
        return { check, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
