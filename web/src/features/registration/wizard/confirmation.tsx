import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/** After a successful submit (spec section 4): the ID, what happens next, and Close. */
export function Confirmation({ id, email }: { id: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="section wizard confirmation" aria-labelledby="confirmation-title">
      <h2 id="confirmation-title" ref={heading} tabIndex={-1}>
        Registration submitted
      </h2>
      <p>
        Your registration ID is <strong className="confirmation__id">{id}</strong>. Please keep it: you need it to check
        your status and to pay.
      </p>
      <p>Your registration is complete only after payment.</p>
      <p>
        We have sent a mail to <strong>{email}</strong>. Press the verify link in that mail to verify your email address
        and proceed to payment.
      </p>
      <p>
        <Link className="button" to="/registration">
          Close
        </Link>
      </p>
    </section>
  );
}
