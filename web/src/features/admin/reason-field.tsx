import { useId } from 'react';
import { MAX_REJECTION_REASON } from '@domain/messages';

/**
 * The reason an administrator gives in a confirmation (a rejection, a withdrawal, an erasure):
 * labelled, required, and its error announced and tied to the field.
 */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={`${id}-reason`}>{label}</label>
      <textarea
        id={`${id}-reason`}
        rows={rows}
        maxLength={MAX_REJECTION_REASON}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-reason-error` : undefined}
        required
      />
      {error && (
        <p id={`${id}-reason-error`} role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
