// The home page's gallery (features/home/memories-gallery.tsx): steps every `data-interval` ms,
// the current image and two each side placed by CSS from each item's `data-offset`. WCAG 2.2.2:
// Pause stops it; with reduced motion it stands still, without Pause, and its buttons still step.
import { onMedia } from './clock-state';

/** Position relative to the current image, -2 … +3 for six images; CSS places -2 … +2 and hides the rest. */
export function offsetFrom(current: number, index: number, count: number): number {
  return ((index - current + count + 2) % count) - 2;
}

function enhanceOne(gallery: HTMLElement): void {
  const items = [...gallery.querySelectorAll<HTMLElement>('.gallery__item')];
  const pause = gallery.querySelector<HTMLButtonElement>('[data-gallery="pause"]');
  const interval = Number(gallery.dataset['interval']);
  const count = items.length;
  let current = 0;
  let paused = false;
  let reducedMotion = false;
  let timer: number | undefined;

  const show = (index: number) => {
    current = (index + count) % count;
    gallery.dataset['current'] = String(current);
    items.forEach((item, position) => (item.dataset['offset'] = String(offsetFrom(current, position, count))));
  };
  const schedule = () => {
    window.clearInterval(timer);
    timer = !reducedMotion && !paused && count > 0 ? window.setInterval(() => show(current + 1), interval) : undefined;
  };
  gallery.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-gallery]') : null;
    if (action?.dataset['gallery'] === 'previous') show(current - 1);
    else if (action?.dataset['gallery'] === 'next') show(current + 1);
    else if (action === pause && pause) {
      paused = !paused;
      pause.setAttribute('aria-pressed', String(paused));
      schedule();
    }
  });
  onMedia('(prefers-reduced-motion: reduce)', (matches) => {
    reducedMotion = matches;
    if (pause) pause.hidden = matches;
    schedule();
  });
}

export function enhanceGallery(): void {
  document.querySelectorAll<HTMLElement>('.gallery[data-interval]').forEach(enhanceOne);
}
