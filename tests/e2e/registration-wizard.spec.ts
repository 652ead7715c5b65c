import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  EMAIL_INVALID,
  EMAIL_MISMATCH,
  FIELD_REQUIRED,
  IEEE_INACTIVE,
  IEEE_INACTIVE_NEXT_STEP,
  IEEE_NUMBER_FORMAT,
  IEEE_NUMBER_REQUIRED,
  IEEE_UNAVAILABLE,
  IEEE_UNAVAILABLE_NEXT_STEP,
  INSTITUTE_REQUIRED,
  MOBILE_INVALID,
  REGISTRATION_CLOSED,
  MOBILE_INVALID_INDIA,
  ONLY_PDF,
  NAME_NO_LINKS,
  PAPER_ID_FORMAT,
  PAPER_IDS_REQUIRED,
  paperIdRepeated,
  PAPERS_MIN,
  PARTICIPANT_REQUIRED,
  SERVER_ERROR,
  STUDENTS_MIN,
  TIER_REQUIRED,
  VALIDATING,
  studentIeeeDuplicate,
  studentIeeeInactive,
  studentIeeeUnavailable,
  studentIeeeNotValidated,
  studentIeeeRequired,
  studentIncomplete,
  submitFailed,
} from '../../functions/src/domain/messages';
import { computeTotal, formatInr, unitPrice } from '../../functions/src/domain/pricing';
import { TIERS, getTier, isAuthorTier, isGroupTier, type IndividualTier } from '../../functions/src/domain/tiers';
import { DRAFT_KEPT_MS } from '../../functions/src/domain/limits';
import { MOMENTS, asOf, suiteNow } from '../support/clock';
import { participant, submitRegistration } from '../support/registration';
import {
  chooseTier,
  expectClearOfHeader,
  fillParticipant,
  IEEE_ACTIVE,
  IEEE_INACTIVE_NUMBER,
  IEEE_SERVICE_DOWN_NUMBER,
  fillFiveStudents,
  next,
  openAtTier,
  openWizard,
  pdf,
  png,
  stepHeading,
  storedRegistration,
  studentGroup,
  submit,
  text,
  textbox,
  uniqueEmail,
  expectIeeeNumberMessage,
} from './support/registration-wizard';
import {
  PHONE,
  WIDTHS,
  expectFitsEachWidth,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
} from './support/page-checks';
import { escapeRegExp } from './support/text';
import { phoneScreenshot } from './support/phone-pictures';

// Each test is its own registrant (own browser context and e-mail), so they run side by side.
test.describe.configure({ mode: 'parallel' });

/**
 * A message shown in a role="alert" region with exactly the spec's text: a field's own message,
 * or the message of the step's error summary (which goes on to name the fields).
 */
async function expectAlert(page: Page, message: string): Promise<void> {
  const exactly = new RegExp(`^${escapeRegExp(message)}$`);
  const alerts = page.locator('[role="alert"], [role="alert"] > .alert-region__message');
  await expect(alerts.filter({ hasText: exactly }).first()).toBeVisible();
}

/**
 * The individual tiers' branches: the wizard asks for an IEEE number by member type and for papers
 * of an author, and kinds otherwise differ only in label and price (priced by the domain's unit
 * tests; the hub's fee table is checked by routes.spec.ts). One tier per branch, the first of
 * each in the edition's order; the group tier has its own test below.
 */
const INDIVIDUAL_TIERS = TIERS.filter((tier): tier is IndividualTier => !isGroupTier(tier));
const BRANCH_TIERS = INDIVIDUAL_TIERS.filter(
  (tier, index) =>
    INDIVIDUAL_TIERS.findIndex(
      (other) => other.memberType === tier.memberType && isAuthorTier(other) === isAuthorTier(tier),
    ) === index,
);

test('the registrations below take one tier per branch: IEEE or not, with papers or not', () => {
  const branches = new Set(BRANCH_TIERS.map((tier) => `${tier.memberType} ${isAuthorTier(tier)}`));
  expect(branches.size).toBe(BRANCH_TIERS.length);
  expect(branches.size).toBe(4);
});

