import { useId, type HTMLAttributes } from 'react';

/** A labelled one-line field of an administrator's dialog, its hint and error tied to it and announced. */
export function TextInput({
  label,
  value,
  onChange,
  hint,
  error = null,
  type = 'text',
  required = false,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  type?: 'text' | 'date' | 'email';
  required?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        inputMode={inputMode}
        aria-invalid={error !== null}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
