// What each information page shows beyond its heading and texts (site-routes.ts), checked by
// routes.spec.ts in the same page load as its route checks and axe. These follow the content
// modules (the figures and facts an edition gives), where site-routes.ts is written without them:
// a fact the organisers have not published (marked TBA) reads "to be announced" where the spec
// puts it, a known one shows its value, so the checks keep holding as the organisers fill it in.
import { expect, type Locator, type Page } from '@playwright/test';
import { formatInr } from '../../../functions/src/domain/pricing';
import { TIERS } from '../../../functions/src/domain/tiers';
import { isGenericLink } from '../../../scripts/content/generic-links';
import {
  ADVISORY_BOARD,
  EDITORIAL_BOARD,
  GENERAL_CHAIRS,
  ORGANIZING_COMMITTEE,
} from '../../../web/src/content/committees';
import { isKnown, withPhotos, type Fact, type Photo } from '../../../web/src/content/fact';
import { MEMORIES } from '../../../web/src/content/gallery';
import { HOTELS } from '../../../web/src/content/hotels';
import { CONTACT, DOCUMENTS, EXTERNAL_LINKS, SOCIAL_LINKS } from '../../../web/src/content/site';
import { KEYNOTE_SPEAKERS } from '../../../web/src/content/speakers';
import { SPONSOR_LEVEL_TITLES, SPONSORSHIP_PACKAGES, SPONSORS } from '../../../web/src/content/sponsorship';
import { NEARBY_GALLERY } from '../../../web/src/content/venue';

export interface PageContent {
  /** What the page shows, checked once as it is loaded, at a phone's width. */
  check?: (page: Page) => Promise<void>;
  /** What must hold at each width the page is checked at (375 and 1366 px). */
  atEachWidth?: (page: Page, width: number) => Promise<void>;
}

/** Whether no hotel has a name, a rate or a number yet: the page then says in one line what is coming. */
const NO_HOTEL_KNOWN = HOTELS.every((hotel) =>
  [hotel.name, hotel.singleRate, hotel.doubleRate, hotel.contact].every((fact) => !isKnown(fact)),
);

/** The only numbers a page may offer to call: the hotels' published ones. */
export const PUBLISHED_PHONES = HOTELS.map((hotel) => hotel.contact)
  .filter(isKnown)
  .map((phone) => `tel:${phone.replace(/\s+/g, '')}`);

const TO_BE_ANNOUNCED = /to be announced/i;

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

/** A committee whose members are all unnamed is one panel with their number and known roles. */
async function expectMembers(page: Page, people: readonly { name: Fact<string>; role?: Fact<string> }[]) {
  const members = page.getByRole('region', { name: 'Members' });
  if (people.some((person) => isKnown(person.name))) {
    await expect(members.locator('.person-card')).toHaveCount(people.length);
    return;
  }
  // No card says only "to be announced": the panel gives what is known.
  await expect(members.locator('.person-card')).toHaveCount(0);
  await expect(members).toContainText('Members to be announced');
  await expect(members).toContainText(`The ${people.length} members will be listed here`);
  for (const role of people.map((person) => person.role).filter((role) => role !== undefined && isKnown(role)))
    await expect(members).toContainText(String(role));
}

/** The eight areas, four highlights, partner and previous-edition facts, new-tab hero buttons; lazy images. */
async function expectHome(page: Page): Promise<void> {
  // The headings shown (the countdown's section holds one per phase, one of them shown).
  await expect(page.locator('main > section h2:visible')).toHaveText([
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
  await expect(page.locator('.marquee__list:not(.marquee__list--copy) h3')).toHaveText([
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
  for (const img of await page.locator('main img').all()) await expect(img).toHaveAttribute('loading', 'lazy');
  await expectFooter(page);
}

/**
 * The footer, the same on every page, checked on the home page: whom to write to, by mailto: link
 * once an address is published, else "address to be announced"; a social icon only for an account
 * the edition has published, never a network's home page.
 */
async function expectFooter(page: Page): Promise<void> {
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
  const published = SOCIAL_LINKS.filter((link) => isKnown(link.href));
  if (published.length === 0) await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  const links = footer.locator('.social-links a');
  await expect(links).toHaveCount(published.length);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(isGenericLink(href), `${href} is a home page`).toBe(false);
  }
}

async function expectRegistrationHub(page: Page): Promise<void> {
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
  // The fee table, from the domain's tiers.
  await expect(page.locator('table tbody tr')).toHaveCount(TIERS.length);
  for (const tier of TIERS) {
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: tier.label, exact: true }) });
    if (tier.kind === 'group') {
      await expect(row).toContainText(formatInr(tier.groupPerStudent.ieee));
      await expect(row).toContainText(formatInr(tier.groupPerStudent.nonIeee));
    } else {
      await expect(row.locator('td').nth(0)).toContainText(formatInr(tier.earlyBird));
      await expect(row.locator('td').nth(1)).toContainText(formatInr(tier.normal));
      // Equal fees in both periods are said to be so.
      if (tier.earlyBird === tier.normal) await expect(row.locator('td').nth(1)).toContainText('(no early bird)');
      else await expect(row.locator('td').nth(1)).not.toContainText('(no early bird)');
    }
  }
}

