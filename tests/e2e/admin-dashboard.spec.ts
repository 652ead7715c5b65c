// The registrations table: search, filters, order, pages, counts, figures and the CSV export,
// on registrations of this file's own (a surname no other test uses narrows the shared data).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_LOADING } from '../../functions/src/domain/messages';
import { REVIEW_STATUS_LABELS } from '../../functions/src/domain/review-status';
import { MIN_SEARCH_PREFIX } from '../../functions/src/domain/admin-search';
import { getTier } from '../../functions/src/domain/tiers';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { suiteNow } from '../support/clock';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import {
  PHONE,
  drawn,
  expectFitsEachWidth,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
} from './support/page-checks';

const SURNAME = `Quokka${randomUUID().slice(0, 6)}`;
const ROWS = 27; // more than one page of 25

let admin: TestUser;
const ids: string[] = [];
let proofId = '';
let proofReference = '';
let academiaId = '';
let lastEmail = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  admin = await createAdministrator();
  // One after another, so their dates are in this order (the table sorts by date).
  for (let index = 0; index < ROWS; index += 1) {
    const firstName = index === 0 ? 'Zoë Ñúñez' : `Asha${index}`;
    const registrationTier = index === 1 ? 'academia-non-ieee' : 'student-non-ieee';
    const stage = index === 2 ? 'proof-uploaded' : 'created';
    const created = await registrationAt(stage, { firstName, lastName: SURNAME, registrationTier });
    ids.push(created.id);
    lastEmail = created.email;
    if (index === 1) academiaId = created.id;
    if (index === 2) {
      proofId = created.id;
      proofReference = created.reference;
    }
  }
});

async function openAdmin(page: Page, path = '/admin') {
  await useCurrentAdminCsp(page);
  await page.goto(path);
  await signIn(page, admin);
}

const table = (page: Page) => page.getByRole('table', { name: 'Registrations' });
const rowIds = (page: Page) => table(page).locator('tbody th[scope="row"]').allTextContents();

test('search by surname pages through every row, newest first, with counts per status', async ({ page }) => {
  await openAdmin(page);
  await page.getByLabel('Search', { exact: true }).fill(SURNAME.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${SURNAME.toLowerCase()}`));
  await expect(page.getByText(`Showing 1–25 of ${ROWS} registrations.`)).toBeVisible();
  const newestFirst = [...ids].reverse();
  await expect.poll(() => rowIds(page)).toEqual(newestFirst.slice(0, 25));

  const counts = page.getByRole('region', { name: 'Registrations per status' });
  await expect(counts.getByRole('link', { name: /E-mail unverified/ })).toHaveText(`${ROWS - 1}E-mail unverified`);
  await expect(counts.getByRole('link', { name: /Proof under verification/ })).toHaveText('1Proof under verification');
  await expect(counts.getByRole('link', { name: /Payment verified/ })).toHaveText('0Payment verified');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing 26–${ROWS} of ${ROWS} registrations.`)).toBeVisible();
  await expect.poll(() => rowIds(page)).toEqual(newestFirst.slice(25));
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // Pressed, and now with no page after it, the button keeps the keyboard's focus.
  await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused();
  // A record opened from the second page leads back to it, by its link and by the browser's Back.
  const opened = newestFirst[25] ?? '';
  await table(page).getByRole('link', { name: opened }).click();
  await page.getByRole('link', { name: 'Back to the registrations' }).click();
  await expect(page.getByText(`Showing 26–${ROWS} of ${ROWS} registrations.`)).toBeVisible();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(SURNAME.toLowerCase());
  await table(page).getByRole('link', { name: opened }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(opened) })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`Showing 26–${ROWS} of ${ROWS} registrations.`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(`Showing 1–25 of ${ROWS} registrations.`)).toBeVisible();

  await page.getByLabel('Date', { exact: true }).selectOption('asc');
  await expect(page.getByText(`Showing 1–25 of ${ROWS} registrations.`)).toBeVisible();
  await expect(table(page).locator('tbody th[scope="row"]').first()).toHaveText(ids[0] ?? '');
  await expect.poll(() => rowIds(page)).toEqual(ids.slice(0, 25));
});

