// The entry pass: the page a "Payment verified" mail links to shows the QR code of its
// own address, which the test reads back from the screen and from the saved picture, and the
// holder; it loads no script of the React application; a code that opens no pass and a server
// that does not answer each say so.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { PASS_CODE_MALFORMED, PASS_NOT_FOUND } from '../../functions/src/domain/messages';
import { recordCspViolations } from './support/csp-violations';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { decodeQrPng, passHolder } from './support/passes';

test.use({ viewport: { width: 375, height: 740 } });

interface ManifestChunk {
  file: string;
  imports?: string[];
}
/** The pass entry's script and the chunks it imports: everything the page may load. */
function passScripts(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/.build/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit('src/features/pass/pass-entry.ts');
  return files;
}

test('a pass shows the QR code of its own address and its holder, loads only its own script, and saves as a picture', async ({
  page,
}) => {
  const holder = await passHolder();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const cspViolations = await recordCspViolations(page);
  // The screen's wake lock, as a phone's browser grants it: each request recorded.
  // (Strings: these files compile without the DOM library.)
  await page.addInitScript(`
    window.wakeLockRequests = [];
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: async (type) => window.wakeLockRequests.push(type) },
    });
  `);
  await page.goto(`/pass/${holder.code}`);

  const qr = page.getByRole('img', { name: `QR code: entry pass of ${holder.name}` });
  await expect(qr).toBeVisible();
  expect(await decodeQrPng(await qr.screenshot())).toBe(page.url());
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Entry pass');
  for (const text of [holder.name, holder.organization, holder.tier, CONFERENCE.datesLabel]) {
    await expect(main).toContainText(text);
  }
  // It asks to keep the screen on, again whenever the page is shown, and says to raise the brightness.
  await expect.poll(() => page.evaluate('window.wakeLockRequests')).toEqual(['screen']);
  await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
  await expect.poll(() => page.evaluate('window.wakeLockRequests')).toEqual(['screen', 'screen']);
  await expect(main).toContainText('brightness up');
  // Worn on a badge, the pass names the person and opens nothing else.
  await expect(page.locator('body')).not.toContainText(holder.registrationId);
  await expect(page).toHaveTitle(`Entry pass | ${CONFERENCE.name}`);
  await expectNoAxeViolations(page, 'the pass');
  await expectNoHorizontalScroll(page, 'the pass');
  expect(cspViolations).toEqual([]);
  expect(scripts.sort()).toEqual(passScripts().sort());

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save pass as image' }).click();
  const picture = await download;
  expect(picture.suggestedFilename()).toMatch(/^entry-pass-asha-desk[a-p]+\.png$/);
  expect(await decodeQrPng(await readFile(await picture.path()))).toBe(page.url());
});

test('a code that opens no pass, or is no code, says so in the API’s words and shows no QR code', async ({ page }) => {
  for (const [code, message] of [
    ['AAAAAAAAAAAAAAAAAAAAAA', PASS_NOT_FOUND],
    ['not-a-pass', PASS_CODE_MALFORMED],
  ] as const) {
    await page.goto(`/pass/${code}`);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save pass as image' })).toBeHidden();
    await expectNoAxeViolations(page, code);
  }
});

test('while loading it says so; without an answer it keeps the QR code, says why and tries again', async ({ page }) => {
  const holder = await passHolder();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/passes/*', async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await page.goto(`/pass/${holder.code}`);
  await expect(page.getByRole('status')).toHaveText('Loading your pass…');
  await expectNoAxeViolations(page, 'loading');
  release();

  await expect(page.getByRole('alert')).toContainText('Your pass could not be loaded');
  const qr = page.getByRole('img', { name: 'QR code: entry pass' });
  expect(await decodeQrPng(await qr.screenshot())).toBe(page.url());
  await expectNoAxeViolations(page, 'no answer');

  await page.unroute('**/api/passes/*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: `QR code: entry pass of ${holder.name}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
