// The way in to registration, and what the site says on either side of the registration
// window. The site takes its time from the server: each test puts the suite at a moment of the
// edition's calendar (X-Suite-Now on every request of its browser), and expects what the domain
// says of that moment. Each case runs on a phone, and each state is checked at a phone's width and
// a laptop's (axe, no sideways scroll).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { PAYMENTS_CLOSED, REGISTRATION_CLOSED, REGISTRATION_NOT_YET_OPEN } from '../../functions/src/domain/messages';
import { formatInr, hasEarlyBirdPrice, pricingPeriod, unitPrice } from '../../functions/src/domain/pricing';
import { REGISTRATION_WINDOW, registrationPhase } from '../../functions/src/domain/registration-window';
import { TIERS, isGroupTier } from '../../functions/src/domain/tiers';
import { formatCalendarDay } from '../../functions/src/domain/venue-time';
import { MOMENTS, asOf } from '../support/clock';
import { http } from './support/http';
import { gotoHydrated } from './support/hydration';
import { openFromMailedLink } from './support/registration-status';
import { PHONE, WIDTHS, expectFitsEachWidth } from './support/page-checks';
import { fillParticipant, next, openWizard, stepHeading } from './support/registration-wizard';

const WIZARD = '/registration/details';
const HUB = '/registration';
const STATUS = '/registration/status';
// Seeds, only read here: 1 has not verified its address, 2 awaits its payment, 4 is paid.
const SEED = (n: number) => `ICEI25-SEED-0000-0000${n}`;

const header = (page: Page) => page.getByRole('banner');
const hero = (page: Page) => page.getByRole('region', { name: CONFERENCE.name });
const resources = (page: Page) => page.getByRole('region', { name: 'Register and Resources' });

/** Every later request of this test's browser is served as of `instant`. */
async function putSuiteAt(page: Page, instant: Date): Promise<void> {
  await page.context().setExtraHTTPHeaders(asOf(instant));
}

