// One site origin per project (docs/deploy.md, step 5): the deploy check for a real project whose
// PUBLIC_SITE_URL is a custom domain builds the site as deploy's predeploy hook does (GCLOUD_PROJECT
// set, the function's .env files read), and the built files name that domain and no other. The
// build goes to a copy of web/dist, which the suite is serving.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '../../functions/src/domain/edition';
import { siteOriginCheck, type Outcome } from '../../scripts/deploy/checks';
import { loadRepository } from '../../scripts/deploy/repository';
import { ROOT } from '../../scripts/suite/config';

const PROJECT = 'icei2026-prod';
const ORIGIN = 'https://icei2026.iitdh.ac.in';
const work = mkdtempSync(join(tmpdir(), 'site-origin-'));
const dist = join(work, 'web', 'dist');
const functionsDir = join(work, 'functions');

/** The prerender, as `npm run build -w web` ends, for the project deploy names in GCLOUD_PROJECT. */
function prerenderFor(project: string) {
  return spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [
      '--import',
      '../scripts/edition/register.mjs',
      'scripts/prerender.ts',
      '--out',
      dist,
      '--functions-dir',
      functionsDir,
    ],
    { cwd: join(ROOT, 'web'), encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: project } },
  );
}

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const pages = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets'),
  );

describe('the site built for a project with its own domain', () => {
  let outcome: Outcome;

  beforeAll(async () => {
    cpSync(join(ROOT, 'web', 'dist'), dist, { recursive: true });
    mkdirSync(functionsDir);
    const setting = `# the site's address\nPUBLIC_SITE_URL=${ORIGIN}\n`;
    writeFileSync(join(functionsDir, `.env.${PROJECT}`), setting);
    const repo = loadRepository(undefined, PROJECT);
    outcome = await siteOriginCheck(
      { ...repo, functionsEnvFiles: [{ file: `functions/.env.${PROJECT}`, text: setting }] },
      { dist, build: (project) => prerenderFor(project).status === 0 },
    );
  }, 60_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is checked and shown by the deploy check, naming the origin and where it is set', () => {
    expect(outcome.problems).toEqual([]);
    expect(outcome.summary).toContain(`publishes ${ORIGIN} (PUBLIC_SITE_URL, functions/.env.${PROJECT}:2)`);
  });

  it('names the domain in every canonical link, Open Graph URL, the JSON-LD and the sitemap', () => {
    const canonical = pages().flatMap((file) =>
      [...read(file).matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(([, url]) => url ?? ''),
    );
    const sitemap = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? '');
    expect(canonical.length).toBeGreaterThan(1);
    // Each public page once in the sitemap, at the address its canonical link gives.
    expect(new Set(sitemap)).toEqual(new Set(canonical));
    for (const url of canonical) expect(new URL(url).origin).toBe(ORIGIN);
    expect(read('index.html')).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    expect(read('index.html')).toContain(`<meta property="og:url" content="${ORIGIN}/"`);
    expect(read('index.html')).toContain(`"url":"${ORIGIN}/"`);
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("names no other address of the site: not the edition's, not the project's web.app", () => {
    const files = [...pages(), 'sitemap.xml', 'robots.txt'];
    const elsewhere = files.filter(
      (file) =>
        /https:\/\/[\w.-]+\.(web\.app|firebaseapp\.com)/.test(read(file)) || read(file).includes(EDITION.siteOrigin),
    );
    expect(elsewhere).toEqual([]);
  });

  // A prerender process of its own, as the build above starts (docs/development.md, "Timeouts and why").
  it(
    'is refused for a real project with no PUBLIC_SITE_URL, naming the file to write it in',
    { timeout: 60_000 },
    () => {
      const build = prerenderFor('icei2026-no-setting');
      expect(build.status).not.toBe(0);
      expect(build.stderr).toContain(
        "PUBLIC_SITE_URL is not set for icei2026-no-setting: write PUBLIC_SITE_URL=https://<the site's host> in functions/.env.icei2026-no-setting",
      );
    },
  );
});
