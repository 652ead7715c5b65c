// IEEE's membership service cannot be reached: the registrant is told to try
// again or go on with the membership certificate; with it, the registration is made at the IEEE
// rate and marked for an administrator to check. A group's student likewise, with theirs.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  IEEE_MEMBERSHIP_BEING_CHECKED,
  IEEE_TO_BE_CHECKED_NOTE,
  IEEE_UNAVAILABLE,
  IEEE_UNAVAILABLE_NEXT_STEP,
  studentIeeeToBeChecked,
  studentIeeeUnavailable,
  studentsIeeeToBeCheckedNote,
} from '../../functions/src/domain/messages';
import { computeTotal, formatInr, unitPrice } from '../../functions/src/domain/pricing';
import { getTier } from '../../functions/src/domain/tiers';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { suiteNow } from '../support/clock';
import { verifyEmailOf } from '../support/registration';
import {
  IEEE_SERVICE_DOWN_NUMBER,
  expectIeeeNumberMessage,
  fillFiveStudents,
  next,
  openAtTier,
  pdf,
  stepHeading,
  studentGroup,
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

    // The spec's message announced alone, then the way forward under it, both read with the field.
    await expectIeeeNumberMessage(page, IEEE_UNAVAILABLE, IEEE_UNAVAILABLE_NEXT_STEP);
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

    // Its address verified, the status page's payment step says why the payment will wait.
    await verifyEmailOf(id);
    await page.goto(`/registration/status?id=${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Payment Status' })).toBeVisible();
    await expect(page.getByTestId('ieee-being-checked')).toHaveText(IEEE_MEMBERSHIP_BEING_CHECKED);
  });
});

test.describe("IEEE unreachable for a group's student, on a phone", () => {
  test.use({ viewport: PHONE });

  test("says what to do at the student; with the student's certificate the group goes on at the IEEE rate for them, to be checked", async ({
    page,
  }) => {
    await openAtTier(page, getTier('group-student').label);
    await next(page, 'Group Details');
    await textbox(page, 'Institute name').fill('Institute of Slow Networks');
    const student = (n: number) => studentGroup(page, n);
    await fillFiveStudents(page, (n) => `Pupil ${n} Rao`);
    await student(2).getByRole('checkbox', { name: 'Student 2 is an IEEE member' }).check();
    const number = textbox(student(2), 'IEEE Member Number of Student 2');
    await number.fill(IEEE_SERVICE_DOWN_NUMBER);
    await student(2).getByRole('button', { name: 'Validate' }).click();

    // The spec's message, then the ways on, at the number and announced.
    await expect(number).toHaveAccessibleDescription(studentIeeeUnavailable(2));
    await expect(page.getByRole('alert').filter({ hasText: studentIeeeUnavailable(2) })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Group Details');

    await student(2).getByLabel('IEEE certificate of Student 2 (optional)').setInputFiles(pdf('membership.pdf'));
    await expect(number).toHaveAccessibleDescription(studentIeeeToBeChecked(2));
    await expect(page.getByRole('status').filter({ hasText: studentIeeeToBeChecked(2) })).toBeAttached();
    await expectFitsEachWidth(page, 'group step, a student to be checked');

    await next(page, 'Summary');
    await expect(page.getByTestId('ieee-to-be-checked')).toContainText(studentsIeeeToBeCheckedNote([2]));
    await expect(page.getByRole('row', { name: /Pupil 2 Rao/ })).toContainText(
      `${IEEE_SERVICE_DOWN_NUMBER} (to be checked)`,
    );
    const total = computeTotal(
      {
        registrationTier: 'group-student',
        students: [false, true, false, false, false].map((ieeeValidated) => ({ ieeeValidated })),
      },
      await suiteNow(),
    ).total;
    await expect(page.getByTestId('summary-total')).toHaveText(formatInr(total));

    const id = await submit(page);
    const stored = (await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({ ieeeMembershipToCheck: true, totalAmount: total });
    expect(stored.students[1]).toMatchObject({ ieeeNumber: IEEE_SERVICE_DOWN_NUMBER, ieeeMembershipToCheck: true });
    expect(stored.students[1].ieeeCert).toBeDefined();
  });
});
