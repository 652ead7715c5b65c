/**
 * The message about a whole form, above it, followed by the names of the fields in error as
 * links that move focus to each (clear of the sticky header). One `role="alert"` region that
 * exists from the start, so a new summary replaces the old one and is announced.
 *
 *   <ErrorSummary message="Please fill all required fields." fields={[{ label: 'City', controlId: 'city' }]} />
 *
 * Empty (and hidden) without a message. Each field shows its own message beside it.
 */
import type { MouseEvent } from 'react';
import { AlertRegion } from './alert-region';
import { focusField } from './focus-field';
import './form.css';

export interface SummaryField {
  label: string;
  controlId: string;
}

export function ErrorSummary({
  message,
  fields = [],
  className,
}: {
  message?: string | null;
  fields?: readonly SummaryField[];
  className?: string;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, controlId: string) => {
    const control = document.getElementById(controlId);
    if (!control) return;
    event.preventDefault();
    focusField(control);
  };
  return (
    <AlertRegion message={message} className={['error-summary', className].filter(Boolean).join(' ')}>
      {fields.length > 0 && (
        <>
          <p className="error-summary__intro">Fields to correct:</p>
          <ul className="error-summary__list">
            {fields.map(({ label, controlId }) => (
              <li key={controlId}>
                <a href={`#${controlId}`} onClick={(event) => follow(event, controlId)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </AlertRegion>
  );
}
