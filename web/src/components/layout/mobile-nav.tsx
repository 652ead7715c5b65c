import { isActivePath } from '../../content/navigation';
import type { MenuItem } from '../../content/navigation';

interface NavProps {
  items: readonly MenuItem[];
  currentPath: string;
}

/**
 * Below 768 px: a menu button and its panel, closed; one group is expanded at a time. Its
 * behaviour is enhance/header.ts, on every page, with React or without.
 */
export function MobileNav({ items, currentPath }: NavProps) {
  return (
    <div className="mobile-nav">
      <button type="button" className="mobile-nav__toggle" aria-expanded={false} aria-controls="mobile-menu">
        <span className="mobile-nav__icon" aria-hidden="true" />
        Menu
      </button>
      <nav id="mobile-menu" className="mobile-nav__panel" aria-label="Main" hidden>
        <ul>
          {items.map((item) => {
            const active = isActivePath(item.path, currentPath);
            if (!item.children) {
              return (
                <li key={item.path}>
                  <a
                    href={item.path}
                    className={active ? 'mobile-nav__link is-active' : 'mobile-nav__link'}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                  >
                    {item.name}
                  </a>
                </li>
              );
            }
            const groupId = `mobile-group-${item.path.slice(1)}`;
            return (
              <li key={item.path}>
                <button
                  type="button"
                  className={active ? 'mobile-nav__link is-active' : 'mobile-nav__link'}
                  aria-expanded={false}
                  aria-controls={groupId}
                >
                  {item.name}
                  <span className="nav-caret" aria-hidden="true" />
                </button>
                <ul id={groupId} className="mobile-nav__group" hidden>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <a
                        href={child.path}
                        className={
                          isActivePath(child.path, currentPath) ? 'mobile-nav__child is-active' : 'mobile-nav__child'
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
      </nav>
    </div>
  );
}