// One complete registration per branch; the two IEEE ones send their certificates in the two
// formats taken (PDF, picture). The branch through every step (IEEE, with papers) runs on a phone
// and checks each screen as it goes: the other branches' screens are the same steps with fewer of them.
const IEEE_BRANCH_TIERS = BRANCH_TIERS.filter((tier) => tier.memberType === 'IEEE');
const EVERY_STEP_TIER = BRANCH_TIERS.find((tier) => tier.memberType === 'IEEE' && isAuthorTier(tier));
BRANCH_TIERS.forEach((tier, position) => {
  const checkEachScreen = tier === EVERY_STEP_TIER;
  const title = checkEachScreen
    ? `registers as ${tier.id} on a phone, each step passing axe and fitting, and the stored record matches; the confirmation says what happens next`
    : `registers as ${tier.id} and the stored record matches`;
  test(title, async ({ page }) => {
    const email = uniqueEmail();
    const ieee = tier.memberType === 'IEEE';
    const certificate = IEEE_BRANCH_TIERS.indexOf(tier) % 2 ? png('card.png') : pdf('certificate.pdf');
    const papers = isAuthorTier(tier) ? 2 : undefined;
    const screen = async (where: string) => {
      if (!checkEachScreen) return;
      await expectNoAxeViolations(page, where);
      await expectNoHorizontalScroll(page, where);
    };
    if (checkEachScreen) await page.setViewportSize(PHONE);
    await openAtTier(page, tier.label, email);
    await screen('tier step');
    if (ieee) {
      await next(page, 'IEEE Membership Verification');
      await screen('IEEE step');
      // Typed with spaces around it: the number is trimmed before it is checked and sent.
      await textbox(page, 'IEEE Member Number').fill(`  ${IEEE_ACTIVE(position + 1)} `);
      await page.getByLabel('IEEE membership certificate (optional)').setInputFiles(certificate);
    }
    if (papers) {
      await next(page, 'Papers');
      await screen('papers step');
      await page.getByRole('spinbutton', { name: 'Number of papers' }).fill(String(papers));
      await textbox(page, 'Paper ID 1').fill('ICEI-101');
      await textbox(page, 'Paper ID 2').fill('ICEI-102');
    }
    await next(page, 'Summary');
    await screen('summary step');
    // The summary opens at its top.
    await expect(page.evaluate<number>('window.scrollY')).resolves.toBe(0);

    // Priced as of the suite's present, which the site learns from the server.
    const now = await suiteNow();
    const expected = computeTotal({ registrationTier: tier.id, numPapers: papers }, now).total;
    await expect(page.getByTestId('summary-total')).toHaveText(formatInr(expected));
    await expect(page.getByText('inclusive of GST').first()).toBeVisible();
    if (papers) {
      const unit = formatInr(unitPrice(tier.id, now));
      await expect(page.getByRole('row', { name: 'Paper registration' })).toContainText(`${papers} × ${unit}`);
    }

    const id = await submit(page);
    const record = await storedRegistration(id);
    expect(record.registrationTier).toBe(tier.id);
    expect(record.totalAmount).toBe(expected);
    expect(record.email).toBe(email);
    if (ieee) {
      expect(record.ieeeNumber).toBe(IEEE_ACTIVE(position + 1));
      expect(record.ieeeCert?.size).toBeGreaterThan(0);
      expect(record.ieeeCert?.contentType).toBe(certificate.mimeType);
    } else {
      expect(record.ieeeNumber).toBeUndefined();
      expect(record.ieeeCert).toBeUndefined();
    }
    if (papers) expect(record.paperIds).toEqual(['ICEI-101', 'ICEI-102']);

    // What happens next (the confirmation's own checks, axe and widths included, are 'the confirmation' below).
    const confirmation = page.locator('.confirmation');
    await expect(confirmation).toContainText(`Your registration ID is ${id}`);
    await expect(confirmation).toContainText('Your registration is complete only after payment.');
    await expect(confirmation).toContainText(`We have sent a mail to ${email}`);
    await expect(confirmation).toContainText('Press the verify link in that mail');
    await expect(confirmation).toContainText('Not your address, or mistyped? Write to the registration team');
    if (checkEachScreen) {
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/registration$/);
    }
  });
});

