// The browser tests' `test`: Playwright's, with one addition for a test that runs out of time.
//
// A click waits for its element to stay still for two animation frames. Once, in a full run, the
// wizard's first Next waited the whole minute with the button on screen and nothing moving in the
// snapshot: either the page drew no frame (so no animation frame came) or something moved the button
// at every frame. The snapshot cannot tell these apart; the page, asked at once, can. So a test that
// times out reports what its page was doing: how many animation frames it drew in a second, whether
// it was visible and had painted, and where the focus was.
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** How long the page may take to answer before it counts as not answering (its main thread busy). */
const ANSWER_WITHIN_MS = 5_000;

export interface FrameReport {
  path: string;
  /** Animation frames drawn in one second: about 60 on a page that renders, 0 on one that does not. */
  framesInOneSecond: number;
  visibility: 'visible' | 'hidden';
  readyState: 'loading' | 'interactive' | 'complete';
  paints: string[];
  focus: string;
  scrollY: number;
}

// Counts the animation frames of one second, then says what else the page shows. A string, not a
// function: these tests compile without the DOM library.
const IN_PAGE_REPORT = `new Promise((resolve) => {
  let frames = 0;
  let counting = true;
  const tick = () => {
    if (!counting) return;
    frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  setTimeout(() => {
    counting = false;
    const focused = document.activeElement;
    resolve({
      path: location.pathname,
      framesInOneSecond: frames,
      visibility: document.visibilityState,
      readyState: document.readyState,
      paints: performance.getEntriesByType('paint').map((entry) => entry.name),
      focus: focused ? focused.tagName.toLowerCase() + (focused.id ? '#' + focused.id : '') : 'none',
      scrollY: Math.round(scrollY),
    });
  }, 1000);
})`;

/** What the page is doing now, or why it cannot say. */
export async function frameReport(page: Page, answerWithinMs = ANSWER_WITHIN_MS): Promise<FrameReport | string> {
  if (page.isClosed()) return 'the page was closed';
  const sample = page.evaluate<FrameReport>(IN_PAGE_REPORT);
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${answerWithinMs} ms: its main thread is busy`), answerWithinMs);
  });
  try {
    return await Promise.race([sample, silent]);
  } catch (error) {
    return `could not be asked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a timeout whose page drew no frame, what else can be learnt: the requests it still waited
 * on, whether a new page of the same browser draws (one renderer stuck, or the compositor of all),
 * and whether forcing a frame (a screenshot) brings its frames back.
 */
export async function stalledPageReport(page: Page, inFlight: ReadonlySet<string>): Promise<Record<string, unknown>> {
  const other = await page.context().newPage();
  await other.setContent('<p>Another page</p>');
  const anotherPage = await frameReport(other);
  await other.close();
  let screenshot: string;
  try {
    await page.screenshot({ timeout: 5_000 });
    screenshot = 'taken';
  } catch (error) {
    screenshot = `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  return {
    requestsInFlight: [...inFlight],
    anotherPageOfTheBrowser: anotherPage,
    screenshot,
    afterTheScreenshot: await frameReport(page),
  };
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const inFlight = new Set<string>();
    const settled = (request: { method(): string; url(): string }) =>
      inFlight.delete(`${request.method()} ${request.url()}`);
    page.on('request', (request) => inFlight.add(`${request.method()} ${request.url()}`));
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await use(page);
    if (testInfo.status !== 'timedOut') return;
    const report = await frameReport(page);
    const stalled = typeof report !== 'string' && report.framesInOneSecond === 0 && !page.isClosed();
    await testInfo.attach('the page after the timeout', {
      body: JSON.stringify(stalled ? { ...report, ...(await stalledPageReport(page, inFlight)) } : report, null, 2),
      contentType: 'text/plain',
    });
  },
});
