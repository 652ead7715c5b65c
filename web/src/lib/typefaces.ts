// The site's typefaces (app/fonts.css) from a visitor's second page on. A first page paints in the
// system's fonts and requests none before its largest paint; once that paint is final, this
// fetches the faces into the browser's cache and says so in localStorage, and the next page's
// head (an inline script in index.html, allowed by its hash in firebase.json's CSP) sets the class
// that uses them before anything is drawn, so text is never drawn twice (docs/decisions/0016).
import { afterLoad, afterNextFrame } from './after-first-paint';

/**
 * Calls `then` once the page has loaded and painted all it holds: a request made before that paint
 * would be on its path (a fast connection loads a page before it paints it). The first largest
 * paint is not enough: a busy browser paints a page in parts, the hero's heading in one frame and
 * its larger mark in the next, so that paint can still grow. Everything the page holds at its
 * `load` is drawn in the next frame, and shown by the one after: `then` runs after that. Where the
 * browser reports no largest paint, once the page has loaded. Here, not beside afterFirstPaint:
 * that module is in the information pages' first script, and every byte there is on the way to
 * their largest paint (docs/decisions/0016).
 */
function afterLargestPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterLoad(then);
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    afterLoad(() => afterNextFrame(() => afterNextFrame(then)));
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The flag in localStorage, and the class on <html> that turns the typefaces on (global.css). */
const FLAG = 'typefaces';

/** What each face is asked for: the headings' one weight and the text's, Latin (a space is in its range). */
const FACES = ['600 1em "Source Serif 4"', '400 1em "Source Sans 3"'];

/** The first thing a visitor does on a page: the browser's largest paint is final from then on. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

function afterFirstInteraction(then: () => void): void {
  const once = () => {
    for (const type of INTERACTIONS) removeEventListener(type, once, true);
    then();
  };
  for (const type of INTERACTIONS) addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Fetches the typefaces into the browser's cache for the next page, if this page does not use
 * them already. The flag is set only when every face arrived; a browser without storage keeps the
 * system's fonts.
 */
function fetchTypefaces(): void {
  Promise.all(FACES.map((face) => document.fonts.load(face)))
    .then((loaded) => {
      if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(FLAG, '1');
    })
    .catch(() => undefined);
}

/** The page uses the typefaces already, or the browser cannot load a face on request. */
const nothingToKeep = () => document.documentElement.classList.contains(FLAG) || !('fonts' in document);

/** An information page's: its largest paint is its HTML, so once it has loaded and painted. */
export function keepTypefacesAfterPaint(): void {
  if (!nothingToKeep()) afterLargestPaint(fetchTypefaces);
}

/**
 * An application's page's: its largest paint is what the application draws when its data
 * arrives, so at the visitor's first tap, key or scroll, after which the browser reports none.
 */
export function keepTypefacesAfterInteraction(): void {
  if (!nothingToKeep()) afterFirstInteraction(fetchTypefaces);
}
