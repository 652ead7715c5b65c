import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_INVALID } from '@domain/messages';
import { signInErrorMessage } from './sign-in-errors';
import { useAdminSession } from './admin-session';
import type { AdminAccess } from './admin-nav';
import type { SecondFactorChallenge } from './firebase-auth';
import { BusyButton } from '../../../components/form/busy-button';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = 'Please enter your e-mail address and password.';
const CODE_REQUIRED = 'Please enter the 6-digit code from the text message.';
/** Firebase's codes are six digits; spaces a phone may show between groups are dropped. */
const CODE = /^\d{6}$/;

/**
 * The console's sign-in; on the check-in desk it speaks to the desk's staff. `focusOnShow`: its
 * e-mail field takes the focus, as after signing out.
 */
export function SignInForm({ access, focusOnShow = false }: { access: AdminAccess; focusOnShow?: boolean }) {
  const { signIn, state } = useAdminSession();
  const ended = state.kind === 'signed-out' ? state.ended : undefined;
  const id = useId();
  // After the server ended a sign-in, its address is offered again: only the password is asked.
  const [email, setEmail] = useState(() => (state.kind === 'signed-out' ? (state.email ?? '') : ''));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // The invisible reCAPTCHA Firebase asks for before it sends a text message lives here.
  const recaptcha = useRef<HTMLDivElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) (emailField.current?.value ? passwordField : emailField).current?.focus();
  }, [focusOnShow]);
  const recaptchaContainer = () => {
    if (!recaptcha.current) throw new Error('The sign-in form is not ready yet. Please reload the page and try again.');
    return recaptcha.current;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || password === '') return setError(REQUIRED);
    if (!EMAIL.test(email.trim())) return setError(EMAIL_INVALID);
    setBusy(true);
    setError(null);
    try {
      const next = await signIn(email.trim(), password);
      // Without a second factor, the session re-renders the layout once the claims are read.
      if (!next) return;
      await next.sendCode(recaptchaContainer());
      setPassword('');
      setChallenge(next);
    } catch (caught) {
      setError(signInErrorMessage(caught));
    }
    setBusy(false);
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
      {ended && (
        <p role="alert" className="admin-error">
          {ended}
        </p>
      )}
      {challenge ? (
        <CodeStep challenge={challenge} recaptchaContainer={recaptchaContainer} onCancel={() => setChallenge(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="admin-field">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input
              ref={emailField}
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
              ref={passwordField}
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
          <BusyButton type="submit" className="button admin-button" busy={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </BusyButton>
        </form>
      )}
      <div ref={recaptcha} />
    </section>
  );
}

/** The second step: the code texted to the enrolled phone, a new one on request. */
function CodeStep({
  challenge,
  recaptchaContainer,
  onCancel,
}: {
  challenge: SecondFactorChallenge;
  recaptchaContainer(): HTMLElement;
  onCancel(): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(`A code was sent by text message to ${challenge.phoneHint}.`);
  const [busy, setBusy] = useState<'checking' | 'sending' | null>(null);

  // The step replaces the password form: keyboard and screen-reader users land on its field.
  useEffect(() => input.current?.focus(), []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) return setError(CODE_REQUIRED);
    setBusy('checking');
    setError(null);
    try {
      await challenge.confirm(digits);
      // Signed in: the session re-renders the layout.
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('sending');
    setError(null);
    try {
      await challenge.sendCode(recaptchaContainer());
      setCode('');
      setSent(`A new code was sent to ${challenge.phoneHint}.`);
      input.current?.focus();
    } catch (caught) {
      setError(signInErrorMessage(caught));
    }
    setBusy(null);
  }

  return (
    <form onSubmit={confirm} noValidate>
      <p role="status">{sent}</p>
      <div className="admin-field">
        <label htmlFor={`${id}-code`}>Code from the text message</label>
        <input
          ref={input}
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-sign-in__actions">
        <BusyButton type="submit" className="button admin-button" busy={busy !== null}>
          {busy === 'checking' ? 'Checking…' : 'Verify'}
        </BusyButton>
        <BusyButton
          className="button button--secondary admin-button"
          busy={busy !== null}
          onClick={() => void resend()}
        >
          {busy === 'sending' ? 'Sending…' : 'Send a new code'}
        </BusyButton>
        <BusyButton className="button button--secondary admin-button" busy={busy !== null} onClick={onCancel}>
          Cancel
        </BusyButton>
      </div>
    </form>
  );
}
