import { afterFirstPaint, afterNextFrame, isPrerendering } from '../lib/after-first-paint';
import { STARTED_ATTRIBUTE } from '../lib/started';

/**
 * When an application's page starts its application, as the prerender marks it on the root element
 * (`data-starts`; information pages run no application: enhance/site.ts):
 * - `at-once`: pages the application draws (the wizard, which first asks the server's date; the
 *   e-mail verification; the administration behind its sign-in). Their chunks are preloaded from
 *   the head and the application starts as soon as this script runs and the browser has drawn
 *   one frame, without waiting for a paint (decision 18).
 * - `after-paint`: a page whose HTML is its first view (the status checker's lookup form): the
 *   application starts once that has painted, so nothing but the HTML and the stylesheet is on
 *   the first paint's path.
 * Either starts at once while the page is prerendered (see boot).
 */
export type Starts = 'at-once' | 'after-paint';

// Pressing it before the application runs is replayed once it does (buttons do nothing before).
const REPLAYED_KEYS = new Set(['Escape']);
const MAX_REPLAYED = 8;

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

/**
 * Resolves once what was dispatched before has been rendered: React renders an update from an
 * event in a task of its own (or a microtask), and each step of the hand-over must see the last
 * one's result, as a visitor's next action would.
 */
const rendered = () => new Promise<void>((resolve) => afterNextFrame(resolve));

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
 * Hands the page over to the application as the visitor left it: what they entered in its fields,
 * what has focus and what the pointer is over are told to React (whose handlers missed them),
 * then the clicks, submissions and Escape presses made while it loaded are replayed in order,
 * each after the last has rendered, so none is lost.
 */
async function handOver(entered: readonly Entered[], replays: readonly (() => void)[]): Promise<void> {
  handOverFields(entered);
  await rendered();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  const hovered = [...document.querySelectorAll(':hover')].at(-1);
  hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
  await rendered();
  for (const replay of replays) {
    replay();
    await rendered();
  }
}

/**
 * Starts the page's application when its root says (`data-starts`), and until then keeps the page
 * usable: links navigate as plain links; CSS opens the header's dropdowns; a click on a button, a
 * form's submission (held, not sent as a page load) or an Escape press starts the application at
 * once and is replayed when it has hydrated. Links are fetched ahead once it runs (app/start.tsx).
 */
export function boot(root: HTMLElement, load: (root: HTMLElement, onHydrating: () => void) => Promise<void>): void {
  let starting: Promise<void> | undefined;
  // Clicks and key presses before hydration begins, to replay; from then on React has them.
  const replays: (() => void)[] = [];

  const remember = (replay: () => void) => {
    if (replays.length < MAX_REPLAYED) replays.push(replay);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button is kept by its form's submit event instead (below).
    const submits = button?.type === 'submit' && button.form !== null;
    if (button && !button.disabled && !submits) remember(() => button.isConnected && button.click());
    start();
  };
  // Before hydration a form would submit itself to the server as a page load, losing the page:
  // the submission is held and made again, with the same button, once React handles it.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const { submitter } = event;
    remember(() => {
      if (!form.isConnected) return;
      if (submitter instanceof HTMLButtonElement && submitter.form === form) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
    start();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const { target } = event;
    if (REPLAYED_KEYS.has(event.key) && target instanceof Element) {
      remember(() =>
        target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true })),
      );
    }
    start();
  };
  const WAITING: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['pointerdown', () => start()],
  ];

  let entered: Entered[] = [];
  const stopWaiting = () => {
    WAITING.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
    entered = enteredFields(root);
  };

  function start(): void {
    if (!starting) fetchTogether(root.dataset['chunks']);
    starting ??= load(root, stopWaiting)
      .then(async () => {
        await handOver(entered, replays);
        replays.length = 0;
        // Once React has rendered what the hand-over told it: the CSS that stood in for it stops.
        document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
      })
      .catch((error: unknown) => {
        // The page stays what it was prerendered as: its links still work.
        console.error('The page could not start its application.', error);
      });
  }

  const starts = root.dataset['starts'] as Starts | undefined;
  WAITING.forEach(([type, listener]) => document.addEventListener(type, listener, { capture: true }));
  // A page Chromium prerenders (an information page's link was hovered) draws no frame and no paint
  // until it is shown, and nothing waits on it meanwhile: it starts at once, so the click shows it
  // started (docs/decisions/0021-the-application-is-prerendered-on-hover.md).
  if (isPrerendering()) start();
  else if (starts === 'after-paint') afterFirstPaint(start);
  else afterNextFrame(start);
}
