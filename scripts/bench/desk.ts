// `npm run bench:desk`: a volunteer at the check-in desk on a 375 × 667 phone checks in a queue of
// registrants, by camera and by name, in Chromium against the local suite (a running one, or one
// it starts and stops), and prints per person the median seconds from "ready for this person" to
// "ready for the next", with the taps, swipes and characters it took
// (tests/e2e/support/desk-queue.ts). The seconds are the machine's path with a volunteer who
// acts at once; a person adds their own time for each tap and character.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { LAUNCH_OPTIONS } from '../../playwright.config';
import { signIn, useCurrentAdminCsp } from '../../tests/e2e/support/admin';
import {
  checkInByCamera,
  checkInByName,
  showPass,
  useHeldUpCamera,
  type PersonCost,
} from '../../tests/e2e/support/desk-queue';
import { createCheckInStaff, onConferenceDay, passHolder } from '../../tests/e2e/support/passes';
import { SITE_URL } from '../suite/config';
import { ensureSuite } from '../suite/suite';
import { median } from './stats';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '7' }, screenshots: { type: 'string' } },
});
const PEOPLE = Number(values.people);
if (!Number.isInteger(PEOPLE) || PEOPLE < 2) throw new Error('--people takes a whole number, 2 or more.');

const PHONE = { width: 375, height: 667 };

type Way = 'camera' | 'name';

/** Where the desk's parts are on the phone's first screen (page scrolled to the top), in px from its top. */
async function layout(page: Page, person: { name: string; passUrl: string }): Promise<string[]> {
  const where = async (label: string, target: Locator) => {
    await page.evaluate('window.scrollTo(0, 0)');
    const box = (await target.count()) > 0 ? await target.first().boundingBox() : null;
    if (!box) return `${label}: not shown`;
    const fold = box.y + box.height <= PHONE.height ? 'above the fold' : 'below the fold';
    return `${label}: y ${Math.round(box.y)}–${Math.round(box.y + box.height)} (${fold})`;
  };
  const lines = [await where('public site header', page.locator('.site-header'))];
  lines.push(await where('camera button', page.getByRole('button', { name: /camera/ })));
  await page.getByRole('button', { name: 'Start camera' }).click();
  await page.getByRole('button', { name: 'Stop camera' }).waitFor();
  lines.push(await where('camera view', page.locator('video')));
  const field = page.getByRole('search').getByRole('searchbox');
  lines.push(await where('search box', field));
  await field.fill(person.name);
  await field.press('Enter');
  const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) });
  await found.waitFor();
  lines.push(await where('first result', found));
  lines.push(await where('its Check in', found.getByRole('button', { name: `Check in ${person.name}` })));
  await screenshot(page, 'found-by-name');
  await showPass(page, person.passUrl);
  const answer = page.getByRole('status').filter({ hasText: person.name });
  await answer.first().waitFor();
  lines.push(await where('answer after a scan', answer));
  await screenshot(page, 'scanned');
  return lines;
}

/** The first screen as it is, into --screenshots when given. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!values.screenshots) return;
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(values.screenshots, `desk-${PHONE.width}-${name}.png`) });
}

async function deskPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ baseURL: SITE_URL, viewport: PHONE });
  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await useHeldUpCamera(page);
  await page.goto('/admin/check-in');
  await signIn(page, await createCheckInStaff());
  return page;
}

async function queue(way: Way): Promise<PersonCost[]> {
  // Made before the clock starts: each person a paid registration with a pass of their own.
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => passHolder()));
  const browser = await launch();
  try {
    const page = await deskPage(browser);
    if (way === 'camera') await page.getByRole('button', { name: 'Start camera' }).click();
    const costs: PersonCost[] = [];
    for (const person of people) {
      costs.push(
        way === 'camera'
          ? await checkInByCamera(page, { name: person.name, passUrl: `${SITE_URL}/pass/${person.code}` })
          : await checkInByName(page, person),
      );
    }
    return costs;
  } finally {
    await browser.close();
  }
}

const launch = () => chromium.launch(LAUNCH_OPTIONS);

function row(way: Way, costs: PersonCost[]): string {
  // The first person's cost includes setting the desk up (a tap into an empty search box): the
  // queue's figures are those of everyone after.
  const steady = costs.slice(1);
  const cell = (pick: (cost: PersonCost) => number, digits = 0) => median(steady.map(pick)).toFixed(digits);
  const first = costs[0];
  return [
    way.padEnd(7),
    cell((cost) => cost.seconds, 2).padStart(8),
    cell((cost) => cost.taps).padStart(5),
    cell((cost) => cost.swipes).padStart(7),
    cell((cost) => cost.typed).padStart(6),
    `${first?.seconds.toFixed(2)} s, ${first?.taps} taps, ${first?.swipes} swipes`.padStart(30),
  ].join(' ');
}

async function main(): Promise<void> {
  const stopSuite = await ensureSuite();
  try {
    const browser = await launch();
    const holder = await passHolder();
    const screen = await layout(await deskPage(browser), {
      name: holder.name,
      passUrl: `${SITE_URL}/pass/${holder.code}`,
    });
    await browser.close();
    console.log(`The desk's first screen at ${PHONE.width} × ${PHONE.height}:`);
    for (const line of screen) console.log(`  ${line}`);
    const results = { camera: await queue('camera'), name: await queue('name') };
    console.log(`Desk at ${PHONE.width} × ${PHONE.height}, ${PEOPLE} people each way (medians of people 2–${PEOPLE}):`);
    console.log('way      seconds  taps  swipes  typed                  first person');
    for (const way of ['camera', 'name'] as const) console.log(row(way, results[way]));
  } finally {
    await stopSuite();
  }
}

await main();
