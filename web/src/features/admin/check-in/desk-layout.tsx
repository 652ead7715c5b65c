import { useRef } from 'react';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminGate } from '../shared/admin-gate';
import { AdminSessionProvider, useAdminSession } from '../shared/admin-session';
import '../shared/admin.css';
import './desk-layout.css';

/**
 * The desk's own screen, for a phone in a volunteer's hand: a slim bar (the page's name, sign-out,
 * for an administrator the way back to the console) and the desk below it, with nothing of the
 * public site's header, so the camera and its answer are on the first screen. The same sign-in gate
 * as the console: staff with `checkin` and administrators.
 */
export function DeskLayout() {
  return (
    <AdminSessionProvider>
      <DeskShell />
    </AdminSessionProvider>
  );
}

function DeskShell() {
  const { state, signOut } = useAdminSession();
  const title = usePageMeta()?.title;
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="desk-screen">
      <header className="desk-bar">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {state.kind === 'signed-in' && (
          <div className="desk-bar__actions">
            {state.admin && (
              <nav aria-label="Administration">
                {/* A document of its own, as the desk is (its camera's Permissions-Policy). */}
                <a href="/admin">Registrations</a>
              </nav>
            )}
            <button type="button" className="button button--secondary admin-button" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        )}
      </header>
      <main id="main" className="desk-main" tabIndex={-1}>
        <AdminGate access="desk" title={heading} />
      </main>
      {state.kind === 'signed-in' && (
        <footer className="desk-account">Signed in as {state.email ?? 'an account without e-mail'}</footer>
      )}
    </div>
  );
}
