// A copy of one's data from the status page's Summary: asked for, announced, and mailed.
import { expect, test } from '@playwright/test';
import { DATA_LINK_HOURS } from '../../functions/src/domain/limits';
import { idTokenFor } from '../support/auth';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { mailExists } from './support/registration-status';
import { expectNoAxeViolations } from './support/page-checks';

test('the Summary mails a link to a copy of everything held, and says so', async ({ page }) => {
  const adminToken = await idTokenFor({ admin: true });
  const id = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'COPY' },
  );
  await page.goto(`/registration/status?id=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  const data = page.getByRole('region', { name: 'Your data' });
  await expect(data.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');

  await data.getByRole('button', { name: 'E-mail me a copy of my data' }).click();
  await expect(data.getByRole('alert')).toContainText(`works for ${DATA_LINK_HOURS} hours`);
  await expect.poll(() => mailExists(`${id}-data-access-1`)).toBe(true);
  await expectNoAxeViolations(page);
});
