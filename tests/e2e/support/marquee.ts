import type { Page } from '@playwright/test';

/** How far (px) the areas marquee's track is moved now. A string, not a function: these tests compile without the DOM library. */
export const trackOffset = (page: Page) =>
  page.evaluate<number>(
    "new DOMMatrixReadOnly(getComputedStyle(document.querySelector('.marquee__track')).transform).m41",
  );
