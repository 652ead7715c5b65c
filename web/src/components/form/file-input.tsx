/**
 * A labelled native file input (keyboard and screen readers work as the platform makes them),
 * with hint, error in `role="alert"`, and the chosen file's name shown when the input itself
 * cannot show it (after a step change the browser's input is new, the File is still in state).
 *
 *   <FileField label="ID card (PDF)" accept="application/pdf,.pdf" required
 *     file={student.idCard} onFile={(file) => update({ idCard: file })} error={message} />
 *
 * `onFile(null)` when the choice is cleared. Checking type and size is the caller's (domain's) job:
 * return `false` from `onFile` (or a promise of it, for a file the caller must first convert) to
 * refuse the file, and the input is emptied again. `status`, when given (null while silent), is a
 * `role="status"` line for what happens to the chosen file, such as a picture being made a PDF.
 */
import type { ReactNode } from 'react';
import { Field } from './field';
import './form.css';

export function FileField({
  label,
  hint,
  error,
  required,
  accept,
  file,
  onFile,
  className,
  name,
  invalid,
  controlId,
  announce,
  status,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  accept?: string;
  /** The file currently held for this field, if any. */
  file?: File | null;
  /** Return false to refuse the file (the input is then cleared). */
  // void in the union lets plain `(file) => setFile(file)` handlers through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  onFile: (file: File | null) => boolean | void | Promise<boolean>;
  status?: string | null;
  invalid?: boolean;
  className?: string;
  name?: string;
  controlId?: string;
  announce?: boolean;
}) {
  const frame = { label, hint, error, required, invalid, className, controlId, announce };
  return (
    <Field {...frame}>
      {(control) => (
        <>
          <input
            {...control}
            // A held file already satisfies the field; the browser's own check would not know it.
            required={control.required && !file}
            className="field__file"
            type="file"
            name={name}
            accept={accept}
            onChange={(event) => {
              const input = event.currentTarget;
              const chosen = input.files?.[0];
              const answer = onFile(chosen ?? null);
              if (answer === false) input.value = '';
              else if (answer instanceof Promise) {
                void answer.then((accepted) => {
                  if (!accepted && input.files?.[0] === chosen) input.value = '';
                });
              }
            }}
          />
          {status !== undefined && (
            <p className="field__file-name" role="status">
              {status}
            </p>
          )}
          {file && <p className="field__file-name">Selected: {file.name}</p>}
        </>
      )}
    </Field>
  );
}
