import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { COMPLIMENTARY_NOTHING_TO_PAY } from '@domain/messages';
import { CopyButton } from '../status/copy-button';
import { MistypedAddress } from '../mistyped-address';

function SuccessIcon() {
  return (
    <svg className="confirmation__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * After a successful submit (docs/rules.md, "The wizard's steps"): a success, the ID to keep (one
 * tap to copy), the address the verification mail went to, what happens next, the status page and
 * Close. A complimentary registration (a sponsor's code) has nothing to pay: verifying the address
 * completes it.
 */
export function Confirmation({ id, email, complimentary }: { id: string; email: string; complimentary: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="section wizard confirmation" aria-labelledby="confirmation-title">
      <div className="confirmation__success" role="status">
        <SuccessIcon />
        <h2 id="confirmation-title" ref={heading} tabIndex={-1}>
          Registration submitted
        </h2>
      </div>
      <div className="confirmation__id-row">
        <p>
          Your registration ID is <strong className="confirmation__id">{id}</strong>.
        </p>
        <CopyButton text={id} label="Copy registration ID" />
      </div>
      {complimentary ? (
        <>
          <p>Please keep it: you need it to check your status.</p>
          <p>{COMPLIMENTARY_NOTHING_TO_PAY}</p>
        </>
      ) : (
        <>
          <p>Please keep it: you need it to check your status and to pay.</p>
          <p>Your registration is complete only after payment.</p>
        </>
      )}
      <p>
        We have sent a mail to <strong className="confirmation__email">{email}</strong>. Press the verify link in that
        mail to verify your email address
        {complimentary
          ? ': that completes your registration, and your entry pass is then on the status page.'
          : ' and proceed to payment.'}{' '}
        No mail? Look in your spam folder; the status page can send it again.
      </p>
      <MistypedAddress />
      <p>
        <Link to={`/registration/status?id=${encodeURIComponent(id)}`}>Check your registration status</Link>
      </p>
      <p>
        <a className="button" href="/registration">
          Close
        </a>
      </p>
    </section>
  );
}
