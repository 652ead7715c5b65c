import { useId, useState, type FormEvent } from 'react';
import { EMAIL_INVALID } from '@domain/messages';
import { signInErrorMessage } from './sign-in-errors';
import { useAdminSession } from './admin-session';
import type { AdminAccess } from './admin-nav';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = 'Please enter your e-mail address and password.';

/** The console's sign-in; on the check-in desk it speaks to the desk's staff. */
export function SignInForm({ access }: { access: AdminAccess }) {
  const { signIn } = useAdminSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || password === '') return setError(REQUIRED);
    if (!EMAIL.test(email.trim())) return setError(EMAIL_INVALID);
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      // The session re-renders the layout once the claims are read.
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <section className="admin-sign-in card" aria-labelledby={`${id}-title`}>
      {access === 'desk' ? (
        <>
          <h2 id={`${id}-title`}>Check-in desk sign-in</h2>
          <p>This page is for the registration desk. Please sign in with your check-in or administrator account.</p>
        </>
      ) : (
        <>
          <h2 id={`${id}-title`}>Administrator sign-in</h2>
          <p>This page is for the conference organisers. Please sign in with your administrator account.</p>
        </>
      )}
      <form onSubmit={submit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-email`}>E-mail address</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="admin-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button admin-button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
