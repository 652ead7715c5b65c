import { expect, test } from '@playwright/test';
import { formatInr } from '../../functions/src/domain/pricing';
import { TIERS } from '../../functions/src/domain/tiers';

// The figures the spec gives, checked on the rendered pages.

test('home: the eight areas, four highlights, partner and previous-edition facts, new-tab hero buttons', async ({
  page,
}) => {
  await page.goto('/');
  const sections = page.locator('main > section h2');
  await expect(sections).toHaveText([
    'About the Conference',
    'Conference Areas of Interest',
    'Conference Starts In',
    'Conference Highlights',
    'Co-Organized By',
    'Celebrating Innovation, Collaboration & Impact',
    'Conference Memories',
  ]);
  await expect(page.locator('#about-title ~ p')).toHaveCount(3);
  const areas = page.locator('.marquee__list:not(.marquee__list--copy) h3');
  await expect(areas).toHaveText([
    'AI / ML',
    'Industry 4.0',
    'IOT, Robotics and Automation',
    '5G and 6G Technology',
    'AR / VR and HCI',
    'Critical Infrastructure',
    'High Performance Computing',
    'Advanced Informatics and AI in Manufacturing',
  ]);
  await expect(page.locator('.highlight h3')).toHaveText([
    '500+ Attendees',
    '203 Papers Submitted',
    '75 Papers Accepted',
    'Best Paper & Poster Awards',
  ]);
  await expect(page.getByText('Scopus indexed')).toBeVisible();
  await expect(page.getByText(/Best Paper Award and the Best Poster Award/)).toBeVisible();
  const heroLinks = page.locator('.hero a');
  await expect(heroLinks).toHaveCount(2);
  await expect(heroLinks.first()).toContainText('View Proceedings of Previous Edition');
  for (const link of await heroLinks.all()) await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.locator('.gallery__item img')).toHaveCount(6);
});

test('committees: four general chairs, 20 organizing entries of which 4 have roles, advisory board of 4', async ({
  page,
}) => {
  await page.goto('/committee/general-chairs');
  await expect(page.getByRole('list', { name: 'General Chairs' }).getByRole('listitem')).toHaveCount(4);
  await page.goto('/committee/organizing-committee');
  await expect(page.locator('.person-card')).toHaveCount(20);
  await expect(page.locator('.person-card__role')).toHaveCount(4);
  await page.goto('/committee/advisory-board');
  await expect(page.locator('.person-card')).toHaveCount(4);
  await page.goto('/committee/editorial-board');
  await expect(page.getByText('Karnatak University').first()).toBeVisible();
  await expect(page.getByText('IIT Dharwad').first()).toBeVisible();
});

test('call for papers: 15 Sept struck through before 30 Sept, links to the paper service and the IEEE template', async ({
  page,
}) => {
  await page.goto('/call-for-papers');
  await expect(page.locator('del')).toHaveText('15 Sept');
  await expect(page.locator('.dates__row', { has: page.locator('del') })).toContainText('30 Sept 2025');
  for (const [label, date] of [
    ['Call for papers', '1 June 2025'],
    ['Submission deadline', '1 Sept 2025'],
    ['Registration opens', '30 Sept 2025'],
    ['Early bird closes', '31 Oct 2025'],
    ['Poster upload deadline', '05 Nov 2025'],
  ]) {
    await expect(page.locator('.dates__row', { hasText: label })).toContainText(date ?? '');
  }
  await expect(page.getByRole('link', { name: /Submit a Paper/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /IEEE Paper Template/ })).toHaveAttribute('href', /ieee\.org/);
});

