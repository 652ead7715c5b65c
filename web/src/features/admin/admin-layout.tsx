import { useState } from 'react';
import { NavLink, Outlet, useMatches } from 'react-router-dom';
import { isRouteHandle } from '../../lib/page-meta';
import { ADMIN_NAV } from './admin-nav';
import { AdminSessionProvider, useAdminSession } from './admin-session';
import { SignInForm } from './sign-in-form';
import './admin.css';

/**
 * Every administrative page sits in this layout: nothing of a page (and no request for its
 * data) is rendered until the visitor is signed in with the `admin` claim. The server checks
 * the claim again on every call; this gate only decides what to show.
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
  const title = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.meta.title;

  return (
    <div className="admin">
      <header className="admin-bar">
        <h1>{title}</h1>
        {state.kind === 'signed-in' && <AccountMenu email={state.email} />}
      </header>
      {state.kind === 'signed-in' && state.admin && (
        <nav className="admin-nav" aria-label="Administration">
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Gate />
    </div>
  );
}

function Gate() {
  const { state } = useAdminSession();
  switch (state.kind) {
    case 'starting':
      return <p role="status">Checking your sign-in…</p>;
    case 'unavailable':
      return (
        <p role="alert" className="admin-error">
          The sign-in service could not be loaded. Please reload the page.
        </p>
      );
    case 'signed-out':
      return <SignInForm />;
    case 'signed-in':
      return state.admin ? <Outlet /> : <NotAnAdministrator email={state.email} />;
  }
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

function NotAnAdministrator({ email }: { email: string | null }) {
  const { recheck } = useAdminSession();
  const [checked, setChecked] = useState(false);
  return (
    <section className="card admin-refused" aria-labelledby="admin-refused-title">
      <h2 id="admin-refused-title">You are not an administrator</h2>
      <p>
        The account {email} does not have the right to see registrations. Ask an organiser to grant it with{' '}
        <code>npm run admin -- grant {email}</code>, then check again, or sign out and use another account.
      </p>
      <button type="button" className="button admin-button" onClick={() => void recheck().then(() => setChecked(true))}>
        Check again
      </button>
      {checked && <p role="status">Still without administrator rights.</p>}
    </section>
  );
}
