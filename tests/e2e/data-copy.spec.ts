// The registration's documents and a copy of one's data: the ID alone shows the status; the
// status page mails a link to the registration's address, which opens the documents and the copy,
// and a group's passes, the coordinator's and each student's.
import { expect, test } from './support/test';
import { DATA_LINK_HOURS } from '../../functions/src/domain/limits';
import { idTokenFor } from '../support/auth';
import { sentMail } from '../support/inbox';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import {
  groupRegistration,
  groupStudents,
  heldLinkKey,
  idCards,
  paidRegistration,
  participant,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { expectNoAxeViolations } from './support/page-checks';

test('by its ID the Summary offers no document; it mails the link that opens them, and the copy of the data', async ({
  page,
}) => {
  const adminToken = await idTokenFor({ admin: true });
  const id = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'COPY' },
  );
  await page.goto(`/registration/status?id=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open my entry pass' })).toHaveCount(0);
  const data = page.getByRole('region', { name: 'Your documents and data' });
  await expect(data.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');

  await data.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(data.getByRole('alert')).toContainText(`works for ${DATA_LINK_HOURS} hours`);
  await expectNoAxeViolations(page);

  // The link as it reached the inbox: the page opens with the documents, and the key leaves the address bar.
  const { text } = await sentMail(`mail/${id}-data-access-1`);
  const link = new URL(/https?:\/\/\S+\/registration\/status\?id=\S+#key=[\w-]{43}/.exec(text)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open my entry pass' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/registration/status\\?id=${id}$`));
  const copy = page.getByRole('region', { name: 'Your documents and data' }).getByRole('link', {
    name: 'Download a copy of all your data',
  });
  const [download] = await Promise.all([page.waitForEvent('download'), copy.click()]);
  expect(download.suggestedFilename()).toBe(`${id}-my-data.json`);
  await expectNoAxeViolations(page);
});

test("a group's coordinator opens each student's pass from the keyed Summary: the one the verification mailed", async ({
  page,
}) => {
  const students = groupStudents(Array.from({ length: MIN_GROUP_STUDENTS }, () => undefined)).map((student, index) => ({
    ...student,
    name: `Pupil Passname ${index + 1}`,
  }));
  const id = await paidRegistration(groupRegistration(students, 'KLE Tech'), {
    adminToken: await idTokenFor({ admin: true }),
    referencePrefix: 'GPASS',
    files: idCards(students.length),
  });
  await page.goto(`/registration/status?id=${id}#key=${await heldLinkKey(id)}`);
  const pass = page.getByRole('region', { name: 'Your entry pass' });
  await expect(pass.getByRole('link', { name: 'Open my entry pass' })).toBeVisible();
  const links = pass.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(students.map((student) => `${student.name}’s entry pass`));

  // The second student's link is the pass the verification's mail gave for them, and it opens it.
  const { text } = await sentMail(`mail/${id}-payment-verified-1`);
  const second = students[1]?.name ?? '';
  const mailed = new RegExp(`${second}: \\S+(/pass/[A-Za-z0-9_-]{22})`).exec(text)?.[1];
  await expect(links.nth(1)).toHaveAttribute('href', mailed ?? 'no pass mailed');
  await expectNoAxeViolations(page);
  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${mailed}$`));
  await expect(page.getByRole('main')).toContainText(second);
});
