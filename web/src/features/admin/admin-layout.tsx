import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { accessOf, DESK_PATH, mayOpen, navFor, type AdminAccess } from './admin-nav';
import { AdminSessionProvider, useAdminSession } from './admin-session';
import { SignInForm } from './sign-in-form';
import './admin.css';

/**
 * Every administrative page sits in this layout: nothing of a page (and no request for its
 * data) is rendered until the visitor is signed in with the `admin` claim, or for the check-in
 * desk with `checkin`. The server checks the claim again on every call; this gate only decides
 * what to show.
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

  return (
    <div className="admin">
      <header className="admin-bar">
        <h1>{title}</h1>
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
      <Gate access={access} />
    </div>
  );
}

function Gate({ access }: { access: AdminAccess }) {
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
      return <SignInForm access={access} />;
    case 'signed-in':
      if (mayOpen(state, access)) return <Outlet />;
      return state.checkin ? <DeskOnly email={state.email} /> : <NotAllowed email={state.email} access={access} />;
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

/** Check-in staff on an administrators' page: the desk is theirs, the rest is not. */
function DeskOnly({ email }: { email: string | null }) {
  return (
    <section className="card admin-refused" aria-labelledby="admin-desk-only-title">
      <h2 id="admin-desk-only-title">This page is for administrators</h2>
      <p>The account {email} checks people in at the registration desk, and sees nothing else of the registrations.</p>
      <Link to={DESK_PATH} reloadDocument className="button admin-button">
        Open the check-in desk
      </Link>
    </section>
  );
}

function NotAllowed({ email, access }: { email: string | null; access: AdminAccess }) {
  const { recheck } = useAdminSession();
  const [checked, setChecked] = useState(false);
  const desk = access === 'desk';
  return (
    <section className="card admin-refused" aria-labelledby="admin-refused-title">
      <h2 id="admin-refused-title">{desk ? 'You may not check people in' : 'You are not an administrator'}</h2>
      <p>
        {desk
          ? `The account ${email} may not check people in at the registration desk. Ask an organiser to grant it with `
          : `The account ${email} does not have the right to see registrations. Ask an organiser to grant it with `}
        <code>
          npm run admin -- {desk ? 'grant-checkin' : 'grant'} {email}
        </code>
        , then check again, or sign out and use another account.
      </p>
      <button type="button" className="button admin-button" onClick={() => void recheck().then(() => setChecked(true))}>
        Check again
      </button>
      {checked && (
        <p role="status">{desk ? 'Still without check-in rights.' : 'Still without administrator rights.'}</p>
      )}
    </section>
  );
}