test('group registration: five students with validated, invalid and duplicate IEEE numbers, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAtTier(page, getTier('group-student').label);
  await next(page, 'Group Details');
  const student = (n: number) => page.getByRole('group', { name: `Student ${n}`, exact: true });

  // The institute starts as the participant's organisation; cleared, it is asked for.
  await textbox(page, 'Institute name').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, INSTITUTE_REQUIRED);
  await textbox(page, 'Institute name').fill('IIT Dharwad');

  // The count cannot go below five: the input says so, and a typed 4 is refused on Next.
  await expect(page.getByRole('spinbutton', { name: 'Number of students' })).toHaveAttribute('min', '5');
  await page.getByRole('spinbutton', { name: 'Number of students' }).fill('4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, STUDENTS_MIN);
  await page.getByRole('spinbutton', { name: 'Number of students' }).fill('5');
  await expect(page.getByRole('group', { name: /^Student \d$/ })).toHaveCount(5);

  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIncomplete(1));

  for (let n = 1; n <= 5; n++) {
    await textbox(student(n), 'Name').fill(`Student Name ${n}`);
    await textbox(student(n), 'Institute ID number').fill(`ID-${n}`);
    if (n === 2) {
      // A file that is neither a PDF nor a picture: the spec's message, once, also after Next.
      await student(n).getByLabel('ID card (PDF)').setInputFiles(text('card.txt'));
      await expectAlert(page, ONLY_PDF);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(ONLY_PDF, { exact: true })).toHaveCount(1);
    }
    if (n === 4) {
      // Named and typed as a PDF but not one: refused beside the card, not by the server at Submit.
      await student(n)
        .getByLabel('ID card (PDF)')
        .setInputFiles({ name: 'card-4.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
      await expect(student(n).getByText(ONLY_PDF, { exact: true })).toBeVisible();
    }
    if (n === 3) {
      // A phone's screenshot of the card is made a PDF named after it, and said so.
      await student(n)
        .getByLabel('ID card (PDF)')
        .setInputFiles({ name: 'card-3.png', mimeType: 'image/png', buffer: await phoneScreenshot() });
      await expect(student(n).getByRole('status')).toContainText('“card-3.pdf”');
      await expect(student(n).getByText('Selected: card-3.pdf')).toBeVisible();
      continue;
    }
    await student(n)
      .getByLabel('ID card (PDF)')
      .setInputFiles(pdf(`card-${n}.pdf`));
  }
  await expect(page.getByRole('alert').filter({ hasText: ONLY_PDF })).toHaveCount(0);

  const claimIeee = async (n: number, number: string) => {
    await student(n)
      .getByRole('checkbox', { name: `Student ${n} is an IEEE member` })
      .check();
    await textbox(student(n), `IEEE Member Number of Student ${n}`).fill(number);
  };
  const validate = (n: number) => student(n).getByRole('button', { name: 'Validate' }).click();

  // Student 5 claims membership without a number.
  await student(5).getByRole('checkbox', { name: 'Student 5 is an IEEE member' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIeeeRequired(5));
  await validate(5);
  await expectAlert(page, studentIeeeRequired(5));
  await student(5).getByRole('checkbox', { name: 'Student 5 is an IEEE member' }).uncheck();

  await claimIeee(1, IEEE_ACTIVE(41));
  await validate(1);
  await expect(student(1).getByText('IEEE membership validated: the IEEE member price applies.')).toBeVisible();
  await claimIeee(2, IEEE_ACTIVE(42));
  await validate(2);
  await expect(student(2).getByText('IEEE membership validated: the IEEE member price applies.')).toBeVisible();

  // Student 3 repeats student 1's number: Next says so, rather than ask to validate it.
  await claimIeee(3, IEEE_ACTIVE(41));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIeeeDuplicate(3));
  await expect(page.getByText(studentIeeeNotValidated(3))).toHaveCount(0);
  // Validate finds it is student 1's, before asking IEEE; Next says the same.
  await validate(3);
  await expectAlert(page, studentIeeeDuplicate(3));
  await expect(student(3).getByText('IEEE membership validated: the IEEE member price applies.')).toHaveCount(0);
  await expect(page.getByText(studentIeeeNotValidated(3))).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIeeeDuplicate(3));
  await expect(stepHeading(page)).toHaveText('Group Details');
  await expectNoAxeViolations(page, 'group step with a message');
  await textbox(student(3), 'IEEE Member Number of Student 3').fill(IEEE_ACTIVE(43));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIeeeNotValidated(3));
  await validate(3);
  await expect(student(3).getByText('IEEE membership validated: the IEEE member price applies.')).toBeVisible();
  // Validated since Next asked for it, the number is no longer said to need it.
  await expect(page.getByText(studentIeeeNotValidated(3))).toHaveCount(0);
  await expect(textbox(student(3), 'IEEE Member Number of Student 3')).not.toHaveAttribute('aria-invalid', 'true');

  // Student 4's number is not an active membership: it cannot be validated, so it must go.
  await claimIeee(4, IEEE_INACTIVE_NUMBER);
  await validate(4);
  await expectAlert(page, studentIeeeInactive(4));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, studentIeeeInactive(4));
  await student(4).getByRole('checkbox', { name: 'Student 4 is an IEEE member' }).uncheck();

  await expectNoHorizontalScroll(page);
  await next(page, 'Summary');
  const expected = computeTotal(
    {
      registrationTier: 'group-student',
      students: [true, true, true, false, false].map((v) => ({ ieeeValidated: v })),
    },
    await suiteNow(),
  ).total;
  await expect(page.getByTestId('summary-total')).toHaveText(formatInr(expected));
  await expect(page.getByRole('row', { name: /Student 1 \(IEEE member\)/ })).toContainText(formatInr(2125));
  await expect(page.getByRole('row', { name: /Student 4 \(non-IEEE\)/ })).toContainText(formatInr(3060));
  await expectNoHorizontalScroll(page);
  // The students' table shows every column on the phone, the IEEE number that prices each among them.
  const students = page.getByRole('table', { name: 'Students' });
  const table = await students.boundingBox();
  const box = await page.locator('.table-scroll', { has: students }).boundingBox();
  expect(table && box && table.width <= box.width, "the students' table is no wider than its box").toBe(true);
  // Each student a block of labelled lines there: no IEEE number broken mid-number to fit a column.
  await expect(students.locator('td', { hasText: IEEE_ACTIVE(41) })).toBeVisible();
  // A string, not a function: these tests compile without the DOM library.
  const lines: number = await page.evaluate(`(() => {
    const cell = [...document.querySelectorAll('.summary-students td')].find((td) => td.textContent === '${IEEE_ACTIVE(41)}');
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getClientRects().length;
  })()`);
  expect(lines, 'the IEEE number is on one line').toBe(1);

  const id = await submit(page);
  const record = await storedRegistration(id);
  expect(record.registrationTier).toBe('group-student');
  expect(record.totalAmount).toBe(expected);
  expect(record.instituteName).toBe('IIT Dharwad');
  expect(record.students?.map((s) => s.ieeeNumber)).toEqual([
    IEEE_ACTIVE(41),
    IEEE_ACTIVE(42),
    IEEE_ACTIVE(43),
    undefined,
    undefined,
  ]);
  for (const [index, stored] of (record.students ?? []).entries()) {
    expect(stored.name).toBe(`Student Name ${index + 1}`);
    expect(stored.idCard.size).toBeGreaterThan(0);
    // The screenshot arrived as a PDF (the server takes nothing else for an ID card).
    expect(stored.idCard).toMatchObject({ fileName: `card-${index + 1}.pdf`, contentType: 'application/pdf' });
  }
  expect(record.students).toHaveLength(5);
});

