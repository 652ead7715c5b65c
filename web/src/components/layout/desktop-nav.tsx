import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { isActivePath } from '../../content/navigation';
import type { MenuItem } from '../../content/navigation';

interface NavProps {
  items: readonly MenuItem[];
  currentPath: string;
}

/** Moves the pill under the element of `path` (or hides it); styles go through the CSSOM, which the CSP allows. */
function placePill(track: HTMLElement | null, pill: HTMLElement | null, path: string | null): void {
  if (!track || !pill) return;
  const target = path ? track.querySelector<HTMLElement>(`[data-nav-path="${path}"]`) : null;
  if (!target) {
    pill.classList.remove('is-visible');
    return;
  }
  const left = target.getBoundingClientRect().left - track.getBoundingClientRect().left;
  pill.style.width = `${target.offsetWidth}px`;
  pill.style.transform = `translateX(${left}px)`;
  pill.classList.add('is-visible');
}

export function DesktopNav({ items, currentPath }: NavProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const pillRef = useRef<HTMLSpanElement>(null);
  // Returning focus to a parent after Escape must not reopen its dropdown.
  const quietFocus = useRef(false);
  const activePath = items.find((item) => isActivePath(item.path, currentPath))?.path ?? null;
  const pillTarget = hovered ?? activePath;

  useLayoutEffect(() => placePill(trackRef.current, pillRef.current, pillTarget), [pillTarget]);
  useEffect(() => {
    const onResize = () => placePill(trackRef.current, pillRef.current, pillTarget);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [pillTarget]);

  const closeGroup = (item: MenuItem) => {
    setOpenGroup(null);
    quietFocus.current = true;
    trackRef.current?.querySelector<HTMLElement>(`[data-nav-path="${item.path}"]`)?.focus();
    quietFocus.current = false;
  };
  const onGroupKeyDown = (item: MenuItem) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openGroup === item.path) {
      event.preventDefault();
      closeGroup(item);
    }
  };
  const onGroupBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenGroup(null);
      setHovered(null);
    }
  };

  return (
    <nav className="desktop-nav" aria-label="Main">
      <div ref={trackRef} className="desktop-nav__track" onMouseLeave={() => setHovered(null)}>
        <span ref={pillRef} className="nav-pill" aria-hidden="true" />
        <ul className="desktop-nav__list">
          {items.map((item) => {
            const active = isActivePath(item.path, currentPath);
            if (!item.children) {
              return (
                <li key={item.path} onMouseEnter={() => setHovered(item.path)}>
                  <Link
                    to={item.path}
                    data-nav-path={item.path}
                    className={active ? 'nav-item is-active' : 'nav-item'}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                    onFocus={() => setHovered(item.path)}
                    onBlur={() => setHovered(null)}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            }
            const open = openGroup === item.path;
            const menuId = `nav-group-${item.path.slice(1)}`;
            return (
              <li
                key={item.path}
                className="desktop-nav__group"
                onMouseEnter={() => {
                  setHovered(item.path);
                  setOpenGroup(item.path);
                }}
                onMouseLeave={() => setOpenGroup(null)}
                onKeyDown={onGroupKeyDown(item)}
                onBlur={onGroupBlur}
              >
                <button
                  type="button"
                  data-nav-path={item.path}
                  className={active ? 'nav-item is-active' : 'nav-item'}
                  aria-expanded={open}
                  aria-controls={menuId}
                  onFocus={() => {
                    setHovered(item.path);
                    if (!quietFocus.current) setOpenGroup(item.path);
                  }}
                  onClick={() => setOpenGroup(open ? null : item.path)}
                >
                  {item.name}
                  <span className="nav-caret" aria-hidden="true" />
                </button>
                <ul id={menuId} className="dropdown" hidden={!open}>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className={
                          isActivePath(child.path, currentPath) ? 'dropdown__link is-active' : 'dropdown__link'
                        }
                        aria-current={currentPath === child.path ? 'page' : undefined}
                        onClick={() => setOpenGroup(null)}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
