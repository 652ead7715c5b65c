import { useEffect, useId, useRef } from 'react';
import { MAX_REJECTION_REASON } from '@domain/messages';

/**
 * The reason an administrator gives in a confirmation (a rejection, a withdrawal, an erasure):
 * labelled, required, and its error announced and tied to the field. `required={false}` for a
 * note the administrator may leave out (to a registrant whose cancellation is decided). A new
 * error takes the focus to the field it is about, from the button that was pressed.
 */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  rows = 4,
  required = true,
  maxLength = MAX_REJECTION_REASON,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  rows?: number;
  required?: boolean;
  /** The longest the reason may be: the rejection's 500 characters unless the action says less. */
  maxLength?: number;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <div className="admin-field">
      <label htmlFor={`${id}-reason`}>{label}</label>
      <textarea
        ref={field}
        id={`${id}-reason`}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-reason-error` : undefined}
        required={required}
      />
      {error && (
        <p id={`${id}-reason-error`} role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
