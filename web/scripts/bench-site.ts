// `npm run bench:site`: what each route of the site costs a visitor, medians over several runs,
// checked against the budget (docs/development.md, "Benchmarks"). Not part of `npm test`: performance is
// measured here, never asserted in timed tests.
//
// Per route and per site:
//  - Lighthouse (mobile settings, Debian's Chromium): the four category scores, LCP, TBT and CLS
//    with its throttling applied while the page loads (a visitor's figures, held to the budget),
//    and LCP and TBT as it simulates them from a second load (secondary);
//  - in Chromium without throttling: the JavaScript the page requests before its `load` event and
//    in all (gzip, once the network is quiet), and the time from a click on a link to that route
//    until its content (the page's heading) is on screen, the link hovered first as a visitor's
//    pointer does.
// With a local `--base` (the suite), web/dist is served from this process over HTTP/2 as Hosting
// serves it, the API passed to `--base`; a deployed site is measured as it answers.
// `--before <url>` measures a second build (the one before a change, say) in the same run, its
// Lighthouse runs alternating with the first's on each route, and prints it beside the first; only
// the first is held to the budget.
// `--before-dist <folder>` does the same for a build's dist folder (of a worktree of the commit
// before, say), served like web/dist: two builds are only comparable when served alike (the
// Hosting emulator and a plain server put the wizard's LCP 0.25 s apart for the same files).
//
// Beside them, "the limit": the base site's own pages with every script removed (and its module
// preloads), served compressed over HTTP/2 by a proxy this script starts, measured in the same run. It is
// what an information page would cost if it did no work it does not need, so the figures below
// the table are ratios to it (LCP ×, TBT +, performance −), which hold on any machine.
import { execFileSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MAIN_MENU } from '../src/content/navigation';
import { PRIVACY_NOTICE_PATH } from '../../functions/src/domain/retention';
import { SCRIPT_BUDGET_KB } from './script-budgets';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.SITE_URL ?? 'http://127.0.0.1:5000' },
    before: { type: 'string' },
    'before-dist': { type: 'string' },
    runs: { type: 'string', default: '3' },
    navigations: { type: 'string', default: '5' },
    // How long the pointer rests on a link before the click, in milliseconds.
    hover: { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const trimBase = (url: string) => url.replace(/\/$/, '');
const isLocal = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
const API_BASE = trimBase(values.base ?? '');
const BEFORE_DIST = values['before-dist'];
const SITES = [
  { label: 'this build', base: API_BASE },
  ...(values.before ? [{ label: 'before', base: trimBase(values.before) }] : []),
];
const LIMIT = 'the limit';
const RUNS = Number(values.runs);
const NAVIGATIONS = Number(values.navigations);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The entry pass of the suite's payment-verified sample registration (docs/development.md, "The
 * sample registrations"). Kept out of search engines on purpose (noindex, robots.txt), so its SEO score
 * is not budgeted; nothing links to it, so it has no navigation.
 */
const PASS_ROUTE = '/pass/5ov3ECsUTYUGcfIYTG3a_g';
/**
 * Pages that run their application from the start (app/boot.ts): the wizard and the status
 * checker (the spec's routes; content/registration-paths.ts imports the domain, which tsx does not
 * resolve here).
 */
const APPLICATION_ROUTES = ['/registration/details', '/registration/status'];
/**
 * The information pages: every page of the header's menu, and the privacy notice the footer links
 * to (no navigation timed to it: the timing follows links in the header and the page only).
 */
const INFORMATION_ROUTES = [
  ...MAIN_MENU.flatMap((item) => (item.children ?? [item]).map((page) => page.path)),
  PRIVACY_NOTICE_PATH,
];
/** `--only /a,/b`: these routes alone. */
const ONLY = values.only?.split(',').filter(Boolean);
const ROUTES = [...INFORMATION_ROUTES, ...APPLICATION_ROUTES, PASS_ROUTE].filter(
  (route) => !ONLY || ONLY.includes(route),
);

/**
 * What each route is held to. A figure the machine decides (performance, LCP, TBT, a click's time:
 * throttling slows the host's own CPU by a factor) is held only against a page measured in the
 * same run, so the verdict is the same on any machine: an information page against the limit, the
 * wizard and the status checker against the build before, when one is measured (`--before`,
 * `--before-dist`). What the machine does not decide is held as it is; the pass, whose script grew
 * on purpose to keep it offline (decision 14), is held to that alone.
 */
const BUDGET = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  // gzip, as the build checks each page (script-budgets.ts).
  jsKb: {
    information: SCRIPT_BUDGET_KB.information,
    application: SCRIPT_BUDGET_KB.registration,
    pass: SCRIPT_BUDGET_KB.pass,
  },
  // An information page against the same page with no script: what it may cost for what it does.
  againstLimit: { lcpTimes: 1.15, tbtPlusMs: 60, performanceMinus: 2 },
  // The wizard and the status checker against the build before: no worse, within the same
  // allowances for the run-to-run noise of medians (a click is a paint, so it has LCP's), and no
  // more script than before.
  againstBefore: { lcpTimes: 1.15, clickTimes: 1.15, tbtPlusMs: 60, performanceMinus: 2 },
};
/** A visitor's pointer rests on a link a moment before the click: the time hover prefetching has. */
const HOVER_BEFORE_CLICK_MS = Number(values.hover);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // The sites this process serves have a certificate of its own making (see serveLocally).
  '--ignore-certificate-errors',
];

