// Checks the browser tests make of any page: axe-core finds no violation of WCAG 2.1 A/AA or of
// axe's best practices (heading order, landmarks; Lighthouse scores them too), and the page does
// not scroll sideways.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// A frame inside the page that runs no script (a PDF) is not waited on past this.
const FRAME_WAIT_MS = 5_000;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core in a frame, once per document: the check before it tells whether it is there already. */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe === "object"')) return;
  await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}

async function injectAxeInto(page: Page): Promise<void> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames().filter((candidate) => candidate !== page.mainFrame())) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, FRAME_WAIT_MS).unref());
    await Promise.race([injectAxe(frame).catch(() => undefined), timeout]);
  }
}

/**
 * `where`, when given, names the state of the page in the failure message.
 *
 * axe-core runs in the page itself: injected once into each frame's document, then `axe.run` in the
 * top document reaches the frames of its own origin (docs/decisions/0003-axe-in-the-page.md and
 * 0005-axe-injected-once.md). A frame of another origin (the sandboxed receipt preview, whose
 * content is the uploaded file) is not checked. Only violations come back: passes are not
 * serialised.
 */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  expect(await danglingReferences(page), `${where ? `${where}: ` : ''}references to no element`).toEqual([]);
  await injectAxeInto(page);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
       .then((results) => results.violations)`,
  )) as AxeViolation[];
  const prefix = where ? `${where}: ` : '';
  expect(
    violations.map(
      (violation) =>
        `${prefix}${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Each reference that names no element of the page: an `aria-describedby`, `aria-labelledby` or
 * `aria-errormessage` id, or a label's `for`. axe passes an `aria-describedby` whose ids are all
 * missing, and a field described by nothing says neither its hint nor its error to a screen reader.
 */
export async function danglingReferences(page: Page): Promise<string[]> {
  // A string, evaluated in the page: the tests are typed without the DOM library.
  return (await page.evaluate(`(() => {
    const missing = [];
    const describe = (element) =>
      element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (element.getAttribute('name') ? '[name=' + element.getAttribute('name') + ']' : '');
    for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-errormessage']) {
      for (const element of document.querySelectorAll('[' + attribute + ']')) {
        for (const id of element.getAttribute(attribute).split(/\\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(describe(element) + ' ' + attribute + ' names "' + id + '"');
        }
      }
    }
    for (const label of document.querySelectorAll('label[for]')) {
      if (!document.getElementById(label.htmlFor)) missing.push('label for "' + label.htmlFor + '"');
    }
    return missing;
  })()`)) as string[];
}

/** How far the page scrolls sideways (0 or less when it fits the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // A string, evaluated in the page: the tests are typed without the DOM library.
  return Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
}

export async function expectNoHorizontalScroll(page: Page, where?: string): Promise<void> {
  expect(
    await horizontalOverflow(page),
    where ? `${where} scrolls sideways` : 'the page scrolls sideways',
  ).toBeLessThanOrEqual(0);
}

/** A phone's viewport and a laptop's: the two widths each screen of a flow is checked at. */
export const PHONE = { width: 375, height: 812 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;
export const WIDTHS = [PHONE, LAPTOP] as const;

/** Resolves once the page has drawn what it was last asked to (a new size, media queries' listeners included). */
export const drawn = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/**
 * Checks the screen as it stands at a phone's width and at a laptop's: no sideways scroll at either,
 * `also` at each (a layout rule), and no axe violation at a phone's width. The page is then put back
 * at the size it had.
 *
 * axe runs at one width: most screens differ by width only in layout (grids, wrapping), which axe
 * does not judge; the header's two menus are checked open in accessibility.spec.ts. Where a screen
 * shows other elements at a laptop's width (hidden or clipped on a phone), the caller gives the
 * reason in `axeAtLaptop`, and axe runs there too.
 *
 * A flow whose steps do not depend on the width runs once, at a phone's width (the tests without a
 * viewport of their own run at 1280 px), and each of its screens is checked here: a second run of
 * the flow would cost its page loads again and check nothing more (docs/development.md, "Where the
 * run's time goes").
 */
export async function expectFitsEachWidth(
  page: Page,
  where: string,
  also?: (width: number) => Promise<unknown>,
  { axeAtLaptop }: { axeAtLaptop?: string } = {},
): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await drawn(page);
    const at = `${where} at ${viewport.width} px`;
    await expectNoHorizontalScroll(page, at);
    if (viewport === PHONE || axeAtLaptop) await expectNoAxeViolations(page, at);
    await also?.(viewport.width);
  }
  if (size) {
    await page.setViewportSize(size);
    await drawn(page);
  }
}
