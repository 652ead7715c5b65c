import { useEffect, useState, type RefObject } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { DESK_PATH, mayOpen, type AdminAccess } from './admin-nav';
import { useAdminSession } from './admin-session';
import { SignInForm } from './sign-in-form';

/**
 * What a console page shows in place of itself until the visitor may see it: the sign-in check,
 * the sign-in form, or why this account may not open it. The console's layout and the desk's
 * share it; the server checks the claim again on every call.
 */
export function AdminGate({ access, title }: { access: AdminAccess; title: RefObject<HTMLHeadingElement | null> }) {
  const { state } = useAdminSession();
  // A sign-in or sign-out on this page replaces what had the focus (the form, the Sign out button):
  // it goes to the page's name once signed in, to the sign-in form once signed out. A page that
  // opens signed in or out leaves the focus where the browser puts it.
  const [shown, setShown] = useState(state.kind);
  const [change, setChange] = useState<'signed-in' | 'signed-out' | null>(null);
  if (shown !== state.kind) {
    setShown(state.kind);
    setChange(
      shown === 'signed-out' && state.kind === 'signed-in'
        ? 'signed-in'
        : shown === 'signed-in' && state.kind === 'signed-out'
          ? 'signed-out'
          : null,
    );
  }
  useEffect(() => {
    if (change === 'signed-in') title.current?.focus();
  }, [change, title]);

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
      return <SignInForm access={access} focusOnShow={change === 'signed-out'} />;
    case 'signed-in':
      if (mayOpen(state, access)) return <Outlet />;
      return state.checkin ? <DeskOnly email={state.email} /> : <NotAllowed email={state.email} access={access} />;
  }
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
      {/* Check-in rights are given on the console's Check-in staff page; administrators only by the
          organisers' command (docs/administration.md), which the person asked may need. */}
      <p>
        {desk ? (
          `The account ${email} may not check people in at the registration desk. Ask an administrator to add this address on the Check-in staff page, then check again, or sign out and use another account.`
        ) : (
          <>
            {`The account ${email} does not have the right to see registrations. Ask an organiser to grant it with `}
            <code>npm run admin -- grant {email}</code>, then check again, or sign out and use another account.
          </>
        )}
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
