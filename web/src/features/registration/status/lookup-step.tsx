import { useId } from 'react';

/** Step 1: the registration ID, with the lookup's message beside the field it is about. */
export function LookupStep({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={`${id}-input`}>Registration ID</label>
      <p id={`${id}-hint`} className="form-field__hint">
        It is in the confirmation e-mail and on the page you saw after registering, for example ICEI25-7K3M-Q9TB-4XW2R.
      </p>
      <input
        id={`${id}-input`}
        name="id"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
