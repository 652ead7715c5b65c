// The privacy notice: readable and accessible on a phone and a desktop, reached from every page's
// footer and from beside the wizard's Submit, stating the retention schedule the code applies and
// the edition's facts (or that they are to be announced).
import { expect, test } from './support/test';
import { DATA_LINK_HOURS } from '../../functions/src/domain/limits';
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION, RETENTION } from '../../functions/src/domain/retention';
import { formatCalendarDay } from '../../web/src/content/calendar';
import { contrastRatio } from '../../web/src/content/contrast';
import { isKnown } from '../../web/src/content/fact';
import { PRIVACY } from '../../web/src/content/privacy';
import { CONTACT } from '../../web/src/content/site';
import { individualTier } from '../support/tiers';
import { http } from './support/http';
import { gotoHydrated } from './support/hydration';
import { PHONE, expectFitsEachWidth, expectNoAxeViolations } from './support/page-checks';
import { fillParticipant, next, openWizard, stepHeading } from './support/registration-wizard';
import { SITE_ROUTES } from './support/site-routes';

test.describe.configure({ mode: 'parallel' });

test(`axe finds no violations on ${PRIVACY_NOTICE_PATH} at a phone's width or a laptop's, which it fits`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(PRIVACY_NOTICE_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  await expectFitsEachWidth(page, 'the notice');
});

test('every page’s footer links to the notice, its focus ring clear on the dark ground, and following it opens the notice', async ({
  page,
}) => {
  for (const route of SITE_ROUTES) {
    const html = await (await http(route.path)).text();
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer, `${route.path}'s footer`).toContain(`href="${PRIVACY_NOTICE_PATH}"`);
  }
  await gotoHydrated(page, '/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' });
  // Reached by keyboard, its focus ring stands out from the footer's dark ground (WCAG 1.4.11).
  await link.focus();
  // A string, not a function: these tests compile without the DOM library.
  const drawn: { visible: boolean; ring: string; ground: string } = await page.evaluate(`(() => {
    const link = document.activeElement;
    return {
      visible: link.matches(':focus-visible'),
      ring: getComputedStyle(link).outlineColor,
      ground: getComputedStyle(link.closest('footer')).backgroundColor,
    };
  })()`);
  expect(drawn.visible, 'the link shows its focus ring').toBe(true);
  expect(contrastRatio(drawn.ring, drawn.ground), `${drawn.ring} on ${drawn.ground}`).toBeGreaterThanOrEqual(3);
  await link.click();
  await expect(page).toHaveURL(PRIVACY_NOTICE_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
});

test('the notice states each retention period the schedule sets, and its version', async ({ page }) => {
  await page.goto(PRIVACY_NOTICE_PATH);
  await expect(
    page.getByText(`This version took effect on ${formatCalendarDay(PRIVACY_NOTICE_VERSION)}.`),
  ).toBeVisible();
  for (const [rule, days] of Object.entries(RETENTION)) {
    const statements = page.locator(`[data-retention="${rule}"]`);
    expect(await statements.count(), `statements of ${rule}`).toBeGreaterThan(0);
    for (const statement of await statements.all()) await expect(statement).toContainText(`${days} days`);
  }
});

test('the notice names who processes the data and the edition’s contacts, or says they are to be announced', async ({
  page,
}) => {
  await page.goto(PRIVACY_NOTICE_PATH);
  const processors = page.getByRole('region', { name: 'Who processes it' });
  for (const name of ['Google Cloud', 'Mail provider', 'IEEE’s membership service']) {
    await expect(processors.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(processors).toContainText(isKnown(PRIVACY.mailProvider) ? PRIVACY.mailProvider : 'Name to be announced');
  await expect(page.getByRole('region', { name: 'Who we are' })).toContainText(PRIVACY.dataFiduciary.name);

  const officer = page.getByRole('region', { name: 'Grievance officer' });
  const { name, email, postalAddress } = PRIVACY.grievanceOfficer;
  for (const [label, fact] of [
    ['Name', name],
    ['E-mail', email],
    ['Post', postalAddress],
  ] as const) {
    const value = officer.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(value).toHaveText(isKnown(fact) ? fact : 'To be announced');
  }
  if (isKnown(email)) {
    await expect(officer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  } else if (isKnown(CONTACT.registrationEmail)) {
    await expect(officer.getByRole('link', { name: 'registration team' })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.registrationEmail}`,
    );
  } else {
    await expect(officer).toContainText('registration team (address to be announced)');
  }
  const rights = page.getByRole('region', { name: 'Your rights' });
  for (const right of ['Access', 'Correction', 'Erasure', 'Grievance']) {
    await expect(rights.getByRole('term').filter({ hasText: right })).toBeVisible();
  }
  await expect(rights.getByRole('definition').first()).toContainText(`works for ${DATA_LINK_HOURS} hours`);
});

test('the last step says what submitting agrees to, beside Submit, linking to the notice', async ({ page }) => {
  await openWizard(page);
  const consent = page.getByText('By submitting, you agree');
  await expect(consent).toHaveCount(0);
  await fillParticipant(page);
  await next(page, 'Registration Tier');
  // By value: one tier's label may begin another's ("Student", "Student Group").
  await page.locator(`input[name="registrationTier"][value="${individualTier({ ieee: false }).id}"]`).check();
  await next(page, 'Summary');
  await expect(stepHeading(page)).toHaveText('Summary');

  const actions = page.locator('.wizard-actions');
  const submit = actions.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  await expect(actions.getByText('By submitting, you agree')).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(/By submitting, you agree/);
  // A new tab: leaving the wizard would drop the files already chosen.
  const link = actions.getByRole('link', { name: /Privacy Notice/ });
  await expect(link).toHaveAttribute('href', PRIVACY_NOTICE_PATH);
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'the last step');
});