/** The schedule is embedded from 768 px once published (pdf-frame.ts); phones get the download and a new tab only. */
async function expectSchedule(page: Page, width: number): Promise<void> {
  const schedule = DOCUMENTS.programSchedule;
  if (!isKnown(schedule)) {
    await expect(page.getByText('Program schedule to be announced')).toBeVisible();
    await expect(page.locator('main a[href$=".pdf"], main iframe')).toHaveCount(0);
    return;
  }
  await expect(page.locator('main a[href$=".pdf"]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Download Program Schedule (PDF)' })).toHaveAttribute('download', '');
  if (width >= 768) {
    await expect(page.locator('iframe[title="Program schedule (PDF)"]')).toHaveAttribute('src', schedule);
  } else {
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', schedule);
  }
}

export const PAGE_CONTENT: Readonly<Record<string, PageContent>> = {
  '/': {
    check: expectHome,
    atEachWidth: (page) => expectPhotos(page, 'Conference Memories', MEMORIES),
  },
  '/committee/general-chairs': {
    check: async (page) => {
      await expect(page.getByRole('list', { name: 'General Chairs' }).getByRole('listitem')).toHaveCount(4);
    },
    atEachWidth: async (page) => {
      const cards = page.locator('.person-card');
      await expect(cards).toHaveCount(GENERAL_CHAIRS.length);
      for (const [index, chair] of GENERAL_CHAIRS.entries())
        await expectFact(cards.nth(index).locator('h3'), chair.name);
    },
  },
  '/committee/organizing-committee': { check: (page) => expectMembers(page, ORGANIZING_COMMITTEE) },
  '/committee/advisory-board': { check: (page) => expectMembers(page, ADVISORY_BOARD) },
  '/committee/editorial-board': {
    check: async (page) => {
      await expect(page.getByText('Karnatak University').first()).toBeVisible();
      await expect(page.getByText('IIT Dharwad').first()).toBeVisible();
    },
    atEachWidth: async (page) => {
      if (isKnown(EDITORIAL_BOARD)) await expect(page.locator('.person-card')).toHaveCount(EDITORIAL_BOARD.length);
      else await expect(page.getByText('Members to be announced')).toBeVisible();
    },
  },
  '/call-for-papers': {
    // 15 Sept struck through before 30 Sept; links to the paper service and the IEEE template.
    check: async (page) => {
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
    },
  },
  '/registration': { check: expectRegistrationHub },
  '/program/keynote-speaker': {
    check: async (page) => {
      await expect(page.locator('.person-card')).toHaveCount(6);
    },
    atEachWidth: async (page) => {
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
  '/program/program-schedule': { atEachWidth: expectSchedule },
  '/sponsorship/opportunities': {
    // Six packages with the GST note and their benefits.
    check: async (page) => {
      const packages = page.locator('.package-card');
      await expect(packages.locator('h3')).toHaveText([
        'Platinum',
        'Gold',
        'Silver',
        'Bronze',
        'Exhibitor',
        'Bag Sponsor',
      ]);
      // Each package's figure as the edition states it, grouped in thousands as the call for sponsors writes it.
      await expect(packages.locator('.package-card__amount')).toContainText(
        SPONSORSHIP_PACKAGES.map((pack) => `₹${pack.amount.toLocaleString('en-US')}`),
      );
      await expect(packages.first()).toContainText('5 free registrations');
      // Each package lists the benefits the edition gives it, and no empty list where it gives none.
      for (const [index, pack] of SPONSORSHIP_PACKAGES.entries()) {
        await expect(packages.nth(index).locator('ul')).toHaveCount(pack.benefits.length > 0 ? 1 : 0);
        await expect(packages.nth(index).locator('li')).toHaveText([...pack.benefits]);
      }
      await expect(packages.locator('.package-card__gst').first()).toHaveText('plus 18% GST');
      await expect(page.getByText(/5,000 per person/)).toBeVisible();
    },
  },
  '/sponsorship/sponsors': {
    // Sponsors grouped by level, empty levels hidden.
    check: async (page) => {
      await expect(page.locator('main h2')).toHaveText(['Silver Sponsors', 'Bronze Sponsors', 'Exhibitors']);
      const count = (title: string) =>
        page.locator('section', { has: page.getByRole('heading', { name: title }) }).locator('.sponsor-card');
      await expect(count('Silver Sponsors')).toHaveCount(1);
      await expect(count('Bronze Sponsors')).toHaveCount(3);
      await expect(count('Exhibitors')).toHaveCount(1);
    },
    atEachWidth: async (page) => {
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
  '/venue/travel': {
    // Two stations, each with its distance.
    check: async (page) => {
      const stations = page.locator('table tbody tr');
      await expect(stations).toHaveCount(2);
      for (const row of await stations.all()) await expect(row).toContainText(/\d+ km/);
    },
  },
  '/venue/nearby': {
    // Five destinations with drive times; the published photos, each loaded lazily.
    check: async (page) => {
      await expect(page.locator('.drive-time')).toHaveCount(5);
      await expect(page.getByRole('link', { name: /Karnataka Tourism/ })).toHaveAttribute('target', '_blank');
      const photos = page.locator('.photo-grid img');
      await expect(photos).toHaveCount(NEARBY_GALLERY.filter((image) => isKnown(image.photo)).length);
      for (const photo of await photos.all()) await expect(photo).toHaveAttribute('loading', 'lazy');
    },
    atEachWidth: (page) => expectPhotos(page, 'Gallery', NEARBY_GALLERY),
  },
  '/venue/accommodation': {
    check: async (page) => {
      await expect(page.getByText('Travel Note')).toBeVisible();
      await expect(page.getByText('some hotels add 12% tax')).toBeVisible();
      if (!NO_HOTEL_KNOWN) await expect(page.locator('table tbody tr')).toHaveCount(8);
    },
    // Eight hotels: as rows once any is known, else one line saying eight are coming.
    atEachWidth: async (page) => {
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
};
