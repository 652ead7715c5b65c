// The header's menus, as behaviour added to the header's markup (components/layout), which React
// draws at build time only, on every page (enhance/frame.ts). Listeners are on the document.
//
// Desktop: a pill follows the hovered or focused item and rests on the active section; a group's
// dropdown opens on hover and focus, toggles on click, closes on Escape (focus back on its label,
// without reopening it) and when focus or the pointer leaves it.
// Phone: the Menu button toggles the panel; one group is expanded at a time; Escape or a press
// outside closes everything (Escape returns focus to Menu); following a link closes the panel.

import { afterNextFrame } from '../lib/after-first-paint';

const DESKTOP = '.desktop-nav';
const MOBILE = '.mobile-nav';

/** Moves the pill under the element of `path` (or hides it); styles go through the CSSOM, which the CSP allows. */
function placePill(nav: Element, path: string | null): void {
  const track = nav.querySelector<HTMLElement>('.desktop-nav__track');
  const pill = nav.querySelector<HTMLElement>('.nav-pill');
  if (!track || !pill) return;
  const target = path ? track.querySelector<HTMLElement>(`[data-nav-path="${CSS.escape(path)}"]`) : null;
  if (!target) {
    pill.classList.remove('is-visible');
    return;
  }
  // From the track's corner: where the menu wraps onto a second row (a narrow window, or wider
  // letters before the web font arrives), the pill moves down to the item's row.
  const from = track.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  pill.style.width = `${target.offsetWidth}px`;
  pill.style.transform = `translate(${box.left - from.left}px, ${box.top - from.top}px)`;
  pill.classList.add('is-visible');
}

const activePath = (nav: Element) =>
  nav.querySelector<HTMLElement>('.desktop-nav__list > li > .nav-item.is-active')?.dataset['navPath'] ?? null;

/** The item (link or group label) of the desktop menu that `node` is in, with its list entry. */
function itemOf(node: EventTarget | null): { nav: Element; entry: HTMLLIElement; path: string } | null {
  const entry = node instanceof Element ? node.closest<HTMLLIElement>(`${DESKTOP} .desktop-nav__list > li`) : null;
  const nav = entry?.closest(DESKTOP);
  const path = entry?.querySelector<HTMLElement>(':scope > [data-nav-path]')?.dataset['navPath'];
  return entry && nav && path ? { nav, entry, path } : null;
}

function setGroupOpen(entry: Element, open: boolean): void {
  const button = entry.querySelector(':scope > button[aria-controls]');
  const menu = entry.querySelector<HTMLElement>(':scope > .dropdown');
  if (!button || !menu) return;
  button.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
}

function closeGroups(nav: Element, except?: Element): void {
  for (const entry of nav.querySelectorAll('.desktop-nav__group')) if (entry !== except) setGroupOpen(entry, false);
}