/**
 * Lighthouse's two ways of throttling a load: `devtools` applies a mid-range phone's network and
 * CPU in the browser while the page loads (what a visitor sees, the figures held to the budget);
 * `simulate` loads at full speed and models the throttled load from its graph (secondary: a gain
 * that shows only there is not a visitor's).
 */
type Throttling = 'devtools' | 'simulate';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpS: number;
  /** Total blocking time: the main thread's long tasks past 50 ms each, between FCP and TTI. */
  tbtMs: number;
  cls: number;
  /** The same load's LCP and TBT as Lighthouse simulates them. */
  simulatedLcpS: number;
  simulatedTbtMs: number;
}
interface Row extends Scores {
  jsBeforeLoadKb: number;
  jsKb: number;
  clickToContentMs: number;
}

const gzipCache = new Map<string, number>();

/** Gzip size of a script as the site serves it: the same measure whatever the server compresses. */
async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const { body } = await get(url);
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function lighthouseRun(
  port: number,
  url: string,
  throttling: Throttling,
): Promise<Omit<Scores, 'simulatedLcpS' | 'simulatedTbtMs'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: throttling,
    // A first visit: Lighthouse empties the cache but keeps local storage by default, where the
    // previous run left what a page keeps for the next (the typefaces' flag, lib/typefaces.ts; a
    // wizard's draft), which would make each later run a returning visitor without its cache.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpS: (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

// Strings, not functions: this file compiles without the DOM library.
/** The site's own scripts the page requested, split by whether the request began before `load`. */
const SCRIPTS_REQUESTED = `(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(location.origin) && /\\.m?js(\\?|$)/.test(entry.name))
    .map((entry) => ({ url: entry.name, beforeLoad: entry.startTime < navigation.loadEventStart }));
})()`;

async function scriptsRequested(page: Page, url: string): Promise<{ beforeLoadKb: number; totalKb: number }> {
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate<{ url: string; beforeLoad: boolean }[]>(SCRIPTS_REQUESTED);
  const sizes = await Promise.all(scripts.map(async (script) => ({ ...script, bytes: await gzipBytes(script.url) })));
  const sum = (list: typeof sizes) => list.reduce((total, script) => total + script.bytes, 0) / 1024;
  return { beforeLoadKb: sum(sizes.filter((script) => script.beforeLoad)), totalKb: sum(sizes) };
}

// Pieces of the two page scripts below (strings: this file compiles without the DOM library).
/** Records the instant of each trusted click, performance.timeOrigin-based, for the next document too. */
const CLICK_RECORDER = `addEventListener('click', (event) => {
    if (event.isTrusted) sessionStorage.setItem('bench:clickAt', String(performance.timeOrigin + event.timeStamp));
  }, true);`;
/** A function that resolves once this document is at `route` with its heading there. */
const ARRIVAL = `(route) => new Promise((resolve) => {
    const there = () => location.pathname === route && document.querySelector('main h1');
    if (there()) return resolve();
    const observer = new MutationObserver(() => {
      if (!there()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { subtree: true, childList: true });
  })`;

/**
 * Records, in every document of the page, the instant of the last trusted click and the instant
 * (the animation frame after it appears) the awaited route's heading is in the document. Instants
 * are performance.timeOrigin-based, so they compare across a full page load as well as within one.
 */
