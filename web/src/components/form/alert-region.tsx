/**
 * A message region for a form or step: `role="alert"` so screen readers announce it when its
 * text appears; hidden while empty. Place it next to what it is about, never `window.alert`.
 *
 *   <AlertRegion message={error} />                     // red, role="alert"
 *   <AlertRegion message="Saved." tone="success" />     // green, still role="alert"
 *   <AlertRegion message={m} id="step-error" />         // id for aria-describedby elsewhere
 *
 * Children are shown after the message (e.g. a link); the region is empty without a message.
 */
import type { ReactNode } from 'react';
import './form.css';

export type AlertTone = 'error' | 'success' | 'info';

export function AlertRegion({
  message,
  tone = 'error',
  id,
  className,
  children,
}: {
  message?: string | null;
  tone?: AlertTone;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const classes = ['alert-region', `alert-region--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="alert" id={id}>
      {message ? (
        <>
          <p className="alert-region__message">{message}</p>
          {children}
        </>
      ) : null}
    </div>
  );
}
