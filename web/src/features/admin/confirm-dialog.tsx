import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

/**
 * A modal confirmation on the native <dialog>: focus moves into it and is trapped there, Escape
 * cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // the parent closes it through `open`
        if (!busy) onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="actions">
          <button type="submit" className="button admin-button" disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </button>
          <button type="button" className="button button--secondary admin-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
