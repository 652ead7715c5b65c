// App Check's SDK is loaded only by the registration and status pages, and only when one of their
// calls that change state or spend money is about to go out, and only when the site was built
// with an App Check site key (docs/deploy.md, "App Check"). The suite's build has none: these tests show
// the SDK a separate chunk no page names, and never loaded; the loading itself, with a key, is
// web/src/lib/app-check-header.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoStartedAndQuiet } from './support/hydration';
import { IEEE_ACTIVE, next, openAtTier, submit, textbox } from './support/registration-wizard';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const APP_CHECK_MODULE = 'src/lib/app-check.ts';
// A name only the App Check SDK holds: its reCAPTCHA Enterprise token exchange.
const SDK_MARKER = 'exchangeRecaptchaEnterpriseToken';

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = () =>
  JSON.parse(readFileSync(join(WEB, '.build/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every script the page requests, with its body once it arrived. */
function recordScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return scripts;
}

async function appCheckScripts(scripts: { url: string; body: Promise<string> }[]): Promise<string[]> {
  const chunk = `/${manifest()[APP_CHECK_MODULE]?.file}`;
  const found: string[] = [];
  for (const script of scripts) {
    if (new URL(script.url).pathname === chunk || (await script.body).includes(SDK_MARKER)) found.push(script.url);
  }
  return found;
}

test('the App Check SDK is a chunk of its own, imported on demand by the API client alone, named by no page', () => {
  const chunks = manifest();
  const appCheck = chunks[APP_CHECK_MODULE];
  expect(appCheck?.isDynamicEntry).toBe(true);
  expect(Object.values(chunks).filter((chunk) => chunk.imports?.includes(APP_CHECK_MODULE))).toEqual([]);
  expect(
    Object.values(chunks)
      .filter((chunk) => chunk.dynamicImports?.includes(APP_CHECK_MODULE))
      .map((chunk) => chunk.name),
  ).toEqual(['api-client']);

  const withSdk = readdirSync(join(WEB, 'dist/assets')).filter(
    (file) => file.endsWith('.js') && readFileSync(join(WEB, 'dist/assets', file), 'utf8').includes(SDK_MARKER),
  );
  expect(withSdk.map((file) => `assets/${file}`)).toEqual([appCheck?.file]);

  const pages = htmlFiles(join(WEB, 'dist'));
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.filter((file) => readFileSync(file, 'utf8').includes(appCheck?.file ?? '?'))).toEqual([]);
});

for (const path of [
  '/',
  '/venue/travel',
  '/call-for-papers',
  '/registration',
  '/registration/details',
  '/registration/status',
]) {
  test(`${path} loads no App Check on its first paint`, async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoStartedAndQuiet(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await appCheckScripts(scripts)).toEqual([]);
  });
}

test('without a site key, the IEEE check and the registration go out without App Check', async ({ page }) => {
  const scripts = recordScripts(page);
  const sent: { path: string; appCheck: string | null }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/')) {
      sent.push({ path: pathname, appCheck: request.headers()['x-firebase-appcheck'] ?? null });
    }
  });

  await openAtTier(page, 'Student Attendee (IEEE Member)');
  await next(page, 'IEEE Membership Verification');
  await textbox(page, 'IEEE Member Number').fill(IEEE_ACTIVE(63));
  await next(page, 'Summary');
  await submit(page);

  expect(sent).toEqual(
    expect.arrayContaining([
      { path: '/api/ieee-verification/ieee-status', appCheck: null },
      { path: '/api/registrations', appCheck: null },
    ]),
  );
  expect(sent.every((request) => request.appCheck === null)).toBe(true);
  expect(await appCheckScripts(scripts)).toEqual([]);
});
