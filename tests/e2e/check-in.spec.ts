// The registration desk on a volunteer's phone: check-in staff sign in and see the
// desk alone, full screen; Chromium's fake camera films a real pass (from its "Payment verified"
// mail) and the desk checks it in, green under the camera, then, the camera started again, finds
// it checked in, amber; a code that opens no pass is red; a person found by name is checked in with
// one tap. The check-in calls are put on a conference day.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CONFERENCE_DAYS, formatCalendarDayLong } from '../../functions/src/domain/venue-time';
import { passEndingLabel, passEndingOf } from '../../functions/src/domain/pass-ending';
import { SITE_URL } from '../../scripts/suite/config';
import { LAUNCH_OPTIONS } from '../../playwright.config';
import { createAdministrator, readsRegistrationData, signIn, useCurrentAdminCsp } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { recordCspViolations } from './support/csp-violations';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { sentMail } from '../support/inbox';
import {
  groupRegistration,
  groupStudents,
  heldLinkKey,
  idCards,
  keyed,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
  uniqueLetters,
} from '../support/registration';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import { ADMIN_NAV, DESK_PATH } from '../../web/src/features/admin/shared/admin-nav';
import {
  createCheckInStaff,
  expectDeskAnswer,
  expectScanAnswer,
  fakeCamera,
  onConferenceDay,
  passHolder,
  qrVideo,
} from './support/passes';

const PHONE = { width: 375, height: 740 };
const db = getFirestore(suiteAdminApp());
const DESK = '/admin/check-in';

test.use({ viewport: PHONE });

/**
 * A Chromium of its own whose camera films `video` (the switches hold for the whole browser); the
 * video's folder goes when the browser does.
 */
async function browserFilming(video: string): Promise<Browser> {
  const browser = await chromium.launch({ ...LAUNCH_OPTIONS, args: [...LAUNCH_OPTIONS.args, ...fakeCamera(video)] });
  browser.on('disconnected', () => rmSync(dirname(video), { recursive: true, force: true }));
  return browser;
}

async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE_URL, viewport: PHONE });
  const page = await context.newPage();
  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  return page;
}

async function signInAtDesk(page: Page, user: { email: string; password: string }) {
  await page.goto(DESK);
  await expect(page.getByRole('heading', { name: 'Check-in desk sign-in' })).toBeVisible();
  await signIn(page, user);
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
}

test('the camera checks a pass in, green with the person, and scans on; started again it is amber, checked in at 09:30 by the desk', async () => {
  const holder = await passHolder();
  const staff = await createCheckInStaff();
  const browser = await browserFilming(qrVideo(`${SITE_URL}/pass/${holder.code}`));
  try {
    const page = await deskPage(browser);
    const cspViolations = await recordCspViolations(page);
    await signInAtDesk(page, staff);
    // Staff have the desk alone: no way into the rest of the console.
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    await page.getByLabel('Desk name').fill('Desk 2');
    await expectNoAxeViolations(page, 'the desk');
    await expectNoHorizontalScroll(page, 'the desk');

    const toggle = page.getByRole('button', { name: 'Start camera' });
    await toggle.click();
    const green = await expectScanAnswer(page, 'go', 'Checked in');
    for (const text of [holder.name, holder.organization, holder.tier]) await expect(green).toContainText(text);
    // Nothing took the focus from the volunteer: it is on the camera's button they pressed.
    await expect(page.getByRole('button', { name: 'Stop camera' })).toBeFocused();
    await expectNoAxeViolations(page, 'checked in');
    await expectNoHorizontalScroll(page, 'checked in');

    // Scanning on by itself (a pass still in view is not read twice: scan-repeats.test.ts).
    await expect(page.getByText('Scanning: hold a pass’s QR code here.')).toBeVisible();

    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('button', { name: 'Start camera' }).click();
    const amber = await expectScanAnswer(page, 'look', 'Already checked in');
    await expect(amber).toContainText(holder.name);
    await expect(amber.getByRole('status')).toContainText('Checked in at 09:30 by Desk 2.');
    await expectNoAxeViolations(page, 'already checked in');

    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
    expect(cspViolations).toEqual([]);
    // The desk's name stays on the device.
    await page.reload();
    await expect(page.getByLabel('Desk name')).toHaveValue('Desk 2');
  } finally {
    await browser.close();
  }
});

