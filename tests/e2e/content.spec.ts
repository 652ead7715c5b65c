import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatInr } from '../../functions/src/domain/pricing';
import { TIERS } from '../../functions/src/domain/tiers';
import {
  ADVISORY_BOARD,
  EDITORIAL_BOARD,
  GENERAL_CHAIRS,
  ORGANIZING_COMMITTEE,
} from '../../web/src/content/committees';
import { isGenericLink } from '../../scripts/content/generic-links';
import { BANK_STEPS } from '../../functions/src/domain/conference';
import { isKnown, withPhotos, type Fact, type Photo } from '../../web/src/content/fact';
import { MEMORIES } from '../../web/src/content/gallery';
import { HOTELS } from '../../web/src/content/hotels';
import { CONTACT, DOCUMENTS, EXTERNAL_LINKS, SOCIAL_LINKS } from '../../web/src/content/site';
import { KEYNOTE_SPEAKERS } from '../../web/src/content/speakers';
import { SPONSOR_LEVEL_TITLES, SPONSORSHIP_PACKAGES, SPONSORS } from '../../web/src/content/sponsorship';
import { NEARBY_GALLERY } from '../../web/src/content/venue';
import { PAYMENT_GUIDE_PATH } from '../../web/src/features/registration/status/payment-steps';
import { pdfReadingText } from '../support/pdf';
import { LAPTOP, PHONE, WIDTHS, expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { http } from './support/http';

/** Whether no hotel has a name, a rate or a number yet: the page then says in one line what is coming. */
const NO_HOTEL_KNOWN = HOTELS.every((hotel) =>
  [hotel.name, hotel.singleRate, hotel.doubleRate, hotel.contact].every((fact) => !isKnown(fact)),
);

/** A wholly unknown list: one "to be announced" panel saying what is coming, and no row or card. */
async function expectOneLineToCome(region: Locator, what: string): Promise<Locator> {
  await expect(region.locator('.not-yet-published')).toHaveCount(1);
  await expect(region.locator('.not-yet-published__title')).toHaveText(`${what} to be announced`);
  await expect(region.locator('tr, li, .tba')).toHaveCount(1);
  const line = region.locator('.not-yet-published__text');
  await expect(line).toContainText('once they are announced');
  return line;
}

async function expectHotelsToCome(page: Page): Promise<void> {
  const line = await expectOneLineToCome(page.getByRole('region', { name: 'Hotels', exact: true }), 'Hotels');
  await expect(line).toContainText(`${HOTELS.length} hotels`);
  await expect(page.locator('table')).toHaveCount(0);
}

// The figures the spec gives, checked on the rendered pages.

test('home: the eight areas, four highlights, partner and previous-edition facts, new-tab hero buttons', async ({
  page,
}) => {
  await page.goto('/');
  // The headings shown (the countdown's section holds one per phase, one of them shown).
  const sections = page.locator('main > section h2:visible');
  await expect(sections).toHaveText([
    'About the Conference',
    'Conference Areas of Interest',
    'Conference Starts In',
    'Conference Highlights',
    'Co-Organized By',
    'Celebrating Innovation, Collaboration & Impact',
    // A gallery without photos is not shown.
    ...(withPhotos(MEMORIES).length > 0 ? ['Conference Memories'] : []),
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
  // The way in to registration comes first, in the same tab (registration-window.spec.ts); then
  // the two buttons to other sites, in new tabs.
  const heroLinks = page.locator('.hero a');
  await expect(heroLinks).toHaveCount(3);
  await expect(heroLinks.first()).toHaveAttribute('href', /^\/registration/);
  await expect(heroLinks.first()).not.toHaveAttribute('target', '_blank');
  const external = page.locator('.hero a:not([href^="/"])');
  await expect(external).toHaveCount(2);
  await expect(external.first()).toContainText('View Proceedings of Previous Edition');
  for (const link of await external.all()) await expect(link).toHaveAttribute('target', '_blank');
});

test('committees: four general chairs; a committee whose members are all unnamed is one panel with their number and known roles', async ({
  page,
}) => {
  await page.goto('/committee/general-chairs');
  await expect(page.getByRole('list', { name: 'General Chairs' }).getByRole('listitem')).toHaveCount(4);
  for (const [path, people] of [
    ['/committee/organizing-committee', ORGANIZING_COMMITTEE],
    ['/committee/advisory-board', ADVISORY_BOARD],
  ] as const) {
    await page.goto(path);
    const members = page.getByRole('region', { name: 'Members' });
    if (people.some((person) => isKnown(person.name))) {
      await expect(members.locator('.person-card')).toHaveCount(people.length);
      continue;
    }
    // No card says only "to be announced": the panel gives what is known.
    await expect(members.locator('.person-card')).toHaveCount(0);
    await expect(members).toContainText('Members to be announced');
    await expect(members).toContainText(`The ${people.length} members will be listed here`);
    for (const role of people.map((person) => person.role).filter((role) => role !== undefined && isKnown(role)))
      await expect(members).toContainText(String(role));
  }
  await page.goto('/committee/editorial-board');
  await expect(page.getByText('Karnatak University').first()).toBeVisible();
  await expect(page.getByText('IIT Dharwad').first()).toBeVisible();
});

test('footer: whom to write to, by mailto: link once an address is published, else "address to be announced"', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, address] of [
    ['conference secretary', CONTACT.secretaryEmail],
    ['registration team', CONTACT.registrationEmail],
  ] as const) {
    if (isKnown(address)) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', `mailto:${address}`);
    } else {
      await expect(footer.getByRole('link', { name })).toHaveCount(0);
      await expect(footer).toContainText(`${name} (address to be announced)`);
    }
  }
  await expect(footer.locator('a[href*="example.org"]')).toHaveCount(0);
});