test('registration hub: links, poster rules and the fee table from the domain tiers', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('link', { name: 'New Registration' })).toHaveAttribute('href', '/registration/details');
  await expect(page.getByRole('link', { name: 'Registration Status' })).toHaveAttribute('href', '/registration/status');
  for (const name of [/Registration Guide/, /Poster Upload Form/, /Poster Template/, /Presentation Template/]) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText('Posters are only for Student Attendee registrations')).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(TIERS.length);
  for (const tier of TIERS) {
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: tier.label, exact: true }) });
    if (tier.kind === 'group') {
      await expect(row).toContainText(formatInr(tier.groupPerStudent.ieee));
      await expect(row).toContainText(formatInr(tier.groupPerStudent.nonIeee));
    } else {
      await expect(row.locator('td').nth(0)).toContainText(formatInr(tier.earlyBird));
      await expect(row.locator('td').nth(1)).toContainText(formatInr(tier.normal));
    }
  }
});

test('program: six keynote speakers; the schedule is embedded and downloadable', async ({ page }) => {
  await page.goto('/program/keynote-speaker');
  await expect(page.locator('.person-card')).toHaveCount(6);
  await page.goto('/program/program-schedule');
  await expect(page.locator('iframe[title="Program schedule (PDF)"]')).toHaveAttribute('src', /\.pdf$/);
  const download = page.getByRole('link', { name: 'Download Program Schedule (PDF)' });
  await expect(download).toHaveAttribute('download', '');
  const href = await download.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Phones do not show PDFs inside a page: there the page offers the download and a new tab only.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', href ?? '');
});

test('sponsorship: six packages with GST note and benefits; sponsors grouped, empty levels hidden', async ({
  page,
}) => {
  await page.goto('/sponsorship/opportunities');
  const packages = page.locator('.package-card');
  await expect(packages.locator('h3')).toHaveText(['Platinum', 'Gold', 'Silver', 'Bronze', 'Exhibitor', 'Bag Sponsor']);
  await expect(packages.locator('.package-card__amount')).toContainText([
    '3,00,000',
    '2,00,000',
    '1,00,000',
    '75,000',
    '50,000',
    '25,000',
  ]);
  await expect(packages.first()).toContainText('5 free registrations');
  await expect(packages.locator('.package-card__gst').first()).toHaveText('plus 18% GST');
  await expect(page.getByText(/5,000 per person/)).toBeVisible();

  await page.goto('/sponsorship/sponsors');
  await expect(page.locator('main h2')).toHaveText(['Silver Sponsors', 'Bronze Sponsors', 'Exhibitors']);
  const count = (title: string) =>
    page.locator('section', { has: page.getByRole('heading', { name: title }) }).locator('.sponsor-card');
  await expect(count('Silver Sponsors')).toHaveCount(1);
  await expect(count('Bronze Sponsors')).toHaveCount(3);
  await expect(count('Exhibitors')).toHaveCount(1);
});

test('venue: two stations with distances, five destinations with drive times, six photos, eight hotels', async ({
  page,
}) => {
  await page.goto('/venue/travel');
  const stations = page.locator('table tbody tr');
  await expect(stations).toHaveCount(2);
  for (const row of await stations.all()) await expect(row).toContainText(/\d+ km/);

  await page.goto('/venue/nearby');
  await expect(page.locator('.drive-time')).toHaveCount(5);
  await expect(page.getByRole('link', { name: /Karnataka Tourism/ })).toHaveAttribute('target', '_blank');
  const photos = page.locator('.photo-grid img');
  await expect(photos).toHaveCount(6);
  for (const photo of await photos.all()) await expect(photo).toHaveAttribute('loading', 'lazy');

  await page.goto('/venue/accommodation');
  const hotels = page.locator('table tbody tr');
  await expect(hotels).toHaveCount(8);
  await expect(hotels.first().locator('td').nth(3)).toContainText(/\+91/);
  await expect(page.getByText('Travel Note')).toBeVisible();
});

test('images are sized, and those below the fold load lazily', async ({ page }) => {
  for (const path of ['/', '/venue/nearby', '/sponsorship/sponsors']) {
    await page.goto(path);
    for (const img of await page.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  }
  await page.goto('/');
  for (const img of await page.locator('main img').all()) await expect(img).toHaveAttribute('loading', 'lazy');
});