test('a pass code that opens no pass is red, as an alert: Unknown pass', async () => {
  const staff = await createCheckInStaff();
  const browser = await browserFilming(qrVideo(`${SITE_URL}/pass/AAAAAAAAAAAAAAAAAAAAAA`));
  try {
    const page = await deskPage(browser);
    await signInAtDesk(page, staff);
    await page.getByRole('button', { name: 'Start camera' }).click();
    const red = await expectScanAnswer(page, 'stop', 'Unknown pass');
    await expect(red).toContainText(
      'This code opens no valid pass: an old one, replaced or cancelled, or none of ours.',
    );
    await expectNoAxeViolations(page, 'unknown pass');
  } finally {
    await browser.close();
  }
});

test('found by name, a person is checked in with one tap; an unpaid registration has no button', async ({ page }) => {
  const staff = await createCheckInStaff();
  const holder = await passHolder();
  const unpaid = await passHolder({ verified: false });
  await useCurrentAdminCsp(page);
  await signInAtDesk(page, staff);
  await page.getByLabel('Desk name').fill('Desk 3');

  const search = page.getByRole('search');
  await search.getByLabel('Name, registration ID or pass code').fill(holder.name);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: holder.name }) });
  await expect(found).toContainText('Not checked in today');
  // Check-in staff see the desk's view: name, organisation, tier and check-in state, no registration ID.
  await expect(found).toContainText(holder.tier);
  await expect(found).not.toContainText(holder.registrationId);
  await expectNoAxeViolations(page, 'search results');
  await expectNoHorizontalScroll(page, 'search results');

  // The suite's own day is before the conference: the desk finds people, offers no check-in, and
  // says when it opens (the server refuses one anyway: integration/check-in.test.ts).
  await expect(found.getByRole('button', { name: /Check in/ })).toHaveCount(0);
  await expect(page.getByText(`Check-in opens on ${formatCalendarDayLong(CONFERENCE_DAYS[0] ?? '')}`)).toBeVisible();

  await onConferenceDay(page);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^Check-in opens on/)).toHaveCount(0);
  await found.getByRole('button', { name: `Check in ${holder.name}` }).click();
  const green = await expectDeskAnswer(page, 'go', 'Checked in');
  await expect(green).toContainText(holder.name);
  await green.getByRole('button', { name: 'Next' }).click();
  // Ready for the next name: the cursor in the search box, the last name selected to be typed over.
  const field = search.getByLabel('Name, registration ID or pass code');
  await expect(field).toBeFocused();
  const selected = await field.evaluate((input: { value: string; selectionStart: number; selectionEnd: number }) =>
    input.value.slice(input.selectionStart, input.selectionEnd),
  );
  expect(selected).toBe(holder.name);
  await expect(found).toContainText('Checked in at 09:30 by Desk 3');
  await expect(found.getByRole('button', { name: /Undo check-in/ })).toHaveCount(0);

  await search.getByLabel('Name, registration ID or pass code').fill(unpaid.registrationId);
  await search.getByRole('button', { name: 'Search' }).click();
  const unpaidItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: unpaid.name }) });
  await expect(unpaidItem).toContainText('Payment not verified: not admitted yet.');
  // What the volunteer does next: staff cannot verify, so they ask an administrator.
  await expect(unpaidItem).toContainText('Ask an administrator to verify the payment');
  await expect(unpaidItem.getByRole('button', { name: /Check in/ })).toHaveCount(0);

  // A pass's link pasted from the registrant's phone finds its holder, by its code.
  await search.getByLabel('Name, registration ID or pass code').fill(`${SITE_URL}/pass/${holder.code}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: holder.name }) }),
  ).toContainText('Checked in at 09:30 by Desk 3');
});

test('a registration cancelled and refunded says "Cancelled — do not admit" at the desk, with no word of verifying a payment', async ({
  page,
}) => {
  const staff = await createCheckInStaff();
  const holder = await passHolder();
  const adminToken = await idTokenFor({ admin: true });
  const paid = Math.round(
    Number((await db.doc(`registrations/${holder.registrationId}`).get()).get('totalAmount')) * 100,
  );
  const keyedPath = keyed(
    `/api/registrations/${holder.registrationId}/cancellation`,
    await heldLinkKey(holder.registrationId),
  );
  expect((await callApi('POST', keyedPath, { json: { reason: 'Cannot travel.' } })).status).toBe(200);
  const approved = await callApi('POST', `/api/admin/registrations/${holder.registrationId}/cancellation`, {
    token: adminToken,
    json: {
      decision: 'approve',
      refund: { amountPaise: paid, reason: 'In full', bankReference: 'NEFT-DESK-1', date: '2025-10-15' },
    },
  });
  expect(approved.status).toBe(200);

  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await signInAtDesk(page, staff);
  const search = page.getByRole('search');
  await search.getByLabel('Name, registration ID or pass code').fill(holder.name);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: holder.name }) });
  await expect(found).toContainText('Cancelled — do not admit');
  await expect(found).not.toContainText('verify');
  await expect(found).not.toContainText('Payment not verified');
  await expect(found.getByRole('button', { name: /Check in/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a cancelled registration at the desk');
});

test('people of the same name at the desk each show their pass’s ending, as their own pass shows it', async ({
  page,
}) => {
  const staff = await createCheckInStaff();
  const lastName = `Twin${uniqueLetters()}`;
  const twins = [await passHolder({ lastName }), await passHolder({ lastName })];
  expect(new Set(twins.map((twin) => twin.name)).size).toBe(1);

  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await signInAtDesk(page, staff);
  const search = page.getByRole('search');
  await search.getByLabel('Name, registration ID or pass code').fill(lastName);
  await search.getByRole('button', { name: 'Search' }).click();
  const endings = page.getByTestId('pass-ending');
  await expect(endings).toHaveCount(twins.length);
  const expected = twins.map((twin) => `Pass ending ${passEndingLabel(passEndingOf(twin.code ?? ''))}`);
  expect((await endings.allTextContents()).toSorted()).toEqual(expected.toSorted());

  // Each pass shows the same ending, for the registrant to point at.
  const [first] = twins;
  await page.goto(`/pass/${first?.code}`);
  await expect(page.getByRole('main')).toContainText(passEndingLabel(passEndingOf(first?.code ?? '')));
});

test('an administrator at the desk finds a person by a pasted pass link, and opens an unpaid registration to verify it', async ({
  page,
}) => {
  const holder = await passHolder();
  const unpaid = await passHolder({ verified: false });
  const administrator = await createAdministrator();
  await useCurrentAdminCsp(page);
  await signInAtDesk(page, administrator);
  const search = page.getByRole('search');
  const field = search.getByLabel('Name, registration ID or pass code');

  await field.fill(`${SITE_URL}/pass/${holder.code}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([holder.name]);

  await field.fill(holder.code ?? '');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([holder.name]);

  await field.fill(unpaid.registrationId);
  await search.getByRole('button', { name: 'Search' }).click();
  const unpaidItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: unpaid.name }) });
  await expect(unpaidItem.getByRole('link', { name: 'open the registration to verify the payment' })).toHaveAttribute(
    'href',
    `/verify/registration/${unpaid.registrationId}`,
  );
  await expectNoAxeViolations(page, 'an unpaid registration, for an administrator');
});