const NAVIGATION_CLOCK = `(() => {
  ${CLICK_RECORDER}
  const arrival = ${ARRIVAL};
  window.__benchWatch = () => {
    const path = sessionStorage.getItem('bench:path');
    if (!path) return;
    arrival(path).then(() => requestAnimationFrame(() =>
      sessionStorage.setItem('bench:contentAt', String(performance.timeOrigin + performance.now()))));
  };
  window.__benchWatch();
})()`;

/** Where a visitor finds a link to `route`: the home page, the registration page for its subpages. */
const sourceOf = (route: string) =>
  route === '/' ? '/call-for-papers' : APPLICATION_ROUTES.includes(route) ? '/registration' : '/';

/**
 * Milliseconds from a click on a link to `route` until its heading is there, once the source page
 * has settled (network quiet: on an information page, its application has started by then).
 */
async function clickToContent(page: Page, base: string, route: string): Promise<number> {
  await page.goto(`${base}${sourceOf(route)}`, { waitUntil: 'networkidle' });
  const links = page.locator(`header a[href="${route}"]:visible, main a[href="${route}"]:visible`);
  const group = page.locator('.desktop-nav__group', { has: page.locator(`a[href="${route}"]`) });
  if ((await links.count()) === 0 && (await group.count()) > 0) {
    // In a dropdown: hover its group open first, as a visitor does.
    await group.locator('button').hover();
  }
  // None (the wizard's link while registration is closed, say): no navigation to time.
  if ((await links.count()) === 0) return Number.NaN;
  const link = page.locator(`header a[href="${route}"]:visible, main a[href="${route}"]:visible`).first();
  await page.evaluate(
    `sessionStorage.removeItem('bench:contentAt'); sessionStorage.setItem('bench:path', ${JSON.stringify(route)}); window.__benchWatch()`,
  );
  await link.hover();
  await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
  await link.click();
  await page.waitForURL(`${base}${route}`);
  // Polled from here, one frame at a time in the page: the CSP forbids the string evaluation
  // page.waitForFunction would do there.
  const read = () =>
    page.evaluate<[string | null, string | null]>(
      "new Promise((resolve) => requestAnimationFrame(() => resolve([sessionStorage.getItem('bench:clickAt'), sessionStorage.getItem('bench:contentAt')])))",
    );
  const deadline = Date.now() + 30_000;
  for (let [clickAt, contentAt] = await read(); Date.now() < deadline; [clickAt, contentAt] = await read()) {
    if (clickAt !== null && contentAt !== null) return Number(contentAt) - Number(clickAt);
  }
  throw new Error(`${route}: its heading did not appear within 30 s of the click.`);
}

async function browserRow(browser: Browser, base: string, route: string): Promise<Omit<Row, keyof Scores>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(NAVIGATION_CLOCK);
    const page = await context.newPage();
    const requested: { beforeLoadKb: number; totalKb: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) requested.push(await scriptsRequested(page, `${base}${route}`));
    const times: number[] = [];
    if (route !== PASS_ROUTE) {
      for (let i = 0; i < NAVIGATIONS; i += 1) times.push(await clickToContent(page, base, route));
    }
    const timed = times.filter((time) => !Number.isNaN(time));
    return {
      jsBeforeLoadKb: median(requested.map((r) => r.beforeLoadKb)),
      jsKb: median(requested.map((r) => r.totalKb)),
      clickToContentMs: median(timed),
    };
  } finally {
    await context.close();
  }
}

/** A page as the limit serves it: the same HTML and CSS, with no script and no module preload. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

interface LocalServer {
  base: string;
  server: Server;
}

type LocalRequest = IncomingMessage | Http2ServerRequest;
type LocalResponse = ServerResponse | Http2ServerResponse;

/**
 * A certificate for 127.0.0.1, made once per run: the sites this process serves speak HTTP/2 over
 * TLS, as Hosting does. Over HTTP/1.1 the browser opens at most six connections to a site, so a
 * page with one request more than another (its script) queues a logo behind it, and Lighthouse's
 * simulation counts that queue as a round trip on a phone's network that Hosting never makes.
 */
const TLS = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
})();

/**
 * A server on a free local port, HTTP/2 over TLS (HTTP/1.1 for clients that ask); a request
 * whose handling throws is answered 502 with the error.
 */
