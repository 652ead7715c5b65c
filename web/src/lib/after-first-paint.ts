// When a page's script may do its work without delaying what the visitor first sees.

/** Calls `then` once the page has loaded (its `load` event), at once if it has. */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/**
 * Calls `then` once the page's first contentful paint is on screen (a page opened in a background
 * tab paints when it is shown). Where the browser reports no paints, once the page has loaded.
 */
export function afterFirstPaint(then: () => void): void {
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    afterLoad(then);
  }
}

/**
 * Calls `then` in a task after the browser's next frame, so what the page was asked to draw before
 * is rendered first. Frames stop in a hidden tab, so there it waits until the tab is shown.
 */
export function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