function enhanceDesktopNav(): void {
  // Focus returned to a label after Escape must not reopen its dropdown.
  let quietFocus = false;
  const place = () => document.querySelectorAll(DESKTOP).forEach((nav) => placePill(nav, activePath(nav)));

  document.addEventListener('pointerover', (event) => {
    const item = itemOf(event.target);
    if (!item || item.entry.contains(event.relatedTarget as Node | null)) return;
    placePill(item.nav, item.path);
    if (item.entry.classList.contains('desktop-nav__group')) {
      closeGroups(item.nav, item.entry);
      setGroupOpen(item.entry, true);
    }
  });
  document.addEventListener('pointerout', (event) => {
    const item = itemOf(event.target);
    const to = event.relatedTarget as Node | null;
    if (!item || item.entry.contains(to)) return;
    if (item.entry.classList.contains('desktop-nav__group')) setGroupOpen(item.entry, false);
    // Leaving the track: the pill returns to the active section.
    const track = item.nav.querySelector('.desktop-nav__track');
    if (!track?.contains(to)) placePill(item.nav, activePath(item.nav));
  });
  document.addEventListener('focusin', (event) => {
    const item = itemOf(event.target);
    if (!item) return;
    const label = item.entry.querySelector(':scope > [data-nav-path]');
    if (event.target !== label) return;
    placePill(item.nav, item.path);
    if (item.entry.classList.contains('desktop-nav__group') && !quietFocus) setGroupOpen(item.entry, true);
  });
  document.addEventListener('focusout', (event) => {
    const item = itemOf(event.target);
    if (!item) return;
    const to = event.relatedTarget as Node | null;
    if (item.entry.contains(to)) return;
    if (item.entry.classList.contains('desktop-nav__group')) setGroupOpen(item.entry, false);
    placePill(item.nav, itemOf(to)?.path ?? activePath(item.nav));
  });
  document.addEventListener('click', (event) => {
    const item = itemOf(event.target);
    if (!item || !(event.target instanceof Element)) return;
    const label = event.target.closest('button[aria-controls]');
    if (label && label.parentElement === item.entry) {
      setGroupOpen(item.entry, label.getAttribute('aria-expanded') !== 'true');
    } else if (event.target.closest('.dropdown a')) {
      setGroupOpen(item.entry, false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const item = itemOf(event.target);
    const label = item?.entry.querySelector<HTMLElement>(':scope > button[aria-controls]');
    if (!item || !label || label.getAttribute('aria-expanded') !== 'true') return;
    event.preventDefault();
    setGroupOpen(item.entry, false);
    quietFocus = true;
    label.focus();
    quietFocus = false;
  });
  // A group the visitor is already in (CSS opened it on hover or focus before this ran) stays
  // open, now with its state announced.
  for (const entry of document.querySelectorAll(`${DESKTOP} .desktop-nav__group`)) {
    if (entry.matches(':focus-within, :hover')) setGroupOpen(entry, true);
  }
  window.addEventListener('resize', place);
  // The web font changes the items' widths, and may unwrap the menu, without a resize.
  void document.fonts.ready.then(() => afterNextFrame(place));
  // The application marks another item active when it navigates: the pill follows.
  new MutationObserver(place).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-current'],
  });
  // Placing the pill measures the layout: not before the page's first paint, which it would delay.
  afterNextFrame(place);
}

function enhanceMobileNav(): void {
  const panelOf = (root: Element) => root.querySelector<HTMLElement>('.mobile-nav__panel');
  const toggleOf = (root: Element) => root.querySelector<HTMLElement>('.mobile-nav__toggle');
  const collapseGroups = (root: Element, except?: Element) => {
    for (const button of root.querySelectorAll('.mobile-nav__panel button[aria-controls]')) {
      if (button === except) continue;
      button.setAttribute('aria-expanded', 'false');
      const group = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (group) group.hidden = true;
    }
  };
  const setPanelOpen = (root: Element, open: boolean) => {
    toggleOf(root)?.setAttribute('aria-expanded', String(open));
    const panel = panelOf(root);
    if (panel) panel.hidden = !open;
    if (!open) collapseGroups(root);
  };
  const isEngaged = (root: Element) =>
    toggleOf(root)?.getAttribute('aria-expanded') === 'true' ||
    root.querySelector('.mobile-nav__panel button[aria-expanded="true"]') !== null;

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const root = target?.closest(MOBILE);
    if (!target || !root) return;
    if (target.closest('.mobile-nav__toggle')) {
      setPanelOpen(root, toggleOf(root)?.getAttribute('aria-expanded') !== 'true');
      return;
    }
    const group = target.closest('.mobile-nav__panel button[aria-controls]');
    if (group) {
      const open = group.getAttribute('aria-expanded') !== 'true';
      collapseGroups(root, group);
      group.setAttribute('aria-expanded', String(open));
      const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = !open;
      return;
    }
    if (target.closest('.mobile-nav__panel a')) setPanelOpen(root, false);
  });
  document.addEventListener('pointerdown', (event) => {
    for (const root of document.querySelectorAll(MOBILE)) {
      if (isEngaged(root) && !root.contains(event.target as Node | null)) setPanelOpen(root, false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const root of document.querySelectorAll(MOBILE)) {
      if (!isEngaged(root)) continue;
      setPanelOpen(root, false);
      toggleOf(root)?.focus();
    }
  });
}

/** Adds the menus' behaviour to the page's header; once per page. */
export function enhanceHeader(): void {
  enhanceDesktopNav();
  enhanceMobileNav();
}