test('a student’s pass pasted at the desk shows that student alone, their group behind a control', async ({ page }) => {
  const staff = await createCheckInStaff();
  const students = groupStudents(Array.from({ length: MIN_GROUP_STUDENTS }, () => undefined)).map((student, index) => ({
    ...student,
    name: `Pupil${uniqueLetters()} ${index + 1}`,
  }));
  const { status, body } = await submitRegistration(groupRegistration(students, 'KLE Tech'), idCards(students.length));
  expect(status, JSON.stringify(body)).toBe(201);
  const id = String(body.id);
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, `GROUP-${id}`)).toBe(200);
  expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
  const { text } = await sentMail(`mail/${id}-payment-verified-1`);
  const second = students[1]?.name ?? '';
  const code = new RegExp(`${second}: ${SITE_URL}/pass/([A-Za-z0-9_-]{22})`).exec(text)?.[1];
  expect(code).toBeDefined();

  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await signInAtDesk(page, staff);
  const search = page.getByRole('search');
  await search.getByLabel('Name, registration ID or pass code').fill(`${SITE_URL}/pass/${code}`);
  await search.getByRole('button', { name: 'Search' }).click();
  const people = page.locator('.desk-registration__people .desk-person__name');
  await expect(people.filter({ visible: true })).toHaveText([second]);
  // The coordinator and the other students: everyone but the holder.
  const group = page.getByText(`Their group: ${students.length} more people`);
  await expect(group).toBeVisible();
  await expect(page.getByRole('button', { name: `Check in ${second}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Check in ${students[0]?.name}` })).toBeHidden();
  await group.click();
  await expect(people.filter({ visible: true })).toHaveText([
    second,
    'Asha Rao',
    ...students.filter((student) => student.name !== second).map((student) => student.name),
  ]);
  await expectNoAxeViolations(page, 'a student found by their pass, the group opened');
});