async function serveLocally(
  handle: (request: LocalRequest, response: LocalResponse) => Promise<void>,
): Promise<LocalServer> {
  const server = createSecureServer({ ...TLS, allowHTTP1: true }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Got {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET, trusting this run's certificate for the sites it serves. */
async function get(url: string | URL): Promise<Got> {
  const target = new URL(url);
  if (target.protocol !== 'https:' || target.hostname !== '127.0.0.1') {
    const response = await fetch(target, { redirect: 'manual' });
    const headers = Object.fromEntries(response.headers);
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  }
  return new Promise((resolve, reject) => {
    httpsGet(target, { ca: TLS.cert }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
        );
        // As fetch would: the body as it is, not as it travelled.
        const body = Buffer.concat(chunks);
        const gzipped = headers['content-encoding'] === 'gzip';
        delete headers['content-encoding'];
        resolve({ status: response.statusCode ?? 0, headers, body: gzipped ? gunzipSync(body) : body });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * An upstream answer's headers, less those that describe its body as it came (this process sends
 * another) and those of an HTTP/1.1 connection, which HTTP/2 refuses.
 */
function passedHeaders(upstream: Got): Record<string, string> {
  return Object.fromEntries(
    Object.entries(upstream.headers).filter(
      ([name]) =>
        !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name),
    ),
  );
}

/** A text body gzipped, as Hosting sends it, with its header set; any other as it is. */
function compressedIfText(type: string, body: Buffer, headers: Record<string, string>): Buffer {
  if (!/^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type)) return body;
  headers['content-encoding'] = 'gzip';
  return gzipSync(body);
}

/** Serves `base` through this process, pages without their scripts, every text response gzipped. */
function startLimit(base: string): Promise<LocalServer> {
  return serveLocally((request, response) => relay(base, request, response, withoutScripts));
}

/** Answers `request` with `base`'s answer to it, a page rewritten by `page`, every text gzipped. */
async function relay(
  base: string,
  request: LocalRequest,
  response: LocalResponse,
  page: (html: string) => string,
): Promise<void> {
  const upstream = await get(new URL(request.url ?? '/', base));
  const type = upstream.headers['content-type'] ?? '';
  let body = upstream.body;
  if (type.startsWith('text/html')) body = Buffer.from(page(body.toString('utf8')));
  const headers = passedHeaders(upstream);
  body = compressedIfText(type, body, headers);
  response.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
  response.end(body);
}

interface HostingRewrite {
  source: string;
  destination?: string;
}

/**
 * Hosting's rewrites, read from firebase.json in its order (the first that matches wins): a path
 * prefix, and the file it serves or, without one, the function (the API, passed to `--base`).
 */
const REWRITES = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { rewrites: HostingRewrite[] };
  }
).hosting.rewrites.map(({ source, destination }) => {
  if (!source.endsWith('/**')) throw new Error(`firebase.json: bench:site serves "/prefix/**" rewrites, not ${source}`);
  return { prefix: source.slice(0, -2), file: destination ?? null };
});

/** Content types of the files a build holds. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * Serves a build's dist folder as Hosting would for the bench (clean URLs, then the rewrites,
 * 404.html, text gzipped), the API passed to `api`.
 */
function serveDist(dir: string, api: string): Promise<LocalServer> {
  return serveLocally(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
    const rewrite = REWRITES.find(({ prefix }) => path.startsWith(prefix));
    if (rewrite && rewrite.file === null) {
      const upstream = await get(new URL(request.url ?? '/', api));
      response.writeHead(upstream.status, passedHeaders(upstream)).end(upstream.body);
      return;
    }
    // A file that exists is served before any rewrite, as Hosting does (/pass/sw.js under /pass/**).
    const candidates = [path, `${path}.html`, join(path, 'index.html'), ...(rewrite?.file ? [rewrite.file] : [])];
    const found = candidates
      .map((candidate) => join(dir, candidate))
      .find((file) => existsSync(file) && statSync(file).isFile());
    const file = found ?? join(dir, '404.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const body = compressedIfText(type, readFileSync(file), headers);
    response.writeHead(found ? 200 : 404, headers).end(body);
  });
}

/** What a route's row of this build breaks: `limit` and `before` are its rows of those sites, if measured. */
function failures(route: string, row: Row, limit: Row | undefined, before: Row | undefined): string[] {
  const found: string[] = [];
  const under = (name: string, value: number, least: number) => {
    if (value < least) found.push(`${name} ${value} < ${least}`);
  };
  under('accessibility', row.accessibility, BUDGET.accessibility);
  under('best practices', row.bestPractices, BUDGET.bestPractices);
  if (route !== PASS_ROUTE) under('SEO', row.seo, BUDGET.seo);
  if (!(row.cls < BUDGET.cls)) found.push(`CLS ${row.cls.toFixed(3)}`);
  const kind = route === PASS_ROUTE ? 'pass' : APPLICATION_ROUTES.includes(route) ? 'application' : 'information';
  if (row.jsKb > BUDGET.jsKb[kind]) found.push(`JS ${row.jsKb.toFixed(1)} KB > ${BUDGET.jsKb[kind]}`);

  /** Each figure of `row` against `reference`'s, named `against` ("the limit's"). */
  const compare = (against: string, reference: Row, bounds: Partial<typeof BUDGET.againstBefore>) => {
    const times = (name: string, value: number, of: number, most: number | undefined, unit: string) => {
      if (most !== undefined && Number.isFinite(value) && Number.isFinite(of) && value > of * most) {
        found.push(
          `${name} ${value.toFixed(unit === 's' ? 2 : 0)} ${unit} is ${(value / of).toFixed(2)}× ${against} (at most ${most}×)`,
        );
      }
    };
    times('LCP', row.lcpS, reference.lcpS, bounds.lcpTimes, 's');
    times('click to content', row.clickToContentMs, reference.clickToContentMs, bounds.clickTimes, 'ms');
    if (bounds.tbtPlusMs !== undefined && row.tbtMs > reference.tbtMs + bounds.tbtPlusMs) {
      found.push(
        `TBT ${row.tbtMs.toFixed(0)} ms is ${against} + ${(row.tbtMs - reference.tbtMs).toFixed(0)} (at most + ${bounds.tbtPlusMs})`,
      );
    }
    if (bounds.performanceMinus !== undefined && row.performance < reference.performance - bounds.performanceMinus) {
      found.push(
        `performance ${row.performance} is ${against} − ${reference.performance - row.performance} (at most − ${bounds.performanceMinus})`,
      );
    }
  };
  if (kind === 'information') {
    if (limit) compare("the limit's", limit, BUDGET.againstLimit);
  } else if (kind === 'application' && before) {
    compare("before's", before, BUDGET.againstBefore);
    if (row.jsKb > before.jsKb + 0.05) found.push(`JS ${row.jsKb.toFixed(1)} KB > before's ${before.jsKb.toFixed(1)}`);
  }
  return found.map((text) => `${route}: ${text}`);
}

async function main(): Promise<boolean> {
  for (const { base } of SITES) {
    const health = await fetch(`${base}/`).catch(() => null);
    if (!health?.ok) throw new Error(`Nothing answers at ${base}: start the suite with \`npm start\` first.`);
  }
  const served: Server[] = [];
  // The local suite's build is served from here like the limit (HTTP/2, as Hosting serves it),
  // the API passed to the suite; a deployed site (a remote --base) is measured as it answers.
  if (BEFORE_DIST || isLocal(API_BASE)) {
    const dist = fileURLToPath(new URL('../dist', import.meta.url));
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built site: npm run build.`);
    const thisBuild = await serveDist(dist, API_BASE);
    served.push(thisBuild.server);
    const sites = [{ label: 'this build', base: thisBuild.base }, ...SITES.slice(1)];
    if (BEFORE_DIST) {
      if (!existsSync(join(BEFORE_DIST, 'index.html')))
        throw new Error(`${BEFORE_DIST} holds no built site (index.html).`);
      const before = await serveDist(BEFORE_DIST, API_BASE);
      served.push(before.server);
      sites.splice(1, sites.length, { label: 'before', base: before.base });
    }
    SITES.splice(0, SITES.length, ...sites);
  }
  const limit = await startLimit(SITES[0]?.base ?? '');
  const measured = [...SITES, { label: LIMIT, base: limit.base }];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  const rows: { route: string; site: string; row: Row }[] = [];
  try {
    for (const route of ROUTES) {
      // The limit is an information page's: an application page without its scripts is not one.
      const sites: { label: string; base: string }[] = [];
      for (const site of measured.filter((each) => each.label !== LIMIT || INFORMATION_ROUTES.includes(route))) {
        // A page the build before a change did not have yet (a new route) is not measured there.
        if (site.label !== SITES[0]?.label && (await get(`${site.base}${route}`)).status === 404) {
          process.stderr.write(`skipped ${route} (${site.label}): the site has no such page\n`);
          continue;
        }
        sites.push(site);
      }
      // The sites' runs alternate (one of each, then the next of each), so a machine that slows
      // down or speeds up during a route weighs on every site alike, not on whichever ran then.
      const runs = new Map<string, Scores[]>(sites.map((site) => [site.label, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const { label, base } of sites) {
          const applied = await lighthouseRun(chrome.port, `${base}${route}`, 'devtools');
          const simulated = await lighthouseRun(chrome.port, `${base}${route}`, 'simulate');
          runs.get(label)?.push({ ...applied, simulatedLcpS: simulated.lcpS, simulatedTbtMs: simulated.tbtMs });
        }
      }
      for (const { label, base } of sites) {
        const pick = (key: keyof Scores) => median((runs.get(label) ?? []).map((run) => run[key]));
        const scores: Scores = {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpS: pick('lcpS'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          simulatedLcpS: pick('simulatedLcpS'),
          simulatedTbtMs: pick('simulatedTbtMs'),
        };
        rows.push({ route, site: label, row: { ...scores, ...(await browserRow(browser, base, route)) } });
        process.stderr.write(`measured ${route} (${label})\n`);
      }
    }
  } finally {
    await browser.close();
    chrome.kill();
    limit.server.close();
    served.forEach((server) => server.close());
  }

  console.log(
    `\nMedians: Lighthouse ${RUNS} runs a route, alternating between the sites (mobile settings), each run a load ` +
      `with throttling applied (the figures held to the budget) and one simulated (secondary); scripts ${RUNS} loads and ` +
      `${NAVIGATIONS} navigations a route in Chromium without throttling. ` +
      `${SITES.map((s) => `${s.label}: ${s.base}`).join(', ')}\n`,
  );
  console.log(
    '| Route | Site | Perf | LCP (s) | TBT (ms) | Simulated LCP (s) | Simulated TBT (ms) | JS before load (KB) | JS (KB) | Click to content (ms) | A11y | Best pr. | SEO | CLS |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { route, site, row } of rows) {
    const click = Number.isNaN(row.clickToContentMs) ? 'n/a' : row.clickToContentMs.toFixed(0);
    console.log(
      `| ${route} | ${site} | ${row.performance} | ${row.lcpS.toFixed(2)} | ${row.tbtMs.toFixed(0)} | ` +
        `${row.simulatedLcpS.toFixed(2)} | ${row.simulatedTbtMs.toFixed(0)} | ${row.jsBeforeLoadKb.toFixed(1)} | ` +
        `${row.jsKb.toFixed(1)} | ${click} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} |`,
    );
  }
  console.log(
    '\nAgainst the limit (information pages): LCP as a multiple of its, TBT and performance as differences; throttling applied, then simulated.\n',
  );
  console.log(
    '| Route | Site | LCP × limit | TBT − limit (ms) | Perf − limit | Simulated LCP × limit | Simulated TBT − limit (ms) | JS (KB) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const { route, site, row } of rows.filter((entry) => entry.site !== LIMIT)) {
    const reference = rows.find((entry) => entry.route === route && entry.site === LIMIT)?.row;
    if (!reference) continue;
    console.log(
      `| ${route} | ${site} | ${(row.lcpS / reference.lcpS).toFixed(2)} | ${(row.tbtMs - reference.tbtMs).toFixed(0)} | ` +
        `${row.performance - reference.performance} | ${(row.simulatedLcpS / reference.simulatedLcpS).toFixed(2)} | ` +
        `${(row.simulatedTbtMs - reference.simulatedTbtMs).toFixed(0)} | ${row.jsKb.toFixed(1)} |`,
    );
  }
  const rowOf = (route: string, site: string | undefined) =>
    rows.find((entry) => entry.route === route && entry.site === site)?.row;
  const problems = rows
    .filter(({ site }) => site === SITES[0]?.label)
    .flatMap(({ route, row }) => failures(route, row, rowOf(route, LIMIT), rowOf(route, SITES[1]?.label)));
  if (!SITES[1]) {
    console.log(
      '\nNo build before measured: the wizard and the status checker are held to their script and scores alone, not to their speed (--before or --before-dist).',
    );
  }
  console.log(problems.length ? `\nOver budget:\n${problems.join('\n')}` : '\nEvery route meets the budget.');
  return problems.length === 0;
}

process.exitCode = (await main()) ? 0 : 1;
