// The wizard and the status checker draw their forms without zod: their checks (zod's schemas, and
// the API client that parses its settings with zod) arrive in a chunk loaded when first needed
// (docs/decisions/0012), with zod told that the CSP forbids eval (functions/src/domain/zod.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FORM_CHECKS_NOT_LOADED, PARTICIPANT_REQUIRED } from '../../functions/src/domain/messages';
import { recordCspViolations } from './support/csp-violations';
import { expectStarted, gotoHydrated } from './support/hydration';
import { fillParticipant, openWizard, stepHeading, textbox } from './support/registration-wizard';

const SEED_NOT_VERIFIED = 'ICEI25-SEED-0000-00001';
const ZOD = /\$ZodType|ZodError/;

/** The scripts the page has received so far that hold zod, by URL. */
function recordZodScripts(page: Page): () => Promise<string[]> {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    checks.push(
      response.text().then(
        (body) => (ZOD.test(body) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((url): url is string => url !== null);
}

test.describe('the registration wizard', () => {
  test('draws its form without zod, loads the checks on the first touch, and Next uses them', async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    const zodScripts = recordZodScripts(page);
    await openWizard(page);
    expect(await zodScripts()).toEqual([]);

    await textbox(page, 'First name').click();
    await expect.poll(zodScripts).not.toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: PARTICIPANT_REQUIRED })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Participant Details');
    expect(cspViolations).toEqual([]);
  });

  test('restores a saved draft after a reload, the checks loaded without a touch', async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    await openWizard(page);
    await fillParticipant(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Registration Tier');

    const zodScripts = recordZodScripts(page);
    await openWizard(page);
    // The draft was read with the checks: the form resumes where it was left, with what was typed.
    await expect(stepHeading(page)).toHaveText('Registration Tier');
    expect(await zodScripts()).not.toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(textbox(page, 'First name')).toHaveValue('Asha');
    expect(cspViolations).toEqual([]);
  });

  test('a visit that typed nothing keeps nothing, so the next one loads no checks either', async ({ page }) => {
    await openWizard(page);
    await expect(textbox(page, 'First name')).toBeVisible();

    const zodScripts = recordZodScripts(page);
    await openWizard(page);
    await expect(textbox(page, 'First name')).toHaveValue('');
    await page.waitForLoadState('networkidle');
    expect(await zodScripts()).toEqual([]);
  });

  test('Next says so when the checks cannot load, and the button is free again', async ({ page }) => {
    await page.route(/\/assets\/wizard-validation-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await openWizard(page);
    await fillParticipant(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FORM_CHECKS_NOT_LOADED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(stepHeading(page)).toHaveText('Participant Details');
    // What was typed is still there.
    await expect(textbox(page, 'First name')).toHaveValue('Asha');
  });
});

test.describe('a saved draft', () => {
  test('whose checks cannot load offers a reload, which restores it once they can', async ({ page }) => {
    const chunk = /\/assets\/wizard-validation-[^/]*\.js$/;
    await openWizard(page);
    await textbox(page, 'First name').fill('Asha');
    await expect
      .poll(() => page.evaluate<boolean>("Object.keys(localStorage).some((key) => key.includes('registration-draft'))"))
      .toBe(true);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: FORM_CHECKS_NOT_LOADED })).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await expect(textbox(page, 'First name')).toHaveValue('Asha');
  });
});

test.describe('the status checker', () => {
  test('draws its lookup without zod, loads it on the first focus, and looks the registration up', async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    const zodScripts = recordZodScripts(page);
    await gotoHydrated(page, '/registration/status');
    await expectStarted(page);
    expect(await zodScripts()).toEqual([]);

    const field = page.getByRole('textbox', { name: 'Registration ID' });
    await field.click();
    await expect.poll(zodScripts).not.toEqual([]);
    await field.fill(SEED_NOT_VERIFIED);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Email Verification' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('a lookup from a link sends its request while the code that reads the answer is on its way', async ({
    page,
  }) => {
    const cspViolations = await recordCspViolations(page);
    // The services chunk is held back until the lookup's request has gone out.
    let requested: () => void = () => undefined;
    const lookupSent = new Promise<void>((resolve) => (requested = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/registrations/${SEED_NOT_VERIFIED}`) requested();
    });
    await page.route(/\/assets\/status-services-[^/]*\.js$/, async (route) => {
      await lookupSent;
      await route.continue();
    });

    await page.goto(`/registration/status?id=${SEED_NOT_VERIFIED}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Email Verification' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('a lookup says so when its code cannot load', async ({ page }) => {
    await page.route(/\/assets\/status-services-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/registration/status');
    await expectStarted(page);
    await page.getByRole('textbox', { name: 'Registration ID' }).fill(SEED_NOT_VERIFIED);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(FORM_CHECKS_NOT_LOADED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });
});
