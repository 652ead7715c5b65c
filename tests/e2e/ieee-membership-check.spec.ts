// A registration made while IEEE's service could not be reached: flagged in the
// table and on its page, where an administrator confirms the membership or moves it to the
// non-IEEE rate before the payment can be verified.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { IEEE_CHECK_BEFORE_VERIFYING, proofBeforeAmountRose } from '../../functions/src/domain/messages';
import { IEEE_MEMBERSHIP_TO_CHECK } from '../../functions/src/domain/admin-messages';
import { groupRepricedWithoutIeee, repricedAsNonIeee } from '../../functions/src/domain/ieee-review';
import { formatInr } from '../../functions/src/domain/pricing';
import { getTier } from '../../functions/src/domain/tiers';
import { suiteAdminApp } from '../../scripts/suite/admin';
import {
  groupRegistration,
  groupStudents,
  idCards,
  participant,
  PDF,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
} from '../support/registration';
import { createAdministrator, openRecord, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { PHONE, expectFitsEachWidth } from './support/page-checks';

const db = getFirestore(suiteAdminApp());
// The suite's stand-in for IEEE answers 503 for this number (emulator-data/ieee-members.json).
const UNREACHABLE = '70000001';
const TIER = 'academia-ieee' as const;
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

/** Registered with the certificate while IEEE was unreachable, e-mail verified, proof uploaded. */
async function flaggedRegistration(): Promise<{ id: string; email: string }> {
  const person = participant(`ieee-check-${randomUUID().slice(0, 8)}@example.org`);
  const { status, body } = await submitRegistration(
    { ...person, registrationTier: TIER, ieeeNumber: UNREACHABLE, totalAmount: 0 },
    { ieeeCert: { data: PDF, name: 'membership.pdf' } },
  );
  if (status !== 201) throw new Error(`registering answered ${status}: ${JSON.stringify(body)}`);
  const id = String(body.id);
  await verifyEmailOf(id);
  if ((await uploadProofFor(id, `IEEE${randomUUID().slice(0, 8)}`)) !== 200) throw new Error('proof refused');
  return { id, email: person.email };
}

const check = (page: Page) => page.getByRole('region', { name: IEEE_MEMBERSHIP_TO_CHECK });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify Payment', exact: true });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the table flags the registration; its page explains, holds back Verify Payment and is axe clean', async ({
    page,
  }) => {
    const { id } = await flaggedRegistration();
    await useCurrentAdminCsp(page);
    await page.goto('/admin');
    await signIn(page, admin);
    // The count of memberships to check opens the filter that lists them; the search narrows it.
    await page.getByRole('link', { name: new RegExp(IEEE_MEMBERSHIP_TO_CHECK) }).click();
    await expect(page).toHaveURL(/[?&]ieee=to-check/);
    await expect(page.getByLabel('IEEE membership')).toHaveValue('to-check');
    await page.getByLabel('Search', { exact: true }).fill(id);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(id) });
    await expect(row).toContainText(IEEE_MEMBERSHIP_TO_CHECK);

    await row.getByRole('link', { name: id }).click();
    await expect(check(page)).toContainText(UNREACHABLE);
    await expect(verifyButton(page)).toBeDisabled();
    await expect(page.getByText(IEEE_CHECK_BEFORE_VERIFYING)).toBeVisible();
    await expectFitsEachWidth(page, 'record with the IEEE check');
  });

  test('"Not a member" moves it to the non-IEEE rate after a confirmation; the proof, of the IEEE rate, is not verified on', async ({
    page,
  }) => {
    const { id } = await flaggedRegistration();
    const before = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    const moved = repricedAsNonIeee({ registrationTier: TIER }, before.createdAt.toDate());
    if (!moved) throw new Error(`${TIER} has no non-IEEE tier`);
    await openRecord(page, id, admin);

    await check(page)
      .getByRole('button', { name: `Not a member: charge ${formatInr(moved.pricing.total)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: /non-IEEE rate/ });
    await expect(dialog).toContainText(formatInr(before.totalAmount));
    await expectFitsEachWidth(page, 'not-member dialog');
    await dialog.getByRole('button', { name: `Charge ${formatInr(moved.pricing.total)}` }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Moved to the non-IEEE rate.' })).toBeFocused();
    await expect(check(page)).toHaveCount(0);
    await expect(page.getByTestId('ieee-decision')).toContainText(getTier(TIER).label);
    const after = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    expect(after).toMatchObject({ registrationTier: moved.registrationTier, totalAmount: moved.pricing.total });
    // The proof was sent for the IEEE rate: Verify waits, saying why and what to do.
    const [then, now] = [before.totalAmount as number, moved.pricing.total];
    const why = proofBeforeAmountRose(formatInr(then), formatInr(now), formatInr(now - then));
    await expect(verifyButton(page)).toBeDisabled();
    await expect(page.getByText(why)).toBeVisible();
    // Rejecting counts what the proof shows received: the registrant is asked for the difference.
    await page.getByRole('button', { name: 'Reject proof' }).click();
    const reject = page.getByRole('dialog', { name: /Reject/ });
    await expect(reject.getByRole('checkbox', { name: 'The transfer fell short: ask for the balance' })).toBeChecked();
    await expect(reject.getByRole('textbox', { name: /Amount received in all/ })).toHaveValue(
      formatInr(then).replace('₹', ''),
    );
    await reject.getByRole('button', { name: 'Cancel' }).click();

    // The registrant's status page asks for the difference, with the bank's instructions for it.
    const registrant = await page.context().newPage();
    await registrant.goto(`/registration/status?id=${id}`);
    await expect(
      registrant.getByRole('heading', { name: `Please pay the difference of ${formatInr(now - then)}` }),
    ).toBeVisible();
    await expect(registrant.getByRole('button', { name: 'Upload the proof of the difference' })).toBeVisible();
    await expectFitsEachWidth(registrant, 'status page asking for the difference');
    await registrant.close();
  });
});

test('"Membership confirmed" keeps the amount and frees Verify Payment', async ({ page }) => {
  const { id } = await flaggedRegistration();
  const before = (await db.doc(`registrations/${id}`).get()).data() ?? {};
  await openRecord(page, id, admin);
  await check(page).getByRole('button', { name: 'Membership confirmed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, membership confirmed' }).click();
  await expect(page.getByTestId('ieee-decision')).toContainText('IEEE membership confirmed');
  await expect(verifyButton(page)).toBeEnabled();
  expect((await db.doc(`registrations/${id}`).get()).get('totalAmount')).toBe(before.totalAmount);
});

test("a group's students are decided one by one; Verify Payment waits for the last", async ({ page }) => {
  // Students 2 and 4 registered while IEEE could not check their numbers, each with a certificate.
  const students = groupStudents([undefined, UNREACHABLE, undefined, '70000002', undefined]).map((student, index) => ({
    ...student,
    name: `Pupil ${index + 1} Iyer`,
  }));
  const { status, body } = await submitRegistration(groupRegistration(students, 'Institute of Checks'), {
    ...idCards(5),
    'students[1].ieeeCert': { data: PDF, name: 'membership-2.pdf' },
    'students[3].ieeeCert': { data: PDF, name: 'membership-4.pdf' },
  });
  expect(status).toBe(201);
  const id = String(body.id);
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, `GRP${randomUUID().slice(0, 8)}`)).toBe(200);
  const before = (await db.doc(`registrations/${id}`).get()).data() ?? {};
  const moved = groupRepricedWithoutIeee(
    { registrationTier: before.registrationTier, students: before.students },
    1,
    before.createdAt.toDate(),
  ).pricing.total;

  await openRecord(page, id, admin);
  await expect(check(page).getByRole('group', { name: 'Student 2, Pupil 2 Iyer' })).toContainText(UNREACHABLE);
  await expect(check(page).getByRole('group', { name: 'Student 4, Pupil 4 Iyer' })).toContainText('70000002');
  await expect(verifyButton(page)).toBeDisabled();
  // A group's prices have no early-bird period: its total is not said to be at one.
  await expect(page.getByText(/\((early-bird|normal) price\)/)).toHaveCount(0);
  await expectFitsEachWidth(page, "record with a group's IEEE checks");

  await check(page)
    .getByRole('button', { name: `Student 2 not a member: charge ${formatInr(moved)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Charge Student 2, Pupil 2 Iyer the non-IEEE rate?' });
  await expect(dialog).toContainText(formatInr(before.totalAmount));
  await dialog.getByRole('button', { name: `Charge ${formatInr(moved)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Student 2 charged the non-IEEE rate.' })).toBeFocused();
  await expect(check(page).getByRole('group')).toHaveCount(1);
  await expect(verifyButton(page)).toBeDisabled();

  await check(page).getByRole('button', { name: 'Student 4: membership confirmed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, membership confirmed' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The amount due rose after the proof was sent: see beside Verify Payment.' }),
  ).toBeFocused();
  await expect(check(page)).toHaveCount(0);
  await expect(page.getByTestId('ieee-decision')).toHaveText([
    /^Student 2, Pupil 2 Iyer: IEEE membership not confirmed/,
    /^Student 4, Pupil 4 Iyer: IEEE membership confirmed/,
  ]);
  await expect(verifyButton(page)).toBeDisabled();
  expect((await db.doc(`registrations/${id}`).get()).get('totalAmount')).toBe(moved);
  // The proof of the difference sent, the payment can be verified.
  expect(await uploadProofFor(id, `DIF${randomUUID().slice(0, 8)}`)).toBe(200);
  await page.reload();
  await expect(verifyButton(page)).toBeEnabled();
});
