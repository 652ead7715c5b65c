import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isActivePath } from '../../content/navigation';
import type { MenuItem } from '../../content/navigation';

interface NavProps {
  items: readonly MenuItem[];
  currentPath: string;
}

/** Below 768 px: a menu button toggles the panel; one group is expanded at a time. */
export function MobileNav({ items, currentPath }: NavProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open && !expanded) return;
    const closeAll = () => {
      setOpen(false);
      setExpanded(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeAll();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, expanded]);

  const closePanel = () => {
    setOpen(false);
    setExpanded(null);
  };

  return (
    <div className="mobile-nav" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-nav__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? closePanel() : setOpen(true))}
      >
        <span className="mobile-nav__icon" aria-hidden="true" />
        Menu
      </button>
      <nav id="mobile-menu" className="mobile-nav__panel" aria-label="Main" hidden={!open}>
        <ul>
          {items.map((item) => {
            const active = isActivePath(item.path, currentPath);
            if (!item.children) {
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className={active ? 'mobile-nav__link is-active' : 'mobile-nav__link'}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                    onClick={closePanel}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            }
            const groupOpen = expanded === item.path;
            const groupId = `mobile-group-${item.path.slice(1)}`;
            return (
              <li key={item.path}>
                <button
                  type="button"
                  className={active ? 'mobile-nav__link is-active' : 'mobile-nav__link'}
                  aria-expanded={groupOpen}
                  aria-controls={groupId}
                  onClick={() => setExpanded(groupOpen ? null : item.path)}
                >
                  {item.name}
                  <span className="nav-caret" aria-hidden="true" />
                </button>
                <ul id={groupId} className="mobile-nav__group" hidden={!groupOpen}>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className={
                          isActivePath(child.path, currentPath) ? 'mobile-nav__child is-active' : 'mobile-nav__child'
                        }
                        aria-current={currentPath === child.path ? 'page' : undefined}
                        onClick={closePanel}
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
      </nav>
    </div>
  );
}
