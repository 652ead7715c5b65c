// The report a timed-out test leaves (support/test.ts) tells a page that draws from one that does not.
import { expect, frameReport, stalledPageReport, test } from './support/test';

test('a page that renders reports the frames it drew in a second, visible and painted', async ({ page }) => {
  await page.setContent('<main><button>Next</button></main>');
  await page.getByRole('button', { name: 'Next' }).focus();
  const report = await frameReport(page);
  expect(report).toMatchObject({ visibility: 'visible', readyState: 'complete', focus: 'button' });
  if (typeof report === 'string') return;
  expect(report.framesInOneSecond).toBeGreaterThan(10);
});

test('a page whose main thread is busy is reported as not answering, without waiting on it', async ({ page }) => {
  await page.setContent('<p>Busy</p>');
  // Busy from the next task for 1.5 s, longer than the report waits.
  await page.evaluate(() => {
    setTimeout(() => {
      const end = performance.now() + 1_500;
      while (performance.now() < end);
    });
  });
  expect(await frameReport(page, 500)).toBe('no answer within 500 ms: its main thread is busy');
});

test('what a stalled page adds: the requests in flight, a new page drawing, and the page after a forced frame', async ({
  page,
}) => {
  await page.setContent('<p>Waiting</p>');
  const report = await stalledPageReport(page, new Set(['GET https://example.org/slow']));
  expect(report).toMatchObject({
    requestsInFlight: ['GET https://example.org/slow'],
    screenshot: 'taken',
    afterTheScreenshot: { visibility: 'visible' },
  });
  expect(report['anotherPageOfTheBrowser']).toMatchObject({ visibility: 'visible', readyState: 'complete' });
  expect(page.context().pages()).toEqual([page]);
});