test('every participant, tier, IEEE and papers message appears on the attempt that earns it', async ({ page }) => {
  await openWizard(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, PARTICIPANT_REQUIRED);
  await expect(stepHeading(page)).toHaveText('Participant Details');

  const email = await fillParticipant(page);
  await textbox(page, 'Re-enter email').fill(`other-${email}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, EMAIL_MISMATCH);
  await expect(textbox(page, 'Re-enter email')).toBeFocused();
  await textbox(page, 'Re-enter email').fill(email);
  await textbox(page, 'Mobile').fill('98765');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, MOBILE_INVALID_INDIA);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('USA');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, MOBILE_INVALID);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('India');
  await textbox(page, 'Mobile').fill('+91 98765 43210');
  for (const field of ['Email', 'Re-enter email']) await textbox(page, field).fill('asha.rao-at-example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, EMAIL_INVALID);
  for (const field of ['Email', 'Re-enter email']) await textbox(page, field).fill(email);

  await next(page, 'Registration Tier');
  await expect(stepHeading(page)).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, TIER_REQUIRED);
  // From Next, below nine tiers, back to the question: its message in sight, focus on the first tier.
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expectClearOfHeader(page, page.getByRole('alert').filter({ hasText: TIER_REQUIRED }));
  // Nine tiers, each with its member type and today's price (the suite's today).
  await expect(page.getByRole('radio')).toHaveCount(9);
  const now = await suiteNow();
  for (const tier of TIERS) {
    const option = page.locator('label.tier-option', { has: page.locator(`input[value="${tier.id}"]`) });
    await expect(option).toContainText(tier.description);
    await expect(option).toContainText(`Member type: ${tier.memberType}`);
    const price = isGroupTier(tier) ? tier.groupPerStudent.ieee : unitPrice(tier.id, now);
    await expect(option).toContainText(formatInr(price));
  }

  await chooseTier(page, getTier('author-presenter-ieee').label);
  await next(page, 'IEEE Membership Verification');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, IEEE_NUMBER_REQUIRED);
  await textbox(page, 'IEEE Member Number').fill(` ${IEEE_INACTIVE_NUMBER} `);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectIeeeNumberMessage(page, IEEE_INACTIVE, IEEE_INACTIVE_NEXT_STEP);
  // A number that cannot be a membership's is not one: the spec's message, and why.
  await textbox(page, 'IEEE Member Number').fill('ABC 123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectIeeeNumberMessage(page, IEEE_INACTIVE, IEEE_NUMBER_FORMAT);
  await textbox(page, 'IEEE Member Number').fill(IEEE_SERVICE_DOWN_NUMBER);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectIeeeNumberMessage(page, IEEE_UNAVAILABLE, IEEE_UNAVAILABLE_NEXT_STEP);
  await expect(stepHeading(page)).toHaveText('IEEE Membership Verification');
  await page.getByLabel('IEEE membership certificate (optional)').setInputFiles(text('card.txt'));
  await expect(page.getByRole('alert').filter({ hasText: 'PDF, PNG or JPEG' })).toBeVisible();

  // Next reads "Validating..." while IEEE is asked: the answer is held back until that is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ieee-verification/ieee-status', async (route) => {
    await held;
    await route.continue();
  });
  await textbox(page, 'IEEE Member Number').fill(IEEE_ACTIVE(60));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: VALIDATING })).toBeDisabled();
  // Pressed, the busy button keeps the keyboard's focus (a `disabled` one would drop it to the page).
  await expect(page.getByRole('button', { name: VALIDATING })).toBeFocused();
  release();
  await expect(stepHeading(page)).toHaveText('Papers');
  await page.unroute('**/api/ieee-verification/ieee-status');

  const count = page.getByRole('spinbutton', { name: 'Number of papers' });
  await expect(count).toHaveAttribute('min', '1');
  await count.fill('0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, PAPERS_MIN);
  await count.fill('2');
  await expect(page.getByRole('textbox', { name: /^Paper ID \d$/ })).toHaveCount(2);
  // A paper ID is the ID alone: it is printed on the certificate.
  await textbox(page, 'Paper ID 1').fill('ICEI-7 and received the Best Paper Award.');
  await textbox(page, 'Paper ID 2').fill('ICEI-8');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, PAPER_ID_FORMAT);
  await expect(textbox(page, 'Paper ID 1')).toBeFocused();
  await textbox(page, 'Paper ID 1').fill('ICEI-7');
  await textbox(page, 'Paper ID 2').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, PAPER_IDS_REQUIRED);
  await expect(textbox(page, 'Paper ID 2')).toBeFocused();
  // One paper twice would be charged twice: refused at the repeat, whatever its case or spaces.
  await textbox(page, 'Paper ID 2').fill(' icei-7 ');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAlert(page, paperIdRepeated(2, 1));
  await expect(textbox(page, 'Paper ID 2')).toBeFocused();
  await textbox(page, 'Paper ID 2').fill('ICEI-8');
  await next(page, 'Summary');
});

test('changing the tier applies the three reset rules', async ({ page }) => {
  await openAtTier(page, getTier('author-presenter-ieee').label);
  await next(page, 'IEEE Membership Verification');
  await textbox(page, 'IEEE Member Number').fill(IEEE_ACTIVE(70));
  await page.getByLabel('IEEE membership certificate (optional)').setInputFiles(pdf('cert.pdf'));
  await next(page, 'Papers');
  await page.getByRole('spinbutton', { name: 'Number of papers' }).fill('2');
  await textbox(page, 'Paper ID 1').fill('ICEI-1');
  await textbox(page, 'Paper ID 2').fill('ICEI-2');

  // To a non-IEEE, non-author tier: IEEE number, certificate and papers are cleared.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Registration Tier');
  await chooseTier(page, getTier('academia-non-ieee').label);
  await expect(page.getByRole('navigation', { name: 'Registration steps' }).getByRole('listitem')).toHaveCount(3);
  await chooseTier(page, getTier('author-presenter-ieee').label);
  await next(page, 'IEEE Membership Verification');
  await expect(textbox(page, 'IEEE Member Number')).toHaveValue('');
  await expect(page.getByText('Selected: cert.pdf')).toHaveCount(0);
  await textbox(page, 'IEEE Member Number').fill(IEEE_ACTIVE(70));
  await next(page, 'Papers');
  await expect(page.getByRole('spinbutton', { name: 'Number of papers' })).toHaveValue('1');
  await expect(textbox(page, 'Paper ID 1')).toHaveValue('');

  // To the group tier and away again: the group's details are cleared too.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await chooseTier(page, getTier('group-student').label);
  await next(page, 'Group Details');
  await textbox(page, 'Institute name').fill('Some Institute');
  await page.getByRole('spinbutton', { name: 'Number of students' }).fill('6');
  await page.getByRole('button', { name: 'Back' }).click();
  await chooseTier(page, getTier('student-non-ieee').label);
  await chooseTier(page, getTier('group-student').label);
  await next(page, 'Group Details');
  // What was typed is gone; the institute starts again from the participant's organisation.
  await expect(textbox(page, 'Institute name')).toHaveValue('IIT Dharwad');
  await expect(page.getByRole('spinbutton', { name: 'Number of students' })).toHaveValue('5');
});

test('what was typed survives a reload, files excepted, and the page says so', async ({ page }) => {
  await openWizard(page);
  await expect(page.getByText('chosen files are not kept and must be chosen again after a reload')).toBeVisible();
  const email = await fillParticipant(page);
  await next(page, 'Registration Tier');
  await chooseTier(page, getTier('student-ieee').label);
  await next(page, 'IEEE Membership Verification');
  await textbox(page, 'IEEE Member Number').fill('12345');
  await page.getByLabel('IEEE membership certificate (optional)').setInputFiles(pdf('mine.pdf'));
  await expect(page.getByText('Selected: mine.pdf')).toBeVisible();

  await page.reload();
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('IEEE Membership Verification');
  await expect(textbox(page, 'IEEE Member Number')).toHaveValue('12345');
  await expect(page.getByText('Selected: mine.pdf')).toHaveCount(0);
  // The step the form comes back on says so, not only the first.
  await expect(page.getByText('Chosen files are not kept after a reload: choose them again')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: getTier('student-ieee').label })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(textbox(page, 'First name')).toHaveValue('Asha');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
});

/** The wizard's drafts this browser holds (draft-storage.ts names them per edition). */
const storedDrafts = (page: Page) =>
  // A string, evaluated in the page: the tests are typed without the DOM library.
  page.evaluate<number>(`Object.keys(localStorage).filter((key) => key.includes('registration-draft')).length`);

test('what was typed is kept in the browser while the form is opened within DRAFT_KEPT_DAYS, then removed; and once registration has closed', async ({
  page,
}) => {
  const at = async (instant: Date) => page.context().setExtraHTTPHeaders(asOf(instant));
  const typedAt = MOMENTS.openingDay;
  await at(typedAt);
  await openWizard(page);
  await fillParticipant(page);
  await next(page, 'Registration Tier');
  expect(await storedDrafts(page)).toBe(1);

  // Opened again just within the period: the form is as it was left, and the period starts again.
  const reopenedAt = new Date(typedAt.getTime() + DRAFT_KEPT_MS - 60_000);
  await at(reopenedAt);
  await openWizard(page);
  await expect(stepHeading(page)).toHaveText('Registration Tier');
  // Opened just after the period since then: a new form, and nothing left in the browser.
  await at(new Date(reopenedAt.getTime() + DRAFT_KEPT_MS + 60_000));
  await openWizard(page);
  await expect(stepHeading(page)).toHaveText('Participant Details');
  await expect(textbox(page, 'First name')).toHaveValue('');
  expect(await storedDrafts(page)).toBe(0);

  // Typed again, then registration closes: the wizard says so and the draft goes.
  await fillParticipant(page);
  await next(page, 'Registration Tier');
  expect(await storedDrafts(page)).toBe(1);
  await at(MOMENTS.afterClosing);
  await page.goto('/registration/details');
  await expect(page.getByRole('heading', { level: 2, name: REGISTRATION_CLOSED })).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toBe(0);
});

test('Start over asks first, then clears the form here and in the browser', async ({ page }) => {
  await openWizard(page);
  await fillParticipant(page);
  await next(page, 'Registration Tier');

  await page.getByRole('button', { name: 'Start over' }).click();
  const question = page.getByRole('group', { name: /Clear everything typed/ });
  await expect(question.getByText(/Clear everything typed/)).toBeFocused();
  await question.getByRole('button', { name: 'Keep what I typed' }).click();
  await expect(stepHeading(page)).toHaveText('Registration Tier');
  // Kept, by the button or by Escape: the focus is back on Start over.
  const startOver = page.getByRole('button', { name: 'Start over' });
  await expect(startOver).toBeFocused();
  await startOver.press('Enter');
  await expect(question.getByText(/Clear everything typed/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(startOver).toBeFocused();

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(stepHeading(page)).toHaveText('Participant Details');
  await expect(stepHeading(page)).toBeFocused();
  await expect(textbox(page, 'First name')).toHaveValue('');
  await page.reload();
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Participant Details');
  await expect(textbox(page, 'Email')).toHaveValue('');
});

test('a failed submit shows the upload progress, then the fixed failure messages; an existing address leads to the status page', async ({
  page,
}) => {
  const email = uniqueEmail();
  const earlier = await submitRegistration({
    ...participant(email),
    registrationTier: 'industry-non-ieee',
    totalAmount: 0,
  });
  expect(earlier.status).toBe(201);

  await openAtTier(page, getTier('industry-non-ieee').label, email);
  await next(page, 'Summary');

  // The network fails: the request is held (progress bar showing) and then dropped.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/registrations', async (route) => {
    await held;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Uploading your registration: \d+%/)).toBeVisible();
  release();
  await expectAlert(page, SERVER_ERROR);
  await page.unroute('**/api/registrations');

  // The address is already registered: on to the status page, which gives the server's reason.
  await page.getByRole('button', { name: 'Submit' }).click();
  const reason = 'A registration with this e-mail address already exists. Please check its status instead.';
  await expect(page).toHaveURL(/\/registration\/status$/);
  const notice = page.getByRole('alert').filter({ hasText: submitFailed(reason) });
  await expect(notice).toBeVisible();
  // Where the ID is, for someone who registered that address before: it begins as the earlier one does.
  const prefix = String(earlier.body.id).split('-')[0];
  await expect(notice).toContainText(
    `Your registration ID is in the subject of each e-mail we sent to that address (it starts with ${prefix}-).`,
  );
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'status page after an address already registered');
  // A registrant who used the wrong address goes back to the form, as it was typed.
  await page.getByRole('link', { name: 'Return to your form' }).click();
  await expect(stepHeading(page)).toHaveText('Summary');
  await expect(page.getByText(email).first()).toBeVisible();
  // The message was said once: coming back to the status page does not repeat it.
  await page.goBack();
  await expect(page).toHaveURL(/\/registration\/status$/);
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).toBeVisible();
  await expect(page.getByText(submitFailed(reason))).toHaveCount(0);
});

// All of a step's mistakes at once, and the group step's institute and folding, each on a phone
// and a desktop: where focus lands below the sticky header, and what folds, depend on the width.
// axe runs at each width here: the step progress shows its labels only from 48rem, and the group
// step's fold buttons only on a phone.
for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Next shows every problem of the participant step at once, each at its field', async ({ page }) => {
      await openWizard(page);
      await fillParticipant(page);
      await textbox(page, 'First name').fill('');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('UK');
      await textbox(page, 'Mobile').fill('98765 43210');
      await textbox(page, 'Re-enter email').fill('someone-else@example.org');
      await page.getByRole('button', { name: 'Next' }).click();

      // Above the fields: the spec's message, then the fields in error, in the order of the form.
      const summary = page.locator('.error-summary');
      await expect(summary.locator('.alert-region__message')).toHaveText(PARTICIPANT_REQUIRED);
      await expect(summary.getByRole('link')).toHaveText(['First name', 'Mobile', 'Re-enter email']);
      // Beside each field its own message, tied to it; no other field is flagged.
      const problems: [string, string][] = [
        ['First name', FIELD_REQUIRED],
        ['Mobile', MOBILE_INVALID],
        ['Re-enter email', EMAIL_MISMATCH],
      ];
      for (const [label, message] of problems) {
        await expect(textbox(page, label)).toHaveAttribute('aria-invalid', 'true');
        await expect(textbox(page, label)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      }
      await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(3);
      // The summary is the one announcement; the fields' messages are read with each field.
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(stepHeading(page)).toHaveText('Participant Details');

      // Focus is on the first field in error, in sight below the sticky header.
      await expect(textbox(page, 'First name')).toBeFocused();
      await expectClearOfHeader(page, textbox(page, 'First name'));
      await expectNoAxeViolations(page, 'participant step with three problems');
      await expectNoHorizontalScroll(page, 'participant step with three problems');

      // Each name in the summary takes the registrant to its field.
      await summary.getByRole('link', { name: 'Re-enter email' }).click();
      await expect(textbox(page, 'Re-enter email')).toBeFocused();
      await expectClearOfHeader(page, textbox(page, 'Re-enter email'));

      // A name is a name alone: no web or e-mail address, which a mail would carry to a stranger.
      await textbox(page, 'First name').fill('Claim your refund at refunds.example.com');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(textbox(page, 'First name')).toHaveAccessibleDescription(new RegExp(escapeRegExp(NAME_NO_LINKS)));

      // Fixed one by one, the summary follows; all fixed, Next goes on.
      await textbox(page, 'First name').fill('Asha');
      await textbox(page, 'Re-enter email').fill(await textbox(page, 'Email').inputValue());
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(summary).toBeHidden();
      await expectAlert(page, MOBILE_INVALID);
      await expect(textbox(page, 'Mobile')).toBeFocused();
      await expectClearOfHeader(page, textbox(page, 'Mobile'));
      await textbox(page, 'Mobile').fill('+44 20 7946 0958');
      await next(page, 'Registration Tier');
    });

    test('the group step starts from the organisation; on a phone finished students fold to one line', async ({
      page,
    }) => {
      const phone = viewport.width <= 480;
      await openAtTier(page, getTier('group-student').label);
      await next(page, 'Group Details');
      await expect(textbox(page, 'Institute name')).toHaveValue('IIT Dharwad');

      const student = (n: number) => page.getByRole('group', { name: `Student ${n}`, exact: true });
      await textbox(student(1), 'Name').fill('Student Name 1');
      await textbox(student(1), 'Institute ID number').fill('ID-1');
      await student(1).getByLabel('ID card (PDF)').setInputFiles(pdf('card-1.pdf'));
      await textbox(student(2), 'Name').fill('Student Name 2');

      const hide = student(1).getByRole('button', { name: 'Hide Student 1 details' });
      if (phone) {
        // Only a finished student can be folded.
        await expect(hide).toHaveAttribute('aria-expanded', 'true');
        await expect(student(2).getByRole('button', { name: /Student 2 details/ })).toHaveCount(0);
        await hide.click();
        const show = student(1).getByRole('button', { name: 'Show Student 1 details' });
        await expect(show).toHaveAttribute('aria-expanded', 'false');
        await expect(show).toBeFocused();
        await expect(student(1)).toContainText('Student Name 1 · ID-1 · card-1.pdf · not an IEEE member');
        await expect(textbox(student(1), 'Name')).toBeHidden();
        await expectNoAxeViolations(page, 'group step with a folded student');
        await expectNoHorizontalScroll(page, 'group step with a folded student');
        await show.click();
        await expect(hide).toHaveAttribute('aria-expanded', 'true');
        await expect(textbox(student(1), 'Name')).toHaveValue('Student Name 1');
        await hide.click();
      } else {
        // Wider screens have room for every student: nothing to fold.
        await expect(hide).toBeHidden();
        await expect(textbox(student(1), 'Name')).toBeVisible();
      }

      // Next names every unfinished student's field at once and goes to the first.
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.locator('.error-summary');
      await expect(summary.locator('.alert-region__message')).toHaveText(studentIncomplete(2));
      // Each unfinished field of each student, in form order (student 2 has a name already).
      const unfinished = [3, 4, 5].flatMap((n) =>
        ['Name', 'Institute ID number', 'ID card (PDF)'].map((f) => `Student ${n}: ${f}`),
      );
      await expect(summary.getByRole('link')).toHaveText([
        'Student 2: Institute ID number',
        'Student 2: ID card (PDF)',
        ...unfinished,
      ]);
      await expect(textbox(student(4), 'Name')).toHaveAccessibleDescription(studentIncomplete(4));
      await expect(textbox(student(2), 'Institute ID number')).toBeFocused();
      await expectClearOfHeader(page, textbox(student(2), 'Institute ID number'));
      await expectNoAxeViolations(page, 'group step with four unfinished students');
      await expectNoHorizontalScroll(page, 'group step with four unfinished students');
    });
  });
}

// The confirmation of a registration from India, run on a phone, checked at both widths.
test.describe('the confirmation', () => {
  test.use({ viewport: PHONE });

  test('from India the mobile may be typed without +91, which is stored with it; the confirmation is a success', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWizard(page);
    const email = await fillParticipant(page);
    await textbox(page, 'Mobile').fill('098765 43210');
    await expect(page.getByText('From India, the 10-digit number alone will do.')).toBeVisible();
    await next(page, 'Registration Tier');
    await chooseTier(page, getTier('industry-non-ieee').label);
    await next(page, 'Summary');
    await expect(page.locator('.summary-list__row', { hasText: 'Mobile' })).toContainText('+919876543210');

    const id = await submit(page);
    expect((await storedRegistration(id)).mobile).toBe('+919876543210');

    // A success by its words and icon, not by colour alone, in a status region.
    const success = page.getByRole('status').filter({ hasText: 'Registration submitted' });
    await expect(success).toBeVisible();
    await expect(success.locator('svg.confirmation__icon')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeFocused();
    // The ID, one tap from the clipboard.
    const confirmation = page.locator('.confirmation');
    await expect(confirmation).toContainText(`Your registration ID is ${id}`);
    await page.getByRole('button', { name: 'Copy registration ID' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(id);
    // The address the mail went to, as typed.
    await expect(confirmation).toContainText(`We have sent a mail to ${email}.`);
    await expectFitsEachWidth(page, 'confirmation');

    // The status page, with this registration looked up.
    await page.getByRole('link', { name: 'Check your registration status' }).click();
    await expect(page).toHaveURL(`/registration/status?id=${id}`);
    await expect(page.getByText(`Registration ${id}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Email Verification' })).toBeVisible();
  });
});