test('footer: a social icon only for an account the edition has published, never a network’s home page', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const published = SOCIAL_LINKS.filter((link) => isKnown(link.href));
  if (published.length === 0) await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  const links = footer.locator('.social-links a');
  await expect(links).toHaveCount(published.length);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(isGenericLink(href), `${href} is a home page`).toBe(false);
  }
});

test('the payment guide PDF holds every step of the bank page, in order', async () => {
  const response = await http(PAYMENT_GUIDE_PATH);
  expect(response.status).toBe(200);
  const text = await pdfReadingText(new Uint8Array(await response.arrayBuffer()));
  let from = 0;
  for (const step of BANK_STEPS) {
    const at = text.indexOf(step.replace(/\s+/g, ' '), from);
    expect(at, `"${step}" after character ${from} of the guide: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + step.length;
  }
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
  // The fees come first: before the resources and anything still to be announced.
  const order = await page.locator('main :is(h2, .tba)').allTextContents();
  expect(order[0]).toBe('Registration Fees');
  expect(order.indexOf('Registration Fees')).toBeLessThan(order.indexOf('Register and Resources'));
  await expect(page.getByRole('link', { name: 'New Registration' })).toHaveAttribute('href', '/registration/details');
  await expect(page.getByRole('link', { name: 'Registration Status' })).toHaveAttribute('href', '/registration/status');
  // A document or form not published yet is named as "to be announced", never linked.
  const links = page.getByRole('region', { name: 'Register and Resources' });
  for (const [label, href] of [
    ['Registration Guide', DOCUMENTS.registrationGuide],
    ['Poster Upload Form', EXTERNAL_LINKS.posterUploadForm],
    ['Poster Template', DOCUMENTS.posterTemplate],
    ['Presentation Template', DOCUMENTS.presentationTemplate],
  ] as const) {
    if (isKnown(href)) {
      await expect(links.getByRole('link', { name: label })).toHaveAttribute('href', href);
    } else {
      await expect(links.getByRole('link', { name: label })).toHaveCount(0);
      await expect(links.getByRole('listitem').filter({ hasText: label })).toContainText('To be announced');
    }
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

test('program: six keynote speakers; the schedule is embedded and downloadable once published', async ({ page }) => {
  await page.goto('/program/keynote-speaker');
  await expect(page.locator('.person-card')).toHaveCount(6);
  await page.goto('/program/program-schedule');
  const schedule = DOCUMENTS.programSchedule;
  if (!isKnown(schedule)) {
    await expect(page.getByText('Program schedule to be announced')).toBeVisible();
    await expect(page.locator('main a[href$=".pdf"], main iframe')).toHaveCount(0);
    return;
  }
  await expect(page.locator('iframe[title="Program schedule (PDF)"]')).toHaveAttribute('src', schedule);
  const download = page.getByRole('link', { name: 'Download Program Schedule (PDF)' });
  await expect(download).toHaveAttribute('download', '');
  const pdf = await http(schedule);
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Phones do not show PDFs inside a page: there the page offers the download and a new tab only.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', schedule);
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

test('venue: two stations with distances, five destinations with drive times, the published photos, eight hotels', async ({
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
  await expect(photos).toHaveCount(NEARBY_GALLERY.filter((image) => isKnown(image.photo)).length);
  for (const photo of await photos.all()) await expect(photo).toHaveAttribute('loading', 'lazy');

  await page.goto('/venue/accommodation');
  // Eight hotels: as rows once any is known, else one line saying eight are coming.
  if (NO_HOTEL_KNOWN) await expectHotelsToCome(page);
  else await expect(page.locator('table tbody tr')).toHaveCount(8);
  await expect(page.getByText('Travel Note')).toBeVisible();
  await expect(page.getByText('some hotels add 12% tax')).toBeVisible();
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

// Facts the organisers have not published (content marked TBA) read "to be announced" where the
// spec puts them; known ones show their value. The expectations follow the data, so the tests
// keep holding as the organisers fill it in.
const TO_BE_ANNOUNCED = /to be announced/i;

async function expectFact(place: Locator, fact: Fact<string>): Promise<void> {
  if (isKnown(fact)) {
    await expect(place).toContainText(fact);
  } else {
    await expect(place.locator('.tba')).toHaveText(TO_BE_ANNOUNCED);
  }
}

/**
 * A gallery shows its published photos, in order, and nothing for those still to be announced; with
 * none published, the page has no gallery at all (no heading, no tiles saying "to be announced").
 */
async function expectPhotos(page: Page, title: string, photos: readonly { photo: Fact<Photo> }[]): Promise<void> {
  const published = withPhotos(photos);
  const gallery = page.getByRole('region', { name: title, exact: true });
  if (published.length === 0) {
    await expect(gallery).toHaveCount(0);
    await expect(page.getByText(/photo to be announced/i)).toHaveCount(0);
    return;
  }
  const images = gallery.getByRole('img', { includeHidden: true });
  await expect(images).toHaveCount(published.length);
  for (const [index, { photo }] of published.entries()) {
    await expect(images.nth(index)).toHaveAttribute('src', photo.src);
    await expect(images.nth(index)).toHaveAttribute('alt', photo.alt);
  }
}

const UNKNOWN_FACT_PAGES: readonly { path: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/program/keynote-speaker',
    check: async (page) => {
      const cards = page.locator('.person-card');
      await expect(cards).toHaveCount(KEYNOTE_SPEAKERS.length);
      for (const [index, speaker] of KEYNOTE_SPEAKERS.entries()) {
        await expectFact(cards.nth(index).locator('h2'), speaker.name);
        await expectFact(cards.nth(index).locator('.person-card__role'), speaker.designation);
        await expectFact(cards.nth(index).locator('.person-card__title'), speaker.department);
        await expect(cards.nth(index).locator('img')).toHaveCount(isKnown(speaker.photo) ? 1 : 0);
      }
    },
  },
  {
    path: '/program/program-schedule',
    check: async (page) => {
      const schedule = DOCUMENTS.programSchedule;
      await expect(page.locator('main a[href$=".pdf"]')).toHaveCount(isKnown(schedule) ? 2 : 0);
      if (!isKnown(schedule)) await expect(page.getByText('Program schedule to be announced')).toBeVisible();
    },
  },
  {
    path: '/sponsorship/sponsors',
    check: async (page) => {
      for (const { name: level } of SPONSORSHIP_PACKAGES) {
        const sponsors = SPONSORS.filter((sponsor) => sponsor.level === level);
        const section = page.locator('section', {
          has: page.getByRole('heading', { name: SPONSOR_LEVEL_TITLES[level] }),
        });
        await expect(section.locator('.sponsor-card')).toHaveCount(sponsors.length);
        for (const [index, sponsor] of sponsors.entries()) {
          await expectFact(section.locator('.sponsor-card').nth(index), sponsor.name);
          await expect(section.locator('.sponsor-card').nth(index).locator('img')).toHaveCount(
            isKnown(sponsor.logo) ? 1 : 0,
          );
        }
      }
    },
  },
  {
    path: '/venue/accommodation',
    check: async (page) => {
      if (NO_HOTEL_KNOWN) {
        await expectHotelsToCome(page);
        return;
      }
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(HOTELS.length);
      for (const [index, hotel] of HOTELS.entries()) {
        const cells = rows.nth(index).locator('td');
        await expect(cells.first()).toHaveText(String(hotel.serial));
        await expectFact(rows.nth(index).locator('th'), hotel.name);
        await expectFact(cells.nth(1), hotel.singleRate);
        await expectFact(cells.nth(2), hotel.doubleRate);
        await expectFact(cells.nth(3), hotel.contact);
        await expect(cells.nth(3).locator('a[href^="tel:"]')).toHaveCount(isKnown(hotel.contact) ? 1 : 0);
      }
    },
  },
  {
    path: '/venue/nearby',
    check: (page) => expectPhotos(page, 'Gallery', NEARBY_GALLERY),
  },
  {
    path: '/',
    check: (page) => expectPhotos(page, 'Conference Memories', MEMORIES),
  },
  {
    path: '/committee/general-chairs',
    check: async (page) => {
      const cards = page.locator('.person-card');
      await expect(cards).toHaveCount(GENERAL_CHAIRS.length);
      for (const [index, chair] of GENERAL_CHAIRS.entries())
        await expectFact(cards.nth(index).locator('h3'), chair.name);
    },
  },
  {
    path: '/committee/editorial-board',
    check: async (page) => {
      if (isKnown(EDITORIAL_BOARD)) await expect(page.locator('.person-card')).toHaveCount(EDITORIAL_BOARD.length);
      else await expect(page.getByText('Members to be announced')).toBeVisible();
    },
  },
];

// The only numbers to call are the hotels' published ones.
const PUBLISHED_PHONES = HOTELS.map((hotel) => hotel.contact)
  .filter(isKnown)
  .map((phone) => `tel:${phone.replace(/\s+/g, '')}`);

// axe runs on every page at the desktop width as routes.spec.ts loads it; here it adds the phone's.
// Each page is loaded once, on a phone, and then looked at again at a laptop's width.
for (const { path, check } of UNKNOWN_FACT_PAGES) {
  test(`${path}: unknown facts read "to be announced", nothing invented, at ${PHONE.width} and ${LAPTOP.width} px; axe clean on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await check(page);
      await expectNoHorizontalScroll(page, `${path} at ${viewport.width} px`);
    }
    for (const img of await page.locator('img').all())
      expect(await img.getAttribute('alt')).not.toMatch(/placeholder/i);
    for (const link of await page.locator('a[href^="tel:"]').all()) {
      expect(PUBLISHED_PHONES).toContain(await link.getAttribute('href'));
    }
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, `${path} at ${PHONE.width} px`);
  });
}
