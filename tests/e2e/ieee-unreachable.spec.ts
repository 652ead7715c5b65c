// IEEE's membership service cannot be reached: the registrant is told to try
// again or go on with the membership certificate; with it, the registration is made at the IEEE
// rate and marked for an administrator to check.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  IEEE_TO_BE_CHECKED_NOTE,
  IEEE_UNAVAILABLE,
  IEEE_UNAVAILABLE_NEXT_STEP,
} from '../../functions/src/domain/messages';
import { formatInr, unitPrice } from '../../functions/src/domain/pricing';
import { getTier } from '../../functions/src/domain/tiers';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { suiteNow } from '../support/clock';
import {
  IEEE_SERVICE_DOWN_NUMBER,
  next,
  openAtTier,
  pdf,
  stepHeading,
  submit,
  textbox,
} from './support/registration-wizard';
import { PHONE, expectFitsEachWidth } from './support/page-checks';

const TIER = 'industry-ieee' as const;
const certificate = (page: Page) => page.getByLabel('IEEE membership certificate (optional)');

test.describe('IEEE unreachable, on a phone', () => {
  test.use({ viewport: PHONE });

  test('says what to do; with the certificate the registration goes on at the IEEE rate, marked to be checked', async ({
    page,
  }) => {
    await openAtTier(page, getTier(TIER).label);
    await next(page, 'IEEE Membership Verification');
    await textbox(page, 'IEEE Member Number').fill(IEEE_SERVICE_DOWN_NUMBER);
    await page.getByRole('button', { name: 'Next' }).click();

    // The spec's message, then the way forward, at the field and announced.
    const number = textbox(page, 'IEEE Member Number');
    await expect(number).toHaveAccessibleDescription(new RegExp(`${IEEE_UNAVAILABLE_NEXT_STEP.slice(0, 40)}`));
    await expect(page.getByRole('alert').filter({ hasText: IEEE_UNAVAILABLE }).first()).toBeVisible();
    await expect(page.getByText(`${IEEE_UNAVAILABLE} ${IEEE_UNAVAILABLE_NEXT_STEP}`).first()).toBeVisible();
    await expect(stepHeading(page)).toHaveText('IEEE Membership Verification');
    await expectFitsEachWidth(page, 'IEEE step, service unreachable');

    await certificate(page).setInputFiles(pdf('membership.pdf'));
    await next(page, 'Summary');
    await expect(page.getByTestId('ieee-to-be-checked')).toContainText(IEEE_TO_BE_CHECKED_NOTE);
    const price = unitPrice(TIER, await suiteNow());
    await expect(page.getByTestId('summary-total')).toHaveText(formatInr(price));
    await expectFitsEachWidth(page, 'summary, membership to be checked');

    const id = await submit(page);
    const stored = (await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      registrationTier: TIER,
      ieeeNumber: IEEE_SERVICE_DOWN_NUMBER,
      ieeeMembershipToCheck: true,
      totalAmount: price,
    });
  });
});
