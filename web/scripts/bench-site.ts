// `npm run bench:site`: Lighthouse (mobile settings, Debian's Chromium) over every route of the
// site served by the running suite, three runs each, printing the medians: the four category
// scores, the JavaScript the page loads (gzip) and CLS. Checks them against issue 3's budget,
// the home page's JavaScript before interaction (<= 110 KB gzip) and the entry pass's (<= 12 KB
// gzip: the page loads no React, issue 16). Not part of `npm test`: performance is measured here,
// never asserted in timed tests.
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.SITE_URL ?? 'http://127.0.0.1:5000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const BASE = (values.base ?? '').replace(/\/$/, '');
/**
 * The entry pass of the suite's payment-verified sample registration (README, "The sample
 * registrations"). Kept out of search engines on purpose (noindex, robots.txt), so its SEO score
 * is not budgeted.
 */
const PASS_ROUTE = '/pass/5ov3ECsUTYUGcfIYTG3a_g';
const RUNS = Number(values.runs);

const ROUTES = [
  '/',
  '/committee/general-chairs',
  '/committee/organizing-committee',
  '/committee/editorial-board',
  '/committee/advisory-board',
  '/call-for-papers',
  '/registration',
  '/registration/details',
  '/registration/status',
  '/program/program-schedule',
  '/program/keynote-speaker',
  '/sponsorship/opportunities',
  '/sponsorship/sponsors',
  '/venue/travel',
  '/venue/dharwad',
  '/venue/nearby',
  '/venue/accommodation',
  PASS_ROUTE,
].filter((route) => !values.only || route === values.only);

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  homeJsKb: 110,
  passJsKb: 12,
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
  cls: number;
}

const gzipCache = new Map<string, number>();

/** Gzip size of a script as the site serves it: the same measure whatever the server compresses. */
async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function measure(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  // The site's own scripts only: the PDF viewer on the schedule page brings the browser's own.
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.url.startsWith(BASE));
  const jsBytes = (await Promise.all(scripts.map((item) => gzipBytes(item.url)))).reduce((sum, n) => sum + n, 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsKb: jsBytes / 1024,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function failures(route: string, run: Run): string[] {
  const found: string[] = [];
  if (run.performance < BUDGET.performance) found.push(`performance ${run.performance} < ${BUDGET.performance}`);
  if (run.accessibility < BUDGET.accessibility) found.push(`accessibility ${run.accessibility}`);
  if (run.bestPractices < BUDGET.bestPractices) found.push(`best practices ${run.bestPractices}`);
  if (run.seo < BUDGET.seo && route !== PASS_ROUTE) found.push(`SEO ${run.seo}`);
  if (!(run.cls < BUDGET.cls)) found.push(`CLS ${run.cls.toFixed(3)}`);
  if (route === '/' && run.jsKb > BUDGET.homeJsKb) found.push(`home JS ${run.jsKb.toFixed(1)} KB > ${BUDGET.homeJsKb}`);
  if (route === PASS_ROUTE && run.jsKb > BUDGET.passJsKb) {
    found.push(`pass JS ${run.jsKb.toFixed(1)} KB > ${BUDGET.passJsKb}`);
  }
  return found.map((text) => `${route}: ${text}`);
}

async function main(): Promise<boolean> {
  const health = await fetch(`${BASE}/`).catch(() => null);
  if (!health?.ok) throw new Error(`Nothing answers at ${BASE}: start the suite with \`npm start\` first.`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: { route: string; run: Run }[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(chrome.port, `${BASE}${route}`));
      const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
      const run: Run = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        jsKb: pick('jsKb'),
        cls: pick('cls'),
      };
      rows.push({ route, run });
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    chrome.kill();
  }

  const header = '| Route | Performance | Accessibility | Best practices | SEO | JS (KB gzip) | CLS |';
  console.log(`\nLighthouse ${RUNS} runs per route, medians (mobile settings, ${BASE})\n`);
  console.log(header);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { route, run } of rows) {
    console.log(
      `| ${route} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${run.jsKb.toFixed(1)} | ${run.cls.toFixed(3)} |`,
    );
  }
  const problems = rows.flatMap(({ route, run }) => failures(route, run));
  console.log(problems.length ? `\nOver budget:\n${problems.join('\n')}` : '\nEvery route meets the budget.');
  return problems.length === 0;
}

process.exitCode = (await main()) ? 0 : 1;
