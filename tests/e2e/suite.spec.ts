import { expect, test } from './support/test';
import { CONFERENCE } from '../../functions/src/domain/conference';

test('the home page loads in Chromium and the API answers through Hosting', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: CONFERENCE.name })).toBeVisible();
  await expect(page).toHaveTitle(CONFERENCE.name);

  const health = await page.evaluate(async () => {
    const response = await fetch('/api/health');
    return { status: response.status, body: (await response.json()) as { success: boolean; projectId: string } };
  });
  expect(health.status).toBe(200);
  expect(health.body.success).toBe(true);
  expect(health.body.projectId).toMatch(/^demo-/);
  expect(errors).toEqual([]);
});
