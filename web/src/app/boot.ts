import { afterFirstPaint } from '../lib/after-first-paint';
import { STARTED_ATTRIBUTE } from '../lib/started';

/**
 * When an application's page starts its application, as the prerender marks it on the root element
 * (`data-starts`; information pages run no application: enhance/site.ts):
 * - `at-once`: pages the application draws (the wizard, which first asks the server's date; the
 *   e-mail verification; the administration behind its sign-in). Their chunks are preloaded from
 *   the head and the application starts as soon as this script runs.
 * - `after-paint`: a page whose HTML is its first view (the status checker's lookup form): the
 *   application starts once that has painted, so nothing but the HTML and the stylesheet is on
 *   the first paint's path (docs/decisions/0011-the-status-checker-starts-after-paint.md).
 */
export type Starts = 'at-once' | 'after-paint';

/**
 * Fetches the chunks the page's application needs (`data-chunks`, written by the prerender) in
 * parallel, instead of each import waiting for the one before it.
 */
function fetchTogether(chunks: string | undefined): void {
  for (const href of chunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** A text field and what the visitor had typed in it when hydration began. */
type Entered = { field: HTMLInputElement | HTMLTextAreaElement; value: string };

/**
 * What the visitor typed in the page's text fields before hydration: React sets each field to its
 * state (the HTML's value) as it hydrates, so it is read just before. Text fields only: no page has
 * a box, a list or a file field in its HTML (the wizard's steps render after the start).
 */
function enteredFields(root: HTMLElement): Entered[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !/^(checkbox|radio|file|hidden|submit|button|reset|image)$/.test(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/**
 * Gives each text field back what the visitor typed, as React hears typing: the value set past
 * React's own record of it (which holds its state's), then an input event, so React sees the change.
 */
function handOverFields(entered: readonly Entered[]): void {
  for (const { field, value } of entered) {
    if (!field.isConnected || field.value === value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Starts the page's application when its root says (`data-starts`), or at once when the visitor
 * presses, clicks or taps before then. Until React has hydrated the page it is what its HTML is:
 * links navigate, CSS opens the header's dropdowns, and a form sends itself as a plain `GET`
 * (the status checker's lookup reloads at `?id=`, which it looks up as it starts). What was typed
 * in a field is given back to React once it has hydrated, which would otherwise empty the field.
 */
export function boot(root: HTMLElement, load: (root: HTMLElement, onHydrating: () => void) => Promise<void>): void {
  let started = false;
  let entered: Entered[] = [];
  const EARLY = ['pointerdown', 'keydown'] as const;
  const stopWaiting = () => {
    EARLY.forEach((type) => document.removeEventListener(type, start, true));
    entered = enteredFields(root);
  };

  function start(): void {
    if (started) return;
    started = true;
    fetchTogether(root.dataset['chunks']);
    load(root, stopWaiting)
      .then(() => {
        handOverFields(entered);
        // Once React has rendered the page: the CSS that stood in for it stops.
        document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
      })
      .catch((error: unknown) => {
        // The page stays what it was prerendered as: its links and its form still work.
        console.error('The page could not start its application.', error);
      });
  }

  EARLY.forEach((type) => document.addEventListener(type, start, { capture: true }));
  if (root.dataset['starts'] === 'after-paint') afterFirstPaint(start);
  else start();
}
