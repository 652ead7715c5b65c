/**
 * Form fields whose label, hint and error are tied to the control (`htmlFor`,
 * `aria-describedby`, `aria-invalid`), with the error in `role="alert"` right under it.
 *
 *   <TextField label="First name" required value={v} onChange={(e) => set(e.target.value)}
 *     hint="As on your ID" error={message} />
 *   <SelectField label="Title" required options={['Dr', 'Prof']} placeholder="Select title" ... />
 *   <Field label="Custom" error={e}>{(control) => <input {...control} />}</Field>
 *
 * `control` carries `id`, `aria-describedby`, `aria-invalid` and `required` for any input.
 * `invalid` sets `aria-invalid` without a message here (when one message elsewhere covers many fields).
 * `controlId` fixes the control's id (for links to it, e.g. from an error summary); `announce={false}`
 * keeps the error out of `role="alert"` when a summary elsewhere announces it.
 * Styles: `form.css` (`.field`, `.field__label`, `.field__hint`, `.field__error`).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form.css';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in role="alert" under the control; empty or absent means valid. */
  error?: string | null;
  /**
   * What to do about the error, on its own line under it: the error's words stay exactly the
   * message (a spec's message is quoted alone), and this is read with the control, not announced.
   */
  errorNext?: string | null;
  /** Marks the control invalid without a message of its own (one shown elsewhere covers it). */
  invalid?: boolean;
  required?: boolean;
  className?: string;
  /** The control's id, when something links to it; otherwise one is generated. */
  controlId?: string;
  /** False when an error summary announces the message: it is then only read with the control. */
  announce?: boolean;
}

export function Field({
  label,
  hint,
  error,
  errorNext,
  required,
  invalid,
  className,
  controlId,
  announce = true,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const next = error ? errorNext : null;
  const nextId = `${id}-next`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', next ? nextId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error || invalid ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <p className="field__error" id={errorId} role={announce ? 'alert' : undefined}>
        {error || null}
      </p>
      {next && (
        <p className="field__error-next" id={nextId}>
          {next}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  errorNext,
  required,
  invalid,
  className,
  controlId,
  announce,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>) {
  const frame = { label, hint, error, errorNext, required, invalid, className, controlId, announce };
  return <Field {...frame}>{(control) => <input className="field__input" {...input} {...control} />}</Field>;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  invalid,
  className,
  controlId,
  announce,
  options,
  placeholder,
  ...select
}: FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: readonly (string | { value: string; label: string })[];
    /** First, empty option ("Select ..."), chosen while nothing is. */
    placeholder?: string;
  }) {
  const frame = { label, hint, error, required, invalid, className, controlId, announce };
  return (
    <Field {...frame}>
      {(control) => (
        <select className="field__input" {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