const backgroundOf = (page: Page, selector: string) =>
  // A string, evaluated in the page: the tests are typed without the DOM library.
  page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).backgroundColor`);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The header's and the hero's sizes, which must not change when the way in settles on its label. */
async function doorBoxes(page: Page) {
  const heightOf = async (selector: string) => (await page.locator(selector).boundingBox())?.height;
  const cta = await page.locator('.hero-cta').boundingBox();
  return {
    header: await heightOf('.site-header'),
    hero: await heightOf('.hero'),
    heroCta: cta && { width: cta.width, height: cta.height },
  };
}

test.describe('registration window', () => {
  test.use({ viewport: PHONE });

  test('open: "Register now" in the hero and the header leads to the wizard; the hub puts New Registration first', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const heroDoor = hero(page).getByRole('link', { name: 'Register now', exact: true });
    await expect(heroDoor).toHaveAttribute('href', WIZARD);
    // First of the hero's buttons, and the one filled in.
    await expect(hero(page).getByRole('link').first()).toHaveAccessibleName('Register now');
    expect(await backgroundOf(page, '.hero-cta')).not.toBe(TRANSPARENT);
    expect(await backgroundOf(page, '.hero a[target="_blank"]')).toBe(TRANSPARENT);
    // In the header on every width, without opening the phone's menu.
    const headerDoor = header(page).getByRole('link', { name: 'Register now', exact: true });
    await expect(headerDoor).toHaveAttribute('href', WIZARD);
    await expectFitsEachWidth(page, 'home', async () => {
      await expect(headerDoor).toBeVisible();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    await heroDoor.click();
    await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
    await expect(stepHeading(page)).toHaveText('Participant Details');

    await gotoHydrated(page, '/venue/travel');
    await header(page).getByRole('link', { name: 'Register now', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
    await expect(stepHeading(page)).toHaveText('Participant Details');
    // On the registration pages the header offers no way in: the page itself is one.
    await expect(header(page).getByRole('link', { name: 'Register now' })).toHaveCount(0);

    await gotoHydrated(page, HUB);
    await expect(header(page).getByRole('link', { name: 'Register now' })).toHaveCount(0);
    const links = resources(page).getByRole('link');
    await expect(links.first()).toHaveAccessibleName('New Registration');
    await expect(links.first()).toHaveAttribute('href', WIZARD);
    expect(await backgroundOf(page, '.hub-primary')).not.toBe(await backgroundOf(page, '.link-card:not(.hub-primary)'));
    await expect(resources(page).getByRole('link', { name: 'Registration Status' })).toHaveAttribute('href', STATUS);
    await expectFitsEachWidth(page, 'hub');
  });

  for (const [moment, period] of [
    ['lastEarlyBirdDay', 'early-bird'],
    ['firstNormalDay', 'normal'],
  ] as const) {
    test(`the tier step prices at the ${period} rate on ${moment}`, async ({ page }) => {
      const instant = MOMENTS[moment];
      expect(pricingPeriod(instant)).toBe(period);
      await putSuiteAt(page, instant);
      await openWizard(page);
      await fillParticipant(page);
      await next(page, 'Registration Tier');
      for (const tier of TIERS) {
        if (isGroupTier(tier)) continue; // priced per student, the same all through the window
        const option = page.locator('label.tier-option', { has: page.locator(`input[value="${tier.id}"]`) });
        // A tier whose fee is the same after the cutoff is not said to be at either period's price.
        await expect(option).toContainText(
          hasEarlyBirdPrice(tier.id)
            ? `Price today (${period} price): ${formatInr(unitPrice(tier.id, instant))}`
            : `Price: ${formatInr(unitPrice(tier.id, instant))} (no early-bird price)`,
        );
      }
      await expectFitsEachWidth(page, `tier step, ${period}`);
    });
  }

  test('after closing: the header says so, the wizard gives the closed message instead of the form, status still works', async ({
    page,
  }) => {
    expect(registrationPhase(MOMENTS.afterClosing)).toBe('closed');
    await putSuiteAt(page, MOMENTS.afterClosing);
    await gotoHydrated(page, '/');
    const headerDoor = header(page).getByRole('link', { name: 'Registration closed', exact: true });
    await expect(headerDoor).toBeVisible();
    await expect(headerDoor).toHaveAttribute('href', HUB);
    await expect(hero(page).getByRole('link', { name: 'Registration closed', exact: true })).toHaveAttribute(
      'href',
      HUB,
    );
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    // Not drawn as a button: neither is filled in.
    expect(await backgroundOf(page, '.header-cta')).toBe(TRANSPARENT);
    expect(await backgroundOf(page, '.hero-cta')).toBe(TRANSPARENT);
    await expectFitsEachWidth(page, 'home, closed');

    await page.goto(WIZARD);
    await expect(page.getByRole('heading', { level: 2, name: REGISTRATION_CLOSED })).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Check your registration status' })).toHaveAttribute('href', STATUS);
    await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', HUB);
    await expectFitsEachWidth(page, 'wizard, closed');

    await gotoHydrated(page, HUB);
    await expect(resources(page).getByText(REGISTRATION_CLOSED)).toBeVisible();
    await expect(resources(page).getByRole('link', { name: 'New Registration' })).toHaveCount(0);
    await expect(resources(page).getByRole('link', { name: 'Registration Status' })).toHaveAttribute('href', STATUS);
    await expectFitsEachWidth(page, 'hub, closed');

    await resources(page).getByRole('link', { name: 'Registration Status' }).click();
    await page.getByRole('textbox', { name: 'Registration ID' }).fill(SEED(4));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    // Its documents, through the link mailed then.
    await openFromMailedLink(page, SEED(4), asOf(MOMENTS.afterClosing));
    await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
  });

  test('before opening: the way in names the opening day, and the wizard says when it opens', async ({ page }) => {
    expect(registrationPhase(MOMENTS.beforeOpening)).toBe('not-yet-open');
    await putSuiteAt(page, MOMENTS.beforeOpening);
    const opens = `Registration opens ${formatCalendarDay(REGISTRATION_WINDOW.opensOn)}`;
    await gotoHydrated(page, '/');
    await expect(header(page).getByRole('link', { name: opens, exact: true })).toHaveAttribute('href', HUB);
    await expect(hero(page).getByRole('link', { name: opens, exact: true })).toHaveAttribute('href', HUB);
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    await expectFitsEachWidth(page, 'home, before opening');

    await page.goto(WIZARD);
    await expect(page.getByRole('heading', { level: 2, name: REGISTRATION_NOT_YET_OPEN })).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Check your registration status' })).toHaveAttribute('href', STATUS);
    await expectFitsEachWidth(page, 'wizard, before opening');

    await gotoHydrated(page, HUB);
    await expect(resources(page).getByText(REGISTRATION_NOT_YET_OPEN)).toBeVisible();
    await expect(resources(page).getByRole('link', { name: 'New Registration' })).toHaveCount(0);
  });

  test('after the payment deadline: the payment step says proofs are closed instead of the form; receipts stay', async ({
    page,
  }) => {
    await putSuiteAt(page, MOMENTS.afterPaymentDeadline);
    await page.goto(`${STATUS}?id=${SEED(2)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Payment Status' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: PAYMENTS_CLOSED })).toBeVisible();
    await expect(page.getByLabel('Payment Reference ID')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload payment details' })).toHaveCount(0);
    await expectFitsEachWidth(page, 'payment step, closed');

    // An address can no longer be verified either: no new link is offered.
    await page.goto(`${STATUS}?id=${SEED(1)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Email Verification' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: PAYMENTS_CLOSED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the verification e-mail again' })).toHaveCount(0);

    await openFromMailedLink(page, SEED(4), asOf(MOMENTS.afterPaymentDeadline));
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    const receipt = page.getByRole('link', { name: 'Download receipt (PDF)' });
    // As of the same moment as the page (its context's header).
    const response = await http((await receipt.getAttribute('href')) ?? '', {
      headers: asOf(MOMENTS.afterPaymentDeadline),
    });
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

// The labels' boxes are the layout's: compared at each width.
for (const viewport of WIDTHS) {
  test.describe(`registration window at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the prerendered page says only "Registration", and nothing moves when the label settles', async ({
      browser,
      page,
    }) => {
      const html = await (await http('/')).text();
      for (const label of ['Register now', 'Registration closed']) expect(html).not.toContain(`>${label}<`);

      // Both loads without the typefaces: with font-display optional, whether a load uses one
      // depends on how soon it arrives, and the boxes are to compare the labels alone.
      const withoutFonts = (context: BrowserContext) => context.route('**/*.woff2', (route) => route.abort());
      await withoutFonts(page.context());
      const prerendered = await browser.newContext({ viewport, javaScriptEnabled: false });
      await withoutFonts(prerendered);
      const still = await prerendered.newPage();
      await still.goto('/');
      for (const door of [still.locator('.header-cta'), still.locator('.hero-cta')]) {
        await expect(door).toHaveAccessibleName('Registration');
        await expect(door).toHaveAttribute('href', HUB);
      }
      const before = await doorBoxes(still);
      await prerendered.close();

      for (const instant of [undefined, MOMENTS.beforeOpening, MOMENTS.afterClosing]) {
        if (instant) await putSuiteAt(page, instant);
        await gotoHydrated(page, '/');
        await expect(page.locator('.hero-cta--pending')).toHaveCount(0);
        expect(await doorBoxes(page), `the header and the hero as of ${instant?.toISOString() ?? 'now'}`).toEqual(
          before,
        );
      }
    });
  });
}
