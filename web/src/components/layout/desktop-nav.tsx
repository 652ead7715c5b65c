import { isActivePath } from '../../content/navigation';
import type { MenuItem } from '../../content/navigation';

interface NavProps {
  items: readonly MenuItem[];
  currentPath: string;
}

/**
 * The desktop menu's markup, each group's dropdown closed. Its behaviour (the pill, dropdowns on
 * hover, focus, click and Escape) is enhance/header.ts, on every page, with React or without.
 */
export function DesktopNav({ items, currentPath }: NavProps) {
  return (
    <nav className="desktop-nav" aria-label="Main">
      <div className="desktop-nav__track">
        <span className="nav-pill" aria-hidden="true" />
        <ul className="desktop-nav__list">
          {items.map((item) => {
            const active = isActivePath(item.path, currentPath);
            if (!item.children) {
              return (
                <li key={item.path}>
                  <a
                    href={item.path}
                    data-nav-path={item.path}
                    className={active ? 'nav-item is-active' : 'nav-item'}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                  >
                    {item.name}
                  </a>
                </li>
              );
            }
            const menuId = `nav-group-${item.path.slice(1)}`;
            return (
              <li key={item.path} className="desktop-nav__group">
                <button
                  type="button"
                  data-nav-path={item.path}
                  className={active ? 'nav-item is-active' : 'nav-item'}
                  aria-expanded={false}
                  aria-controls={menuId}
                >
                  {item.name}
                  <span className="nav-caret" aria-hidden="true" />
                </button>
                <ul id={menuId} className="dropdown" hidden>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <a
                        href={child.path}
                        className={
                          isActivePath(child.path, currentPath) ? 'dropdown__link is-active' : 'dropdown__link'
                        }
                        aria-current={currentPath === child.path ? 'page' : undefined}
                      >
                        {child.name}
                      </a>
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
