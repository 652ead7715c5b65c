// A PDF shown inside the page (the program schedule, features/program): phones' browsers show no
// PDF inside a page, so the HTML holds a line pointing to the buttons, and from 768 px the viewer
// takes its place, inside a box that already has its final size (no layout shift).
import { onMedia } from './clock-state';

const WIDE = '(min-width: 768px)';

function enhanceOne(frame: HTMLElement): void {
  const fallback = frame.querySelector('.pdf-frame__fallback');
  const viewer = document.createElement('iframe');
  viewer.className = 'pdf-viewer';
  viewer.src = frame.dataset['pdf'] ?? '';
  viewer.title = frame.dataset['pdfTitle'] ?? '';
  onMedia(WIDE, (wide) => {
    if (wide && fallback?.isConnected) fallback.replaceWith(viewer);
    else if (!wide && viewer.isConnected && fallback) viewer.replaceWith(fallback);
  });
}

export function enhancePdfFrames(): void {
  document.querySelectorAll<HTMLElement>('.pdf-frame[data-pdf]').forEach(enhanceOne);
}
