import { useState, type ComponentType } from 'react';
import { DIALOG_NOT_LOADED } from '@domain/messages';
import { BusyButton } from '../../../components/form/busy-button';
import type { AdminRegistration } from '@domain/api/admin-record';
import type { Chunk } from '../../../lib/load-once';
import { useToldAfterClosing } from './use-told-after-closing';

/** What a registration's page gives a dialog it loads on demand: `onDone` closes it with what it came to. */
export interface RecordDialogProps<Record = AdminRegistration> {
  record: Record;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * A dialog whose code is loaded when its button is first pressed (docs/decisions/0034), for a
 * rarely used one that would otherwise weigh on every record page. `show` loads it (once) and
 * opens it; `finish` closes it with what it came to, told to `onDone` once it has closed. A load
 * that fails (twice, lib/load-once.ts) sets `failed`: an older Chromium keeps a failed module
 * until the page is loaded again, so the button says to reload (DialogButton).
 */
export function useDialogOnDemand<Props>(chunk: Chunk<ComponentType<Props>>, onDone: (message: string) => void) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [finished, setFinished] = useState<string | null>(null);
  useToldAfterClosing(finished, open, onDone);

  async function show() {
    setFailed(false);
    if (!chunk.loaded()) {
      setLoading(true);
      try {
        await chunk.load();
      } catch {
        setFailed(true);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  }

  return {
    /** The dialog once its code has arrived (the renders that follow the load read it). */
    Dialog: chunk.loaded(),
    open,
    loading,
    failed,
    /** What the dialog last came to, null before. */
    finished,
    show,
    close: () => setOpen(false),
    finish(message: string) {
      setOpen(false);
      setFinished(message);
    },
  };
}

/** The button that opens such a dialog: "Opening…" while it loads, and why it did not. */
export function DialogButton({
  label,
  dialog,
}: {
  label: string;
  dialog: Pick<ReturnType<typeof useDialogOnDemand>, 'loading' | 'failed' | 'show'>;
}) {
  return (
    <>
      <BusyButton
        className="button button--secondary admin-button"
        onClick={() => void dialog.show()}
        busy={dialog.loading}
      >
        {dialog.loading ? 'Opening…' : label}
      </BusyButton>
      {dialog.failed && (
        <p role="alert" className="admin-error">
          {DIALOG_NOT_LOADED}
        </p>
      )}
    </>
  );
}
