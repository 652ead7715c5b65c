// What the registration pages show while the server's time is not known yet, and in place of a
// form the registration window rules out.
import type { ReactNode } from 'react';
import { CHECKING_REGISTRATION_DATES } from '@domain/messages';
import './window-notice.css';

/** In place of what depends on the date (prices, whether a form is open) until it is known. */
export function CheckingDates() {
  return (
    <p className="window-checking" role="status">
      {CHECKING_REGISTRATION_DATES}
    </p>
  );
}

/** The domain's message about the window as the heading of the notice, then what to do instead. */
export function WindowNotice({
  headingId,
  message,
  level: Heading,
  children,
}: {
  headingId?: string;
  message: string;
  level: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <div className="window-notice">
      <Heading id={headingId} className="window-notice__message">
        {message}
      </Heading>
      {children}
    </div>
  );
}