// A way forward from an IEEE number that is not an active membership, run on a phone, each
// screen checked at a phone's width and a laptop's (expectFitsEachWidth).
test.describe('way forward from an inactive IEEE number', () => {
  test.use({ viewport: PHONE });

  test('the IEEE step offers the non-IEEE tier of the same kind, keeps what was typed and goes on', async ({
    page,
  }) => {
    const nonIeee = getTier('author-presenter-non-ieee');
    const price = unitPrice('author-presenter-non-ieee', await suiteNow());
    await openAtTier(page, getTier('author-presenter-ieee').label);
    await next(page, 'IEEE Membership Verification');
    await textbox(page, 'IEEE Member Number').fill(IEEE_INACTIVE_NUMBER);
    await page.getByLabel('IEEE membership certificate (optional)').setInputFiles(png('card.png'));
    await page.getByRole('button', { name: 'Next' }).click();

    // The spec's message, then what to do, and a button to the non-IEEE rate with its price.
    await expectIeeeNumberMessage(page, IEEE_INACTIVE, IEEE_INACTIVE_NEXT_STEP);
    const switchTier = page.getByRole('button', { name: `Switch to ${nonIeee.label}` });
    await expect(switchTier).toHaveAccessibleDescription(`Non-IEEE rate today: ${formatInr(price)} per paper.`);
    await expectFitsEachWidth(page, 'IEEE step with an inactive membership', undefined, {
      axeAtLaptop:
        'from 48rem the step progress shows its labels (clipped on a phone), here in the colours of steps done, current and to come',
    });

    // The tier changes and the wizard moves past it, to the heading of the step after the tier.
    await switchTier.click();
    await expect(stepHeading(page)).toHaveText('Papers');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Registration steps' })).not.toContainText('IEEE');
    await textbox(page, 'Paper ID 1').fill('ICEI-501');
    await next(page, 'Summary');

    // Everything typed is kept, the IEEE number and certificate are gone, and the price is the one offered.
    await expect(page.locator('.summary-list__row', { hasText: 'Name' }).first()).toContainText('Dr Asha Rao');
    await expect(page.locator('.summary-list__row', { hasText: 'Tier' })).toContainText(nonIeee.label);
    await expect(page.locator('.summary-list__row', { hasText: 'Paper IDs' })).toContainText('ICEI-501');
    await expect(page.locator('.summary-list__row', { hasText: 'IEEE Member Number' })).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText(formatInr(price));

    // Back on the tier step, the new tier is the one chosen.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page)).toHaveText('Registration Tier');
    await expect(page.getByRole('radio', { name: nonIeee.label })).toBeChecked();
  });

  test('the group step says a failed Validate found no active membership, also after Next, or could not reach IEEE', async ({
    page,
  }) => {
    await openAtTier(page, getTier('group-student').label);
    await next(page, 'Group Details');
    const student = (n: number) => studentGroup(page, n);
    await fillFiveStudents(page, (n) => `Student Name ${n}`);
    await student(2).getByRole('checkbox', { name: 'Student 2 is an IEEE member' }).check();
    const number = textbox(student(2), 'IEEE Member Number of Student 2');
    await number.fill(IEEE_INACTIVE_NUMBER);
    await student(2).getByRole('button', { name: 'Validate' }).click();
    await expectAlert(page, studentIeeeInactive(2));
    await expect(number).toHaveAccessibleDescription(studentIeeeInactive(2));
    await expectFitsEachWidth(page, 'group step after a failed Validate');

    // Next keeps saying what is wrong, not "Please validate".
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, studentIeeeInactive(2));
    await expect(number).toBeFocused();
    await expect(page.getByText(studentIeeeNotValidated(2))).toHaveCount(0);

    // IEEE's service down: the spec's message, and the two ways on.
    await number.fill(IEEE_SERVICE_DOWN_NUMBER);
    await student(2).getByRole('button', { name: 'Validate' }).click();
    await expectAlert(page, studentIeeeUnavailable(2));
    await expect(number).toHaveAccessibleDescription(studentIeeeUnavailable(2));

    // A number typed but never validated still gets the spec's message.
    await number.fill(IEEE_ACTIVE(77));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, studentIeeeNotValidated(2));

    // Unticked, the student is registered at the non-IEEE rate.
    await student(2).getByRole('checkbox', { name: 'Student 2 is an IEEE member' }).uncheck();
    await next(page, 'Summary');
    await expect(page.getByTestId('summary-total')).toHaveText(
      formatInr(
        computeTotal(
          {
            registrationTier: 'group-student',
            students: Array.from({ length: 5 }, () => ({ ieeeValidated: false })),
          },
          await suiteNow(),
        ).total,
      ),
    );
  });
});
