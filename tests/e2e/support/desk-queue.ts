// A volunteer working through the desk's queue, one person at a time, counting what each person
// costs them: taps (clicks, and keys other than the typed characters: Enter, select-all), swipes
// (a target below the fold has to be scrolled to first), characters typed, and the seconds from
// "ready for this person" to "ready for the next". The volunteer does only what the desk needs,
// found from the page itself, so the same steps measure any version of the desk: the browser test
// asserts the taps (deterministic), `npm run bench:desk` prints the seconds (never asserted).
import type { Locator, Page } from '@playwright/test';
import encodeQR from 'qr';

export interface PersonCost {
  taps: number;
  swipes: number;
  typed: number;
  seconds: number;
}

// Long enough for the slowest answer of the local suite on a busy 2-core machine.
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * A camera the test holds passes up to: `getUserMedia` answers with a canvas's stream, on which
 * `showPass` draws a QR code (black modules on white, as a pass on a phone's screen). Chromium's
 * own fake camera plays one file in a loop; a queue needs a different pass for each person.
 */
export async function useHeldUpCamera(page: Page): Promise<void> {
  // A string, run in the page: the tests are typed without the DOM library.
  await page.addInitScript(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    let modules = null;
    const draw = () => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (!modules) return;
      const scale = Math.floor((canvas.height * 0.8) / modules.length);
      const left = Math.floor((canvas.width - modules.length * scale) / 2);
      const top = Math.floor((canvas.height - modules.length * scale) / 2);
      context.fillStyle = '#000000';
      modules.forEach((row, y) =>
        row.forEach((dark, x) => dark && context.fillRect(left + x * scale, top + y * scale, scale, scale)),
      );
    };
    // Painted ten times a second, so the stream keeps sending frames as a camera does.
    setInterval(draw, 100);
    draw();
    if (navigator.mediaDevices) {
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        configurable: true,
        value: () => Promise.resolve(canvas.captureStream(10)),
      });
    }
    window.heldUpPass = (next) => {
      modules = next;
      draw();
    };
  })();`);
}

/** Holds a pass whose QR code says `text` up to the camera (null: nothing in view). */
export async function showPass(page: Page, text: string | null): Promise<void> {
  const modules = text === null ? null : encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  await page.evaluate(`window.heldUpPass(${JSON.stringify(modules)})`);
}

/** The desk's answer about `name` (green "Checked in"), wherever the desk shows it. */
function answerAbout(page: Page, name: string): Locator {
  // Case-sensitive, and not amber's "Checked in at 09:30 by …".
  return page
    .getByRole('status')
    .filter({ hasText: /Checked in(?! at)/ })
    .filter({ hasText: name });
}

/** Counts what the volunteer does. */
class Volunteer {
  cost = { taps: 0, swipes: 0, typed: 0 };

  constructor(private readonly page: Page) {}

  /** A tap; a swipe first when the target is outside the screen. */
  async tap(target: Locator): Promise<void> {
    await target.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    const box = await target.boundingBox();
    const screen = this.page.viewportSize();
    if (box && screen && (box.y < 0 || box.y + box.height > screen.height)) this.cost.swipes += 1;
    await target.click();
    this.cost.taps += 1;
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.cost.taps += 1;
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.cost.typed += text.length;
  }

  /** Closes a modal answer when the desk needs a tap for the next person. */
  async dismissAnswer(): Promise<void> {
    const next = this.page.getByRole('dialog').getByRole('button', { name: 'Next' });
    if (await next.isVisible()) {
      await this.tap(next);
      await this.page.getByRole('dialog').waitFor({ state: 'hidden', timeout: ANSWER_TIMEOUT_MS });
    }
  }
}

async function measured(page: Page, steps: (volunteer: Volunteer) => Promise<void>): Promise<PersonCost> {
  const volunteer = new Volunteer(page);
  const started = performance.now();
  await steps(volunteer);
  return { ...volunteer.cost, seconds: (performance.now() - started) / 1000 };
}

/**
 * One person by camera, from the desk being ready for them (its camera on) to it being ready for
 * the next: the pass is held up, the desk answers green with the name, and the volunteer taps
 * only what the desk needs before it scans again.
 */
export function checkInByCamera(page: Page, person: { name: string; passUrl: string }): Promise<PersonCost> {
  return measured(page, async (volunteer) => {
    await showPass(page, person.passUrl);
    await answerAbout(page, person.name).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    await volunteer.dismissAnswer();
  });
}

/**
 * One person by name: to the search box (a tap unless the desk put the cursor there), clearing the
 * last name (select-all, unless the desk selected it), the name typed, Enter, "Check in" on the
 * result, then whatever the desk needs before the next person.
 */
export function checkInByName(page: Page, person: { name: string }): Promise<PersonCost> {
  return measured(page, async (volunteer) => {
    const field = page.getByRole('search').getByRole('searchbox');
    const { focused, replaced } = (await page.evaluate(`(() => {
      const input = document.querySelector('[role=search] input[type=search]');
      const all = input.value === '' || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
      return { focused: input === document.activeElement, replaced: all };
    })()`)) as { focused: boolean; replaced: boolean };
    if (!focused) await volunteer.tap(field);
    if (!replaced) await volunteer.press('ControlOrMeta+A');
    await volunteer.type(person.name);
    await volunteer.press('Enter');
    const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) });
    await volunteer.tap(found.getByRole('button', { name: `Check in ${person.name}` }));
    await answerAbout(page, person.name).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    await volunteer.dismissAnswer();
  });
}