test('an administrator at the desk undoes a check-in made in error, after confirming; staff have no such button', async ({
  page,
}) => {
  const holder = await passHolder();
  const administrator = await createAdministrator();
  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await signInAtDesk(page, administrator);

  const search = page.getByRole('search');
  await search.getByLabel('Name, registration ID or pass code').fill(holder.name);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: holder.name }) });
  await expect(found).toContainText(holder.registrationId);
  await found.getByRole('button', { name: `Check in ${holder.name}` }).click();
  const green = await expectDeskAnswer(page, 'go', 'Checked in');
  await green.getByRole('button', { name: 'Next' }).click();
  await expect(found).toContainText('Checked in at 09:30');

  await found.getByRole('button', { name: `Undo check-in of ${holder.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Undo the check-in of ${holder.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes, undo check-in' })).toBeVisible();
  await expectNoAxeViolations(page, 'the undo dialog');
  await dialog.getByRole('button', { name: 'Yes, undo check-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was undone' })).toBeFocused();
  await expect(found).toContainText('Not checked in today');
  await expect(found.getByRole('button', { name: /Undo check-in/ })).toHaveCount(0);
});

test('check-in staff are sent from the rest of the console to the desk; administrators have the desk in their menu', async ({
  page,
}) => {
  await useCurrentAdminCsp(page);
  const staff = await createCheckInStaff();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await signIn(page, staff);
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff on /admin');
  await page.getByRole('link', { name: 'Open the check-in desk' }).click();
  await expect(page).toHaveURL(new RegExp(`${DESK}$`));
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  const administrator = await createAdministrator();
  await expect(page.getByRole('heading', { name: 'Check-in desk sign-in' })).toBeVisible();
  await signIn(page, administrator);
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  // The desk's full screen keeps an administrator's way back to the console.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Registrations' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Every page of the console's menu, the desk among them (which pages are whose: admin-nav.test.ts).
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link')).toHaveText(
    ADMIN_NAV.map((item) => item.label),
  );
  expect(ADMIN_NAV.map((item) => item.path)).toContain(DESK_PATH);
});

test('a signed-out visitor of the desk sees its sign-in and nothing else, hydrated without an error', async ({
  page,
}) => {
  await useCurrentAdminCsp(page);
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (readsRegistrationData(request.url())) apiCalls.push(request.url());
  });
  const cspViolations = await recordCspViolations(page);
  await page.goto(DESK);
  await expect(page.getByRole('heading', { name: 'Check-in desk sign-in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Check-in desk \| /);
  await expect(page.getByRole('button', { name: 'Start camera' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the desk’s sign-in');
  await expectNoHorizontalScroll(page, 'the desk’s sign-in');
  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);
  expect(apiCalls).toEqual([]);
});