test('search by payment reference, e-mail or a non-ASCII name; filter by status and by tier', async ({ page }) => {
  await openAdmin(page, `/admin?q=${encodeURIComponent(proofReference)}`);
  await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();
  const row = table(page).getByRole('row', { name: new RegExp(proofId) });
  await expect(row).toContainText(REVIEW_STATUS_LABELS['proof-under-verification']);
  await expect(row).toContainText(proofReference);

  await page.getByLabel('Search', { exact: true }).fill(lastEmail.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();
  await expect.poll(() => rowIds(page)).toEqual([ids.at(-1)]);

  await page.getByLabel('Search', { exact: true }).fill(`Zoë Ñúñez ${SURNAME}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => rowIds(page)).toEqual([ids[0]]);

  // A filter applies with the search box as it reads, even unsent; and two filters chosen before the
  // first has rendered (here in one task, as a quick hand can between two frames) both hold.
  await page.getByLabel('Search', { exact: true }).fill(SURNAME);
  await page.getByRole('search', { name: 'Registrations' }).evaluate((form) => {
    for (const [name, value] of [
      ['Status', 'proof-under-verification'],
      ['Tier', 'student-non-ieee'],
    ]) {
      const select = [...form.querySelectorAll('select')].find(
        (candidate) => candidate.labels[0]?.textContent === name,
      );
      if (!select) throw new Error(`No ${name} filter`);
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(
    new RegExp(`\\?(?=.*status=proof-under-verification)(?=.*tier=student-non-ieee)(?=.*q=${SURNAME}\\b)`),
  );
  await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();
  await expect.poll(() => rowIds(page)).toEqual([proofId]);

  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('Tier', { exact: true }).selectOption('academia-non-ieee');
  await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();
  await expect.poll(() => rowIds(page)).toEqual([academiaId]);
  await expect(table(page)).toContainText(getTier('academia-non-ieee').label);

  // A count opens its status's filter.
  await page.getByLabel('Tier', { exact: true }).selectOption('');
  await page
    .getByRole('region', { name: 'Registrations per status' })
    .getByRole('link', { name: /Awaiting payment/ })
    .click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('awaiting-payment');
  await expect(page.getByText('No registrations match.')).toBeVisible();
});

test('the CSV export holds exactly the filtered rows, as stored, with non-ASCII names intact', async ({ page }) => {
  await openAdmin(page, `/admin?q=${SURNAME}&tier=student-non-ieee`);
  await expect(page.getByText(`Showing 1–25 of ${ROWS - 1} registrations.`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true); // spreadsheets read UTF-8 by the byte-order mark
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];

  const expected = ids.filter((id) => id !== academiaId).reverse();
  expect(rows.map((row) => row['Registration ID'])).toEqual(expected);
  const db = getFirestore(suiteAdminApp());
  for (const row of rows) {
    const stored = (await db.doc(`registrations/${row['Registration ID']}`).get()).data() ?? {};
    expect(row['First name']).toBe(stored.firstName);
    expect(row['Last name']).toBe(SURNAME);
    expect(row['E-mail']).toBe(stored.email);
    expect(row['Tier']).toBe(getTier('student-non-ieee').label);
    expect(Number(row['Total (INR, incl. GST)'])).toBe(stored.totalAmount);
    expect(row['Status']).toBe(REVIEW_STATUS_LABELS[stored.reviewStatus as keyof typeof REVIEW_STATUS_LABELS]);
    expect(row['Payment reference']).toBe(stored.paymentReferenceId ?? '');
  }
  expect(rows.find((row) => row['Registration ID'] === ids[0])?.['First name']).toBe('Zoë Ñúñez');
  await expect(page.getByText('The CSV file of the filtered list was downloaded.')).toBeVisible();
});

test('the figures: registrations per day and amount per tier, as SVG and as tables', async ({ page }) => {
  await openAdmin(page);
  const figures = page.getByRole('region', { name: 'Figures' });
  // The figures read every registration of the shared suite (the stand-in has no aggregation).
  await expect(figures.getByRole('heading', { name: 'Registrations per day' })).toBeVisible({ timeout: 30_000 });
  await expect(figures.locator('svg.admin-chart__days rect')).toHaveCount(30);
  await figures.getByText('Registrations per day as a table').click();
  const today = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(await suiteNow());
  const todayRow = figures.getByRole('table', { name: 'Registrations per day' }).getByRole('row', { name: today });
  // At least this file's registrations were made today (other tests add more).
  expect(Number((await todayRow.locator('td').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(ROWS);

  await figures.getByText('Amount per tier as a table').click();
  const tiers = figures.getByRole('table', { name: 'Amount per tier' });
  await expect(tiers.getByRole('row')).toHaveCount(1 + 9 + 1); // head, one per tier, total
  await expect(
    tiers.getByRole('row', { name: new RegExp(getTier('academia-non-ieee').label.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
});

// Partial search, headline totals and captions that state their charts' numbers, at a
// phone's and a laptop's width.
/** The number in a figure as shown: "₹4,41,48,085" → 44148085, "1,465" → 1465. */
const figure = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));
const figureOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

// Run on a phone; each screen is checked at a phone's width and a laptop's.
test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // Which fragments find which rows is the API's (admin-registrations.test.ts, "finds partial names,
  // e-mail prefixes and ID fragments"): here, that the box sends a partial search and shows its answer.
  test('a partial name searched from the box finds its row; results and loading fit a phone and a laptop', async ({
    page,
  }) => {
    const search = async (text: string) => {
      // The search's own answer, not only a table not busy: that holds too before the page has
      // started to ask.
      const answered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/api/admin/registrations' && url.searchParams.get('q') === text;
      });
      await page.getByLabel('Search', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
      await answered;
      await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    };
    await openAdmin(page);
    await expect(page.getByText(/start of a name/)).toBeVisible();

    await search(`asha1 ${SURNAME.slice(0, -2)}`); // the start of a full name, its space in the URL as +
    await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();
    await expect.poll(() => rowIds(page)).toEqual([ids[1]]);
    await expectFitsEachWidth(page, 'search');
    // One character is shorter than any start stored: the page says what would find something.
    await search('a');
    await expect(page.getByText(`No registrations match. Type at least ${MIN_SEARCH_PREFIX} characters`)).toBeVisible();

    // While the next answer loads, the rows still shown stay readable: held here until axe ran.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/registrations',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByLabel('Search', { exact: true }).fill(SURNAME);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table(page)).toHaveAttribute('aria-busy', 'true');
    await expectFitsEachWidth(page, 'search loading');
    release(); // and every later request of the page passes at once
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  });

  test("headline totals are labelled at the top, and each chart's caption states its numbers", async ({ page }) => {
    await openAdmin(page);
    const totals = page.getByRole('region', { name: 'Totals' });
    // None of the public site's header or footer: the totals start on the first screen.
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect((await totals.boundingBox())?.y).toBeLessThan(PHONE.height / 2);
    // The figures read every registration of the shared suite (the stand-in has no aggregation).
    await expect(figureOf(page, 'Registrations')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
    // The headline's amounts are to the paisa (₹1,23,456.00); the captions', whole rupees.
    const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const registered = rupees(await figureOf(page, 'Amount registered').textContent());
    const verified = rupees(await figureOf(page, 'Amount verified').textContent());
    const count = figure(await figureOf(page, 'Registrations').textContent());
    expect(count).toBeGreaterThanOrEqual(ROWS);
    for (const label of ['Amount registered', 'Amount verified', 'Refunded', 'Net received']) {
      await expect(figureOf(page, label)).toHaveText(/^₹[\d,]+\.\d{2}$/);
      // On one line in its box, whatever the width: an amount broken inside reads as two.
      // A string, not a function: these tests compile without the DOM library.
      const lines: number = await page.evaluate(`(() => {
        const figure = [...document.querySelectorAll('.admin-totals dt')].find((dt) => dt.textContent === '${label}');
        const range = document.createRange();
        range.selectNodeContents(figure.nextElementSibling);
        return range.getClientRects().length;
      })()`);
      expect(lines, `${label} on one line`).toBe(1);
    }

    const figures = page.getByRole('region', { name: 'Figures' });
    // Per day: the caption's total and maximum are those of the bars, which the table lists.
    const dayCaption = (await figures.getByTestId('per-day-caption').textContent()) ?? '';
    const dayPattern = /: ([\d,]+) registrations?, at most ([\d,]+) in a day\.$/;
    expect(dayCaption).toMatch(dayPattern);
    const [, captionTotal, captionMax] = dayPattern.exec(dayCaption) ?? [];
    await expect(figures.locator('svg.admin-chart__days rect')).toHaveCount(30);
    await figures.getByText('Registrations per day as a table').click();
    const dayTable = figures.getByRole('table', { name: /^Registrations per day/ });
    const dayCounts = (await dayTable.locator('tbody td').allTextContents()).map(figure);
    expect(dayCounts).toHaveLength(30);
    expect(figure(captionTotal)).toBe(dayCounts.reduce((a, b) => a + b, 0));
    expect(figure(captionMax)).toBe(Math.max(...dayCounts));
    await expect(dayTable.locator('tfoot td')).toHaveText(String(captionTotal));
    expect(dayCaption).toContain(
      `Last 30 days, ${(await dayTable.locator('tbody th').first().textContent()) ?? ''} to`,
    );

    // Per tier: the caption's sums are the table's, and the headline totals'.
    const tierCaption = (await figures.getByTestId('per-tier-caption').textContent()) ?? '';
    const tierPattern =
      /^(₹[\d,]+) registered \(light bars\), (₹[\d,]+) of it verified \(dark bars\), over ([\d,]+) registrations?/;
    expect(tierCaption).toMatch(tierPattern);
    const [, capRegistered, capVerified, capCount] = tierPattern.exec(tierCaption) ?? [];
    await figures.getByText('Amount per tier as a table').click();
    const tierTable = figures.getByRole('table', { name: 'Amount per tier' });
    const column = async (index: number) =>
      (await tierTable.locator(`tbody td:nth-of-type(${index})`).allTextContents()).map(figure);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(figure(capRegistered)).toBe(sum(await column(2)));
    expect(figure(capVerified)).toBe(sum(await column(3)));
    expect(figure(capCount)).toBe(sum(await column(1)));
    expect([figure(capRegistered), figure(capVerified), figure(capCount)]).toEqual([registered, verified, count]);

    // At each width: above the counts per status and the table.
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Infinity;
    await expectFitsEachWidth(page, 'figures', async (width) => {
      expect(await top(totals), `at ${width} px`).toBeLessThan(
        await top(page.getByRole('region', { name: 'Registrations per status' })),
      );
    });
  });
});

/** The layout shifts of this document so far that no input caused (what CLS adds up). */
const layoutShift = (page: Page) =>
  // A string, evaluated in the page: the tests are typed without the DOM library.
  // The buffered entries are in the observer's records as soon as it observes (takeRecords).
  page.evaluate<number>(`(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  })()`);

test('nothing on the page moves as the totals, the counts and the table arrive, on a phone or a laptop', async ({
  page,
}) => {
  await openAdmin(page);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    // The answers are held until the page has drawn itself without them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/stats' || url.pathname === '/api/admin/registrations',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/admin');
    await expect(page.locator('.admin-summary')).toHaveText(ADMIN_LOADING);
    await drawn(page);
    release();
    await expect(figureOf(page, 'Registrations')).toHaveText(/^[\d,]+$/);
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    expect(await layoutShift(page), `layout shift at ${width} px`).toBeLessThan(0.01);
    await page.unrouteAll();
  }
});

test('axe finds no violations on the sign-in form and the table, and a 375 px phone does not scroll sideways', async ({
  page,
}) => {
  // Two pages, each checked by axe at its widths: 90 s leaves a machine three times slower room
  // (docs/development.md, "Timeouts and why").
  test.setTimeout(90_000);
  await useCurrentAdminCsp(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, admin);
  await page.goto(`/admin?q=${SURNAME}`);
  await expect(page.getByText(/Showing 1–25/)).toBeVisible();
  await page.getByText('Registrations per day as a table').click();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText(/Showing 1–25/)).toBeVisible();
  await expectNoHorizontalScroll(page);
});
