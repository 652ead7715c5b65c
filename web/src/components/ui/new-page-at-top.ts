import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link followed inside the application opens the next page at its top with focus on its
 * content (`#main`), as loading the page would. Otherwise the new page keeps the old one's scroll
 * offset (the header is sticky: its links are followed from far down a page) and a screen reader
 * stays on the link it followed. Back and forward are left to the browser; a link to a fragment
 * scrolls to it.
 */
export function useNewPageAtTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
}
