import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { AdminGate } from './shared/admin-gate';
import { accessOf, navFor } from './shared/admin-nav';
import { AdminSessionProvider, useAdminSession } from './shared/admin-session';
import './shared/admin.css';

/**
 * Every administrative page sits in this layout, a full screen of its own (the site's header and
 * footer are for visitors): the page's name and the account in a bar, the console's menu, then
 * the page. Nothing of a page (and no request for its data) is rendered until the visitor is
 * signed in with the `admin` claim, or for the check-in desk with `checkin`. The server checks the
 * claim again on every call; this gate only decides what to show.
 */
export function AdminLayout() {
  return (
    <AdminSessionProvider>
      <AdminShell />
    </AdminSessionProvider>
  );
}

function AdminShell() {
  const { state } = useAdminSession();
  const access = accessOf(useLocation().pathname);
  const nav = state.kind === 'signed-in' ? navFor(state) : [];
  const title = usePageMeta()?.title;
  const heading = useRef<HTMLHeadingElement>(null);

  // One <main> around the bar, the menu and the page, none of them in a box of its own below the
  // bar: the account and the menu appear once the sign-in is known, and the page's content they
  // push down is drawn only then (a box drawn before would move, and the page would jump).
  return (
    <main id="main" className="admin-main" tabIndex={-1}>
      <header className="admin-bar">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {state.kind === 'signed-in' && <AccountMenu email={state.email} />}
      </header>
      {nav.length > 0 && (
        <nav className="admin-nav" aria-label="Administration">
          <ul>
            {nav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end reloadDocument={item.ownDocument}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <AdminGate access={access} title={heading} />
    </main>
  );
}

function AccountMenu({ email }: { email: string | null }) {
  const { signOut } = useAdminSession();
  return (
    <div className="admin-account">
      <span>Signed in as {email ?? 'an account without e-mail'}</span>
      <button type="button" className="button button--secondary admin-button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}
