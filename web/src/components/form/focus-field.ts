/**
 * Moves focus to a form control and scrolls its field (label included) to just below the page's
 * sticky header, which would otherwise cover a control the browser scrolls to the very top.
 *
 *   focusField(form.querySelector('[aria-invalid="true"]'));
 */

// Room between the header's bottom edge and the field's label.
const GAP_PX = 16;

/** The bottom edge of whatever header stays on screen while the page scrolls. */
function stickyHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = window.getComputedStyle(header);
    if (position === 'sticky' || position === 'fixed') {
      bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
    }
  }
  return bottom;
}

/** What is scrolled into sight with a control: its field, label included; a radio's whole question. */
function fieldOf(control: HTMLElement): HTMLElement {
  const radio = control instanceof HTMLInputElement && control.type === 'radio';
  return control.closest<HTMLElement>(radio ? 'fieldset' : '.field') ?? control;
}

export function focusField(control: HTMLElement | null | undefined): void {
  if (!control) return;
  control.focus({ preventScroll: true });
  const { top, bottom } = fieldOf(control).getBoundingClientRect();
  const clear = stickyHeaderBottom() + GAP_PX;
  // A field under the header comes down to just below it; one below the fold comes up just far
  // enough to be seen whole (so what is above it, like an error summary, stays in sight if it can).
  if (top < clear) window.scrollBy({ top: top - clear });
  else if (bottom > window.innerHeight)
    window.scrollBy({ top: Math.min(bottom - window.innerHeight + GAP_PX, top - clear) });
}
