import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * A modal confirmation on the native <dialog>: focus moves into it and is trapped there, Escape
 * cancels, and focus returns to the button that opened it. It opens on its first field (a reason)
 * or, with none, on Cancel: every confirmation here mails someone or moves money, so a second
 * press of Enter or Space after the one that opened it must not confirm it. The inline PDF viewer
 * behind it (an iframe, which `inert` does not stop) may take the focus when it finishes loading
 * after the dialog opened: the focus then goes back to where it was in the dialog, so a reason
 * being typed is not lost to a page the person cannot see.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  dismissLabel = 'Cancel',
  destructive = false,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The button that leaves without acting: "Cancel" unless that would read as the action (a cancellation). */
  dismissLabel?: string;
  /** The confirmation cannot be taken back (a rejection mails the registrant): a danger-styled button. */
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Opened and closed before any effect of the same render runs: closing hands the focus back to
  // the button that opened it, and a message the action put outside the dialog (ActionMessage) can
  // then take it; while the dialog is open, everything outside it is inert and cannot.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focused the first control: the confirm button when the dialog asks nothing.
      if (document.activeElement === confirmButton.current) cancelButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    let lastInside: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && dialog.contains(event.target)) lastInside = event.target;
    };
    const reclaim = () => {
      // On window blur the focus went into a frame; when it lands outside the dialog, bring it back.
      requestAnimationFrame(() => {
        if (dialog.open && !dialog.contains(document.activeElement)) lastInside?.focus();
      });
    };
    dialog.addEventListener('focusin', remember);
    window.addEventListener('blur', reclaim);
    dialog.addEventListener('focusout', reclaim);
    if (dialog.contains(document.activeElement) && document.activeElement instanceof HTMLElement) {
      lastInside = document.activeElement;
    }
    return () => {
      dialog.removeEventListener('focusin', remember);
      window.removeEventListener('blur', reclaim);
      dialog.removeEventListener('focusout', reclaim);
    };
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
          <BusyButton
            ref={confirmButton}
            type="submit"
            className={destructive ? 'button admin-button admin-button--danger' : 'button admin-button'}
            busy={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </BusyButton>
          <BusyButton
            ref={cancelButton}
            className="button button--secondary admin-button"
            onClick={onCancel}
            busy={busy}
          >
            {dismissLabel}
          </BusyButton>
        </div>
      </form>
    </dialog>
  );
}
