// The entry pass without a connection: once a pass has been opened, its page and its answer are
// kept by the pass's service worker, so a reload offline (a basement at the desk) still shows it,
// saying it is a copy and from when. The worker answers nothing outside /pass/, and a pass the
// server refuses while online leaves no copy behind, and after the day following the conference
// the worker keeps nothing and goes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASS_DEVICE_COPY_ENDS, PASS_DEVICE_COPY_LAST_DAY } from '../../functions/src/domain/retention';
import { PASS_NOT_FOUND } from '../../functions/src/domain/messages';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf } from '../support/clock';
import { expectFitsEachWidth, expectNoAxeViolations } from './support/page-checks';
import { decodeQrPng, passHolder } from './support/passes';

const PHONE = 375;
/** The line the page shows once the worker holds the pass, naming the last day it is kept. */
const keptUntil = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${PASS_DEVICE_COPY_LAST_DAY}T00:00:00Z`),
);

/** Opens the pass online and waits until the worker says it is kept on the device. */
async function openAndKeep(page: Page, code: string): Promise<void> {
  await page.goto(`/pass/${code}`);
  await expect(page.getByText(`Kept on this device until ${keptUntil}`)).toBeVisible();
  // The worker that keeps it is active, and /pass/ is all it may control.
  expect(await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.scope)')).toBe(
    `${SITE_URL}/pass/`,
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: PHONE, height: 800 } });

  test(`a pass opened once shows again without a connection, saying it is a copy and from when`, async ({
    page,
    context,
  }) => {
    const holder = await passHolder();
    await openAndKeep(page, holder.code ?? '');

    await context.setOffline(true);
    await page.reload();
    const qr = page.getByRole('img', { name: `QR code: entry pass of ${holder.name}` });
    await expect(qr).toBeVisible();
    // The desk reads the same code from the copy.
    expect(await decodeQrPng(await qr.screenshot())).toBe(page.url());
    const main = page.getByRole('main');
    for (const text of [holder.name, holder.organization, holder.tier]) await expect(main).toContainText(text);
    // Said in the status line, which announces it.
    await expect(page.getByRole('status')).toContainText(
      /^Offline copy: there is no connection, so this is your pass as saved on this device on \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}\./,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectFitsEachWidth(page, 'the offline copy');
  });
});

test('the pass’s worker answers nothing outside /pass/: registration, status and administration need the network', async ({
  page,
  context,
}) => {
  const holder = await passHolder();
  await openAndKeep(page, holder.code ?? '');
  for (const path of ['/registration/details', '/registration/status', '/admin']) {
    await page.goto(path);
    expect(await page.evaluate('navigator.serviceWorker.controller === null'), path).toBe(true);
  }
  await context.setOffline(true);
  for (const path of ['/registration/details', '/registration/status', '/admin']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
});

test('a pass withdrawn while the phone is online loses its copy: offline it no longer opens', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: PHONE, height: 800 });
  const holder = await passHolder();
  await openAndKeep(page, holder.code ?? '');
  // The administrator takes the verification back: the pass is withdrawn (verifying again issues a new one).
  const undo = await fetch(`${SITE_URL}/api/verify/undo-verification/${holder.registrationId}`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${await idTokenFor({ admin: true })}` },
  });
  expect(undo.status).toBe(200);

  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(PASS_NOT_FOUND);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByText(/Kept on this device/)).toBeHidden();
  await expectNoAxeViolations(page, 'a withdrawn pass');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Your pass could not be loaded');
  await expect(page.getByRole('main')).not.toContainText(holder.name);
  await expect(page.getByText(/Offline copy/)).toHaveCount(0);
});

test('once the server’s clock passes the day after the conference, the worker deletes the copy and goes', async ({
  page,
  context,
}) => {
  const holder = await passHolder();
  await openAndKeep(page, holder.code ?? '');
  // Every request of this browser, the worker's too, now answered as of the copies' end.
  await context.setExtraHTTPHeaders(asOf(PASS_DEVICE_COPY_ENDS));
  await page.reload();
  await expect(page.getByRole('img', { name: `QR code: entry pass of ${holder.name}` })).toBeVisible();
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.getRegistrations().then((all) => all.length)'))
    .toBe(0);
  expect(await page.evaluate('caches.keys()')).toEqual([]);
  await expect(page.getByText(/Kept on this device/)).toBeHidden();

  await context.setOffline(true);
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
